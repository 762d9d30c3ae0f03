// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useLoaderData, useSearchParams, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadTemplate } from '../../features/editor/pages/editor-pages-data.ts';
import { MockTemplate } from '../../features/editor/pages/MockTemplate.tsx';
import { positiveId } from '../../features/editor/pages/route-params.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'editor.titleCreate'), appSn: edition.app_sn };
}

/** The template is read in the browser through the API (on hydration too; the server renders it loading). */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  const menuId = positiveId(new URL(request.url).searchParams.get('menuId'));
  return { ...page, template: menuId ? await loadTemplate(page.appSn, menuId) : null };
}
clientLoader.hydrate = true as const;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

type PageData = Awaited<ReturnType<typeof clientLoader>>;

/** /words/mock?menuId: the channel's template as readers would see it. */
export default function WordsMock() {
  const [params] = useSearchParams();
  const { template } = useLoaderData() as Partial<PageData>;
  return <MockTemplate menuId={positiveId(params.get('menuId'))} state={template ?? { status: 'loading' }} />;
}
