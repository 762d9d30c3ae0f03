import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { AccountCenterPage } from '../components/account/AccountCenterPage.tsx';
import { isLocale, translate } from '../i18n/index.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'accountCenter.title') };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

/** The personal center (route name account): personal, so it is drawn in the browser with the session. */
export default function AccountCenter() {
  return <AccountCenterPage />;
}
