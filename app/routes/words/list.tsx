import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { MyWordsPage } from '../../components/contributing/MyWordsPage.tsx';
import { isLocale, translate } from '../../i18n/index.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { skipPresentationOnlyChanges } from '../../lib/revalidate.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'contributing.title') };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

/** My words (route name words-list): personal, so the lists load in the browser with the session. */
export default function WordsList() {
  return <MyWordsPage />;
}
