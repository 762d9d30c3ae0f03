import { EncycView } from '../features/encyclopedia/EncycView.tsx';
import { readEncycView } from '../features/encyclopedia/encyc-query.ts';
import { loadEncyc } from '../features/encyclopedia/encyc.server.ts';
import { translate } from '../i18n/index.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/encyc';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const data = await loadEncyc(context, edition, readEncycView(new URL(request.url).searchParams));
  return { ...data, title: translate(requestLocale(request, edition), 'encyc.title') };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.data?.title, description: (site) => site.t('seo.description.encyc', { site: site.site }) });

/** The encyclopedia (route encyc): every menu of the edition with its entries as a filterable grid. */
export default function Encyc({ loaderData }: Route.ComponentProps) {
  return <EncycView data={loaderData} />;
}
