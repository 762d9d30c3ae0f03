import { data, type AppLoadContext } from 'react-router';
import * as accountSessionCalls from '../../../../shared/contract/calls/account-sessions.ts';
import * as contributingCalls from '../../../../shared/contract/calls/contributing.ts';
import * as entryFavoriteCalls from '../../../../shared/contract/calls/entry-favorites.ts';
import type { Edition } from '../../../../server/domains/editions/editions-service.ts';
import { requestHref, type ApiData } from '../../../lib/route-data.ts';
import { serverRead, serverWrite } from '../../../lib/service-call.server.ts';
import { CENTER_PREVIEW_SIZE, CENTER_SECTIONS, type CenterSection, type CenterSections, type CenterWrite } from './center-data.ts';

// ---- The personal center's reads and writes on the server: its declared API calls, run for the
// page's visitor (app/lib/service-call.server.ts).

const FIRST_PAGE = { page_num: 1, page_size: CENTER_PREVIEW_SIZE };

const positive = (value: string | null) => Math.max(1, Number(value) || 1);

/** One section's read: get_my_audit_content, entry_page/favorite_list, account/my_reports (its page), account/sessions. */
function readSection<K extends CenterSection>(context: AppLoadContext, edition: Edition, section: K, page = 1): Promise<ApiData<CenterSections[K]>> {
  const appSn = edition.app_sn;
  const read = {
    edits: () => serverRead(context, appSn, contributingCalls.myAudits, FIRST_PAGE),
    favorites: () => serverRead(context, appSn, entryFavoriteCalls.list, FIRST_PAGE),
    reports: () => serverRead(context, appSn, accountSessionCalls.myReports, { page_num: page, page_size: CENTER_PREVIEW_SIZE }),
    sessions: () => serverRead(context, appSn, accountSessionCalls.sessions, {}),
  }[section];
  return read() as Promise<ApiData<CenterSections[K]>>;
}

/** The page's four sections (my reports at their first page), read together for a signed-in visitor; null for anyone else. */
export async function loadCenter(context: AppLoadContext, edition: Edition): Promise<{ [K in CenterSection]: ApiData<CenterSections[K]> } | null> {
  if (!(await context.viewer(edition.id))) return null;
  const [edits, favorites, reports, sessions] = await Promise.all(CENTER_SECTIONS.map((section) => readSection(context, edition, section)));
  return { edits, favorites, reports, sessions } as { [K in CenterSection]: ApiData<CenterSections[K]> };
}

/**
 * One section alone (`account?section=…[&page=…]`, its fetcher's load: a retry, another page of
 * my reports), with the href it answers for (useRouteLoad); null when the URL asks for none.
 */
export async function loadCenterSection(context: AppLoadContext, edition: Edition, request: Request) {
  const url = new URL(request.url);
  const section = url.searchParams.get('section');
  if (!CENTER_SECTIONS.includes(section as CenterSection)) return null;
  return { href: requestHref(request), state: await readSection(context, edition, section as CenterSection, positive(url.searchParams.get('page'))) };
}

/** The sessions section's writes: account/sessions/revoke (the current one too: its Set-Cookie clears the cookie) and revoke_others. */
export function centerWrite(context: AppLoadContext, edition: Edition, body: Record<string, unknown>) {
  const write = body as CenterWrite;
  switch (write.intent) {
    case 'revoke':
      return serverWrite(context, edition.app_sn, accountSessionCalls.revoke, { session_id: write.session_id });
    case 'revoke-others':
      return serverWrite(context, edition.app_sn, accountSessionCalls.revokeOthers, {});
    default:
      throw data('unknown intent', { status: 400 });
  }
}
