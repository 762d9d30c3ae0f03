import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { DesktopSearch } from '../features/search/DesktopSearch.tsx';
import { MobileSearch } from '../features/search/MobileSearch.tsx';
import { translate } from '../i18n/index.ts';
import { requestLocale, requestReaderLanguage } from '../i18n/request-locale.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { useLayout } from '../lib/wiki-context.tsx';
import { pageMeta } from '../lib/seo/page-meta.ts';
import { searchSeo } from '../lib/seo/route-seo.ts';
import type { Route } from './+types/search';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  // The reader's language (?lang, the cookie, the edition's default): results are asked in it.
  return { title: translate(requestLocale(request, edition), 'search.title'), lang: requestReaderLanguage(request, edition) };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args, searchSeo(args.data?.title, args.location.search));

/**
 * The search page (route name search): query keyword, and source_id when entered from another
 * page. Results load in the browser, in the reader's language; each navigation here starts the screen afresh.
 */
export default function SearchPage() {
  const layout = useLayout();
  const [params] = useSearchParams();
  const location = useLocation();
  const { lang } = useLoaderData<typeof loader>();
  const keyword = (params.get('keyword') ?? '').trim();
  return layout === 'pc' ? (
    <DesktopSearch key={location.key} initialKeyword={keyword} lang={lang} />
  ) : (
    <MobileSearch key={location.key} initialKeyword={keyword} lang={lang} />
  );
}
