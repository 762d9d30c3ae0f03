import { useLocation, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DesktopSearch } from '../components/search/DesktopSearch.tsx';
import { MobileSearch } from '../components/search/MobileSearch.tsx';
import { isLocale, translate } from '../i18n/index.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { useLayout } from '../lib/wiki-context.tsx';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'search.title') };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/**
 * The search page (route name search): query keyword, and source_id when entered from another
 * page. Results load in the browser; each navigation here starts the screen afresh.
 */
export default function SearchPage() {
  const layout = useLayout();
  const [params] = useSearchParams();
  const location = useLocation();
  const keyword = (params.get('keyword') ?? '').trim();
  return layout === 'pc' ? <DesktopSearch key={location.key} initialKeyword={keyword} /> : <MobileSearch key={location.key} initialKeyword={keyword} />;
}
