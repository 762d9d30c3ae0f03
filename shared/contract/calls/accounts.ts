import { declareCall, shape } from '../call.ts';
import type {
  allowCorrectQuery,
  allowCreateQuery,
  loginBodySchema,
  realnameSendBodySchema,
  realnameVerifyBodySchema,
  registerBodySchema,
  AllowAnswer,
  CommunityInfoAnswer,
  LogoutAllAnswer,
  PermissionsAnswer,
  RealnameVerifyAnswer,
  UserInfoAnswer,
} from '../accounts.ts';

/**
 * Accounts: sign-up, sign-in and out, the account check (user info, permissions, community
 * info), creation and correction access, and real-name checks. The account calls stay open in a
 * login-required edition, so signing in works there.
 */

export const register = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/account/register',
  auth: 'optional',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ body: typeof registerBodySchema; answer: UserInfoAnswer }>(),
});

export const login = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/account/login',
  auth: 'optional',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ body: typeof loginBodySchema; answer: UserInfoAnswer }>(),
});

export const logout = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/account/logout',
  auth: 'optional',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ answer: Record<string, never> }>(),
});

export const logoutAll = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/account/logout_all',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ answer: LogoutAllAnswer }>(),
});

export const userInfo = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/account/user_info',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ answer: UserInfoAnswer }>(),
});

export const permissions = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/account/permissions',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ answer: PermissionsAnswer }>(),
});

export const communityInfo = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/account/community_info',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ answer: CommunityInfoAnswer }>(),
});

/** Anonymous callers are answered too (allow false unless a channel is open for creation). */
export const isAllowCreate = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/is_allow_create',
  auth: 'optional',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof allowCreateQuery; answer: AllowAnswer }>(),
});

export const isAllowCorrect = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/is_allow_correct',
  auth: 'optional',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof allowCorrectQuery; answer: AllowAnswer }>(),
});

export const realnameSendCode = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/account/realname/send_code',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ body: typeof realnameSendBodySchema; answer: Record<string, never> }>(),
});

export const realnameVerify = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/account/realname/verify',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ body: typeof realnameVerifyBodySchema; answer: RealnameVerifyAnswer }>(),
});
