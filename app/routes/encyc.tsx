import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { EncycView } from '../components/encyc/EncycView.tsx';
import { readEncycView } from '../components/encyc/encyc-query.ts';
import { loadEncyc } from '../data/encyc.server.ts';
import { isLocale, translate } from '../i18n/index.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  const data = await loadEncyc(context, edition, readEncycView(new URL(request.url).searchParams));
  return { ...data, title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'encyc.title') };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** The encyclopedia (route encyc): every menu of the edition with its entries as a filterable grid. */
export default function Encyc() {
  return <EncycView data={useLoaderData<typeof loader>()} />;
}
