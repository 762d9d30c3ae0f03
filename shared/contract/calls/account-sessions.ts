import { declareCall, shape } from '../call.ts';
import type { myReportsQuery, sessionRevokeBody, MyReportListAnswer, SessionListAnswer, SessionRevokeAnswer } from '../account-center.ts';

/**
 * The personal center's calls: the account's signed-in sessions, signing one or every other out,
 * and the reader's own reports. Each acts on the caller's own account only.
 */

export const sessions = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/account/sessions',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ answer: SessionListAnswer }>(),
});

export const revoke = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/account/sessions/revoke',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ body: typeof sessionRevokeBody; answer: SessionRevokeAnswer }>(),
});

export const revokeOthers = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/account/sessions/revoke_others',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ answer: SessionRevokeAnswer }>(),
});

export const myReports = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/account/my_reports',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof myReportsQuery; answer: MyReportListAnswer }>(),
});
