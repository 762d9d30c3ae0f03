// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { MockTemplate } from '../../components/editor/pages/MockTemplate.tsx';
import { positiveId } from '../../components/editor/pages/route-params.ts';
import { isLocale, translate } from '../../i18n/index.ts';
import { requireEdition } from '../../lib/edition.server.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'editor.titleCreate') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

/** /words/mock?menuId: the channel's template as readers would see it. */
export default function WordsMock() {
  const [params] = useSearchParams();
  return <MockTemplate menuId={positiveId(params.get('menuId'))} />;
}
