import { declareCall, shape } from '../call.ts';
import type { CommonSetting, Migration } from '../settings.ts';

/** The edition's settings: open in a login-required edition (the sign-in page needs them). */

export const common = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/common_setting',
  auth: 'optional',
  cache: 'public',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ answer: CommonSetting }>(),
});

export const migration = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/check_migrated',
  auth: 'optional',
  cache: 'public',
  openInLoginRequiredEdition: true,
  types: /* @__PURE__ */ shape<{ answer: Migration }>(),
});
