import type { MyReportListAnswer, SessionListAnswer, SessionRevokeAnswer } from '../../../../shared/contract/account-center.ts';
import type { SubmissionListAnswer } from '../../../../shared/contract/contributing.ts';
import type { EntryFavoriteItem, FavoritePage } from '../../../../shared/contract/favorites.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** How many of each the personal center shows before its "see all" link. */
export const CENTER_PREVIEW_SIZE = 5;

/** The personal center's calls (shared/contract/account-center.ts and the lists it previews). */
export const centerApi = {
  submissions: (appSn: string) => apiGet<SubmissionListAnswer>(appSn, '/wapi/get_my_audit_content', { page_num: 1, page_size: CENTER_PREVIEW_SIZE }),
  favorites: (appSn: string) => apiGet<FavoritePage<EntryFavoriteItem>>(appSn, '/wapi/entry_page/favorite_list', { page_num: 1, page_size: CENTER_PREVIEW_SIZE }),
  reports: (appSn: string, pageNum: number) => apiGet<MyReportListAnswer>(appSn, '/v1/account/my_reports', { page_num: pageNum, page_size: CENTER_PREVIEW_SIZE }),
  sessions: (appSn: string) => apiGet<SessionListAnswer>(appSn, '/v1/account/sessions'),
  revoke: (appSn: string, sessionId: string) => apiPost<SessionRevokeAnswer>(appSn, '/v1/account/sessions/revoke', { session_id: sessionId }, { silent: true }),
  revokeOthers: (appSn: string) => apiPost<SessionRevokeAnswer>(appSn, '/v1/account/sessions/revoke_others', {}, { silent: true }),
};
