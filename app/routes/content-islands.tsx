import { useEffect, useState } from 'react';
import { redirect } from 'react-router';
import { readerModules } from '../../shared/entry-emptiness.ts';
import { IslandsEntryView } from '../features/entry-pages/islands/IslandsEntryView.tsx';
import { slimPage } from '../features/entry-pages/islands/islands.ts';
import { readStash, stashForRender } from '../features/entry-pages/islands/render-stash.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import { contentSeo } from '../lib/seo/route-seo.ts';
import publisherStyles from '../features/entry-pages/widgets/publisher.module.css';
import { loader as detailLoader } from './content-detail.tsx';
import type { Route } from './+types/content-islands';

/**
 * The islands prototype of an entry page (docs/decisions/030-lighter-first-view.md), measured
 * against content/:id/detail: the same page, its static parts not hydrated. Strategy content
 * goes to its detail page.
 */
export async function loader(args: Route.LoaderArgs) {
  const data = await detailLoader(args as unknown as Parameters<typeof detailLoader>[0]);
  if (!data.entry) throw redirect(`/${args.params.ns}/${args.params.site}/content/${args.params.id}/detail`);
  const shown = readerModules(data.entry.page.modules);
  const token = stashForRender({ ...data.entry, page: { ...data.entry.page, modules: shown } });
  return { ...data, entry: { page: slimPage(data.entry.page, shown) }, token };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

// Static widgets' styles: their code (which brings them on the detail page) never loads here; a
// route export that uses the CSS module keeps it linked from the route (an unused one is dropped).
export const handle = { styles: publisherStyles };

// The static components' data is not here, but every module keeps its components' count (what the description reads).
export const meta: Route.MetaFunction = (args) => pageMeta(args, contentSeo(args.data as unknown as Parameters<typeof contentSeo>[0]));

export default function ContentIslands({ loaderData: data }: Route.ComponentProps) {
  // Reached by a client navigation there is no server markup to keep: the prototype loads the document.
  const [navigated] = useState(() => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true');
  useEffect(() => {
    if (navigated) window.location.reload();
  }, [navigated]);
  if (navigated) return null;
  const full = import.meta.env.SSR ? readStash(data.token) : undefined;
  return <IslandsEntryView page={data.entry.page} channels={data.info.channel_list} full={full} />;
}
