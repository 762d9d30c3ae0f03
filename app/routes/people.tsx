import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { PeoplePage } from '../components/people/PeoplePage.tsx';
import { isLocale, translate } from '../i18n/index.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'people.title') };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

/** People (wapi/get_person_list): personal, so it loads in the browser with the session. */
export default function People() {
  return <PeoplePage />;
}
