import { declareCall, shape } from '../call.ts';
import type { idBody, IdAnswer, ListAnswer, PageAnswer } from '../operator.ts';
import type { announcementSaveSchema, bannerMoveSchema, bannerSaveSchema, OperatorAnnouncement, OperatorBanner } from '../operator-home.ts';
import type {
  activitySaveSchema,
  audioUploadBody,
  gachaPoolSaveSchema,
  redPointMarkSchema,
  AudioUpload,
  OperatorActivity,
  OperatorGachaPool,
  OperatorRedPoint,
} from '../operator-living.ts';
import type { AudioUploadResult } from '../operator-media.ts';
import type { StorageUse } from '../operator-storage.ts';
import type { grantSchema, suspendSchema, userSearchQuery, OperatorUser } from '../operator-users.ts';
import { EDITION, EVERY_EDITION } from './operator-access.ts';

/** Home (banners, announcement), gacha pools and their voice clips, calendar activities, red points, users, stored files. */

export const home = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/home',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ answer: { banners: OperatorBanner[]; announcement: OperatorAnnouncement | null } }>(),
});

export const saveBanner = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/banner/save',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof bannerSaveSchema; answer: { banner: OperatorBanner } }>(),
});

export const moveBanner = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/banner/move',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof bannerMoveSchema; answer: IdAnswer }>(),
});

export const deleteBanner = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/banner/delete',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof idBody; answer: IdAnswer }>(),
});

export const saveAnnouncement = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/announcement/save',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof announcementSaveSchema; answer: { version: number } }>(),
});

export const gachaPools = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/gacha_pools',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ answer: { list: OperatorGachaPool[]; clips: AudioUpload[] } }>(),
});

export const saveGachaPool = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/gacha_pool/save',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof gachaPoolSaveSchema; answer: { pool: OperatorGachaPool } }>(),
});

export const deleteGachaPool = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/gacha_pool/delete',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof idBody; answer: IdAnswer }>(),
});

/** One voice clip per request, its bytes as the body (the browser sends it by callUrl). */
export const uploadAudio = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/audio/upload',
  ...EDITION,
  bodyType: 'bytes',
  types: /* @__PURE__ */ shape<{ body: typeof audioUploadBody; answer: AudioUploadResult }>(),
});

export const activities = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/activities',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ answer: ListAnswer<OperatorActivity> }>(),
});

export const saveActivity = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/activity/save',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof activitySaveSchema; answer: { activity: OperatorActivity } }>(),
});

export const deleteActivity = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/activity/delete',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof idBody; answer: IdAnswer }>(),
});

export const redPoints = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/red_points',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ answer: ListAnswer<OperatorRedPoint> }>(),
});

export const markRedPoint = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/red_point/mark',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof redPointMarkSchema; answer: { id: number; mtime: number } }>(),
});

export const deleteRedPoint = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/red_point/delete',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof idBody; answer: IdAnswer }>(),
});

export const users = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/users',
  ...EVERY_EDITION,
  types: /* @__PURE__ */ shape<{ query: typeof userSearchQuery; answer: PageAnswer<OperatorUser> }>(),
});

export const grant = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/user/grant',
  ...EVERY_EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof grantSchema; answer: { user: OperatorUser } }>(),
});

export const suspend = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/user/suspend',
  ...EVERY_EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof suspendSchema; answer: { user: OperatorUser } }>(),
});

/** What the uploads take in the file storage: not one edition's. */
export const storage = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/storage',
  ...EVERY_EDITION,
  types: /* @__PURE__ */ shape<{ answer: StorageUse }>(),
});
