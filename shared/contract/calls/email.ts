import { declareCall, shape } from '../call.ts';
import type { EmailState, EmailVerifyAnswer, UnsubscribeAnswer, emailSetBody, emailVerifyBody, unsubscribeBody, unsubscribeQuery } from '../email.ts';

/**
 * E-mail (issue 32): the account's address in the personal center, its verification link, and the
 * digests' unsubscribe links. The links' calls need no sign-in (the token is the proof) and stay
 * open in a login-required edition.
 */

export const state = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/account/email',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ answer: EmailState }>(),
});

export const set = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/account/email/set',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ body: typeof emailSetBody; answer: EmailState }>(),
});

export const remove = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/account/email/remove',
  auth: 'required',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ answer: EmailState }>(),
});

export const verify = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/email/verify',
  auth: 'optional',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ body: typeof emailVerifyBody; answer: EmailVerifyAnswer }>(),
});

export const unsubscribeInfo = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/email/unsubscribe',
  auth: 'optional',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ query: typeof unsubscribeQuery; answer: UnsubscribeAnswer }>(),
});

export const unsubscribe = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/email/unsubscribe',
  auth: 'optional',
  cache: 'private',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ body: typeof unsubscribeBody; answer: UnsubscribeAnswer }>(),
});
