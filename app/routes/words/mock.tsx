// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { MockTemplate } from '../../components/editor/pages/MockTemplate.tsx';
import { positiveId } from '../../components/editor/pages/route-params.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'editor.titleCreate') };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** /words/mock?menuId: the channel's template as readers would see it. */
export default function WordsMock() {
  const [params] = useSearchParams();
  return <MockTemplate menuId={positiveId(params.get('menuId'))} />;
}
