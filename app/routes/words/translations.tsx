import '../../i18n/areas/contributing.ts';
import { data } from 'react-router';
import * as contributingCalls from '../../../shared/contract/calls/contributing.ts';
import { pageOf } from '../../features/contributing/my-words-tabs.ts';
import { TRANSLATION_STATUS_PAGE_SIZE, TranslationStatusPage, TranslationStatusSignIn } from '../../features/contributing/TranslationStatusPage.tsx';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import type { Route } from './+types/translations';

const STATES = ['missing', 'outdated', 'any'] as const;

/** The translation status of the edition's entries (GET translation_status), read on the server for the signed-in visitor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const title = translate(requestLocale(request, edition), 'translate.status.title');
  const viewer = await context.viewer(edition.id);
  if (!viewer) return data({ access: 'login' as const, title, state: null }, { status: 401 });
  const search = new URL(request.url).searchParams;
  const menuId = Number(search.get('menu_id'));
  const lang = search.get('lang') ?? '';
  const state = STATES.find((item) => item === search.get('state')) ?? 'any';
  const query = {
    ...(Number.isSafeInteger(menuId) && menuId > 0 ? { menu_id: menuId } : {}),
    // The server checks the language; an unknown one answers its refusal on the page.
    ...(lang ? { lang: lang as 'en-us' } : {}),
    state: lang ? state : 'any',
    page_num: pageOf(search.get('page')),
    page_size: TRANSLATION_STATUS_PAGE_SIZE,
  };
  return { access: 'ok' as const, title, state: await serverRead(context, edition.app_sn, contributingCalls.translationStatus, query) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** /words/translations: which entries lack a translation or are older than the source, per channel and language. */
export default function WordsTranslations({ loaderData }: Route.ComponentProps) {
  return loaderData.access !== 'ok' || !loaderData.state ? <TranslationStatusSignIn /> : <TranslationStatusPage state={loaderData.state} />;
}
