// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { MockTemplate } from '../../features/editor/pages/MockTemplate.tsx';
import { positiveId } from '../../features/editor/pages/route-params.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import { loadTemplate } from './editor-pages.server.ts';
import type { Route } from './+types/mock';

/** The page and the channel's template, read on the server with the session. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const menuId = positiveId(new URL(request.url).searchParams.get('menuId'));
  return {
    title: translate(requestLocale(request, edition), 'editor.titleCreate'),
    appSn: edition.app_sn,
    menuId,
    template: menuId ? await loadTemplate(context, edition, menuId) : null,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** /words/mock?menuId: the channel's template as readers would see it. */
export default function WordsMock({ loaderData }: Route.ComponentProps) {
  return <MockTemplate menuId={loaderData.menuId} state={loaderData.template ?? { status: 'loading' }} />;
}
