import { declareCall, shape } from '../call.ts';
import type {
  allowCorrectQuery,
  allowCreateQuery,
  keyBoxAddBodySchema,
  keyBoxQuerySchema,
  loginBodySchema,
  realnameSendBodySchema,
  realnameVerifyBodySchema,
  registerBodySchema,
  AllowAnswer,
  CommunityInfoAnswer,
  KeyBoxAddAnswer,
  KeyBoxEntry,
  LogoutAllAnswer,
  PermissionsAnswer,
  RealnameVerifyAnswer,
  UserInfoAnswer,
} from '../accounts.ts';
import type { myReportsQuery, sessionRevokeBody, MyReportListAnswer, SessionListAnswer, SessionRevokeAnswer } from '../account-center.ts';

/**
 * Accounts: sign-up, sign-in and out, the account check (user info, permissions, community
 * info), creation and correction access, and real-name checks. The account calls stay open in a
 * login-required edition, so signing in works there.
 */
export const accountCalls = {
  register: declareCall({
    method: 'POST',
    path: '/v1/account/register',
    auth: 'optional',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ body: typeof registerBodySchema; answer: UserInfoAnswer }>(),
  }),
  login: declareCall({
    method: 'POST',
    path: '/v1/account/login',
    auth: 'optional',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ body: typeof loginBodySchema; answer: UserInfoAnswer }>(),
  }),
  logout: declareCall({
    method: 'POST',
    path: '/v1/account/logout',
    auth: 'optional',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ answer: Record<string, never> }>(),
  }),
  logoutAll: declareCall({
    method: 'POST',
    path: '/v1/account/logout_all',
    auth: 'required',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ answer: LogoutAllAnswer }>(),
  }),
  userInfo: declareCall({
    method: 'GET',
    path: '/v1/account/user_info',
    auth: 'required',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ answer: UserInfoAnswer }>(),
  }),
  permissions: declareCall({
    method: 'GET',
    path: '/v1/account/permissions',
    auth: 'required',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ answer: PermissionsAnswer }>(),
  }),
  communityInfo: declareCall({
    method: 'GET',
    path: '/v1/account/community_info',
    auth: 'required',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ answer: CommunityInfoAnswer }>(),
  }),
  /** Anonymous callers are answered too (allow false unless a channel is open for creation). */
  isAllowCreate: declareCall({
    method: 'GET',
    path: '/wapi/entry_page/is_allow_create',
    auth: 'optional',
    cache: 'private',
    types: shape<{ query: typeof allowCreateQuery; answer: AllowAnswer }>(),
  }),
  isAllowCorrect: declareCall({
    method: 'GET',
    path: '/wapi/entry_page/is_allow_correct',
    auth: 'optional',
    cache: 'private',
    types: shape<{ query: typeof allowCorrectQuery; answer: AllowAnswer }>(),
  }),
  realnameSendCode: declareCall({
    method: 'POST',
    path: '/v1/account/realname/send_code',
    auth: 'required',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ body: typeof realnameSendBodySchema; answer: Record<string, never> }>(),
  }),
  realnameVerify: declareCall({
    method: 'POST',
    path: '/v1/account/realname/verify',
    auth: 'required',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ body: typeof realnameVerifyBodySchema; answer: RealnameVerifyAnswer }>(),
  }),
};

/** The key-box: small per-account values by key (the favorites guide seen, the search history). */
export const keyBoxCalls = {
  query: declareCall({
    method: 'GET',
    path: '/v1/keybox/query_unique_key',
    auth: 'required',
    cache: 'private',
    types: shape<{ query: typeof keyBoxQuerySchema; answer: KeyBoxEntry }>(),
  }),
  add: declareCall({
    method: 'POST',
    path: '/v1/keybox/add_unique_key',
    auth: 'required',
    cache: 'private',
    types: shape<{ body: typeof keyBoxAddBodySchema; answer: KeyBoxAddAnswer }>(),
  }),
};

/**
 * The personal center's calls: the account's signed-in sessions, signing one or every other out,
 * and the reader's own reports. Each acts on the caller's own account only.
 */
export const accountSessionCalls = {
  sessions: declareCall({
    method: 'GET',
    path: '/v1/account/sessions',
    auth: 'required',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ answer: SessionListAnswer }>(),
  }),
  revoke: declareCall({
    method: 'POST',
    path: '/v1/account/sessions/revoke',
    auth: 'required',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ body: typeof sessionRevokeBody; answer: SessionRevokeAnswer }>(),
  }),
  revokeOthers: declareCall({
    method: 'POST',
    path: '/v1/account/sessions/revoke_others',
    auth: 'required',
    cache: 'private',
    openInLoginRequiredEdition: true,
    types: shape<{ answer: SessionRevokeAnswer }>(),
  }),
  myReports: declareCall({
    method: 'GET',
    path: '/v1/account/my_reports',
    auth: 'required',
    cache: 'private',
    types: shape<{ query: typeof myReportsQuery; answer: MyReportListAnswer }>(),
  }),
};
