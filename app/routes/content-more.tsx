import { Kingkong16More } from '../features/blocks/cards/Kingkong16More.tsx';
import { loadChannelWithContent } from '../features/channels/channel.server.ts';
import { readerContent } from '../features/channels/channel-forest.server.ts';
import { notFound, requireEdition } from '../lib/edition.server.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/content-more';

/** content/kingkong16/more?channel_id=: every icon of a 16-icon grid channel. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const channelId = new URL(request.url).searchParams.get('channel_id') ?? '';
  if (params.id !== 'kingkong16' || !/^\d{1,15}$/.test(channelId)) throw notFound();
  const page = await loadChannelWithContent(context, edition, Number(channelId), readerContent(context, edition, request));
  if (!page) throw notFound();
  return page;
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title });

export default function ContentMore({ loaderData }: Route.ComponentProps) {
  const { channel } = loaderData;
  return <Kingkong16More channel={channel} />;
}
