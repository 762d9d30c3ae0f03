import { declareCall, shape } from '../call.ts';
import type {
  auditQuerySchema,
  editionCreateSchema,
  editionSettingsSchema,
  idBody,
  idQuery,
  AuditEntry,
  EditionAnswer,
  IdAnswer,
  ListAnswer,
  OperatorEditionsAnswer,
  PageAnswer,
} from '../operator.ts';
import type { channelCreateSchema, channelMoveSchema, channelUpdateSchema, OperatorChannel } from '../operator-channels.ts';
import type {
  channelIdQuery,
  contentCreateSchema,
  contentSearchQuery,
  contentUpdateSchema,
  placementMoveSchema,
  placementRemoveSchema,
  placementSaveSchema,
  OperatorContent,
  OperatorPlacement,
} from '../operator-contents.ts';
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
import type {
  mediawikiUploadBeginSchema,
  mediawikiUploadChunkBody,
  mediawikiUploadChunkQuery,
  mediawikiUploadIdBody,
  mediawikiUploadStatusQuery,
  MediawikiUploadStatus,
} from '../mediawiki-import.ts';

/**
 * The operator console's calls, under /v1/operator/...: signed in, then ADMIN in the path's
 * edition ('operate-edition'), checked before the input is read so a non-admin learns nothing
 * about valid input. Edition-independent calls (users, creating an edition, stored files) need
 * ADMIN for every edition ('operate-every-edition'). Answers are personal, never cached.
 */
const EDITION = { auth: 'required', cache: 'private', permission: 'operate-edition' } as const;
const EVERY_EDITION = { auth: 'required', cache: 'private', permission: 'operate-every-edition' } as const;

/** Editions, the channel tree, content items and their places, the audit log. */
export const operatorStructureCalls = {
  editions: declareCall({ method: 'GET', path: '/v1/operator/editions', ...EDITION, types: shape<{ answer: OperatorEditionsAnswer }>() }),
  updateEdition: declareCall({
    method: 'POST',
    path: '/v1/operator/edition/update',
    ...EDITION,
    types: shape<{ body: typeof editionSettingsSchema; answer: EditionAnswer }>(),
  }),
  createEdition: declareCall({
    method: 'POST',
    path: '/v1/operator/edition/create',
    ...EVERY_EDITION,
    types: shape<{ body: typeof editionCreateSchema; answer: EditionAnswer }>(),
  }),

  channels: declareCall({ method: 'GET', path: '/v1/operator/channels', ...EDITION, types: shape<{ answer: ListAnswer<OperatorChannel> }>() }),
  createChannel: declareCall({
    method: 'POST',
    path: '/v1/operator/channel/create',
    ...EDITION,
    types: shape<{ body: typeof channelCreateSchema; answer: IdAnswer }>(),
  }),
  updateChannel: declareCall({
    method: 'POST',
    path: '/v1/operator/channel/update',
    ...EDITION,
    types: shape<{ body: typeof channelUpdateSchema; answer: IdAnswer }>(),
  }),
  moveChannel: declareCall({
    method: 'POST',
    path: '/v1/operator/channel/move',
    ...EDITION,
    types: shape<{ body: typeof channelMoveSchema; answer: { id: number; parent_id: number | null; sort: number } }>(),
  }),
  deleteChannel: declareCall({ method: 'POST', path: '/v1/operator/channel/delete', ...EDITION, types: shape<{ body: typeof idBody; answer: IdAnswer }>() }),

  contents: declareCall({
    method: 'GET',
    path: '/v1/operator/contents',
    ...EDITION,
    types: shape<{ query: typeof contentSearchQuery; answer: PageAnswer<OperatorContent> }>(),
  }),
  content: declareCall({
    method: 'GET',
    path: '/v1/operator/content',
    ...EDITION,
    types: shape<{ query: typeof idQuery; answer: { content: OperatorContent; placements: OperatorPlacement[] } }>(),
  }),
  createContent: declareCall({
    method: 'POST',
    path: '/v1/operator/content/create',
    ...EDITION,
    types: shape<{ body: typeof contentCreateSchema; answer: { content: OperatorContent } }>(),
  }),
  updateContent: declareCall({
    method: 'POST',
    path: '/v1/operator/content/update',
    ...EDITION,
    types: shape<{ body: typeof contentUpdateSchema; answer: { content: OperatorContent } }>(),
  }),
  deleteContent: declareCall({ method: 'POST', path: '/v1/operator/content/delete', ...EDITION, types: shape<{ body: typeof idBody; answer: IdAnswer }>() }),

  placements: declareCall({
    method: 'GET',
    path: '/v1/operator/placements',
    ...EDITION,
    types: shape<{ query: typeof channelIdQuery; answer: ListAnswer<OperatorPlacement> }>(),
  }),
  savePlacement: declareCall({
    method: 'POST',
    path: '/v1/operator/placement/save',
    ...EDITION,
    types: shape<{ body: typeof placementSaveSchema; answer: { recommend_id: number } }>(),
  }),
  removePlacement: declareCall({
    method: 'POST',
    path: '/v1/operator/placement/remove',
    ...EDITION,
    types: shape<{ body: typeof placementRemoveSchema; answer: { content_id: number } }>(),
  }),
  /** Answers the channel's new order of content ids. */
  movePlacement: declareCall({
    method: 'POST',
    path: '/v1/operator/placement/move',
    ...EDITION,
    types: shape<{ body: typeof placementMoveSchema; answer: { order: number[] } }>(),
  }),

  /** scope=all (every edition's entries) needs ADMIN for every edition, checked by the call. */
  audit: declareCall({
    method: 'GET',
    path: '/v1/operator/audit',
    ...EDITION,
    types: shape<{ query: typeof auditQuerySchema; answer: PageAnswer<AuditEntry> }>(),
  }),
};

/** Home (banners, announcement), gacha pools and their voice clips, calendar activities, red points, users, stored files. */
export const operatorLivingCalls = {
  home: declareCall({
    method: 'GET',
    path: '/v1/operator/home',
    ...EDITION,
    types: shape<{ answer: { banners: OperatorBanner[]; announcement: OperatorAnnouncement | null } }>(),
  }),
  saveBanner: declareCall({
    method: 'POST',
    path: '/v1/operator/banner/save',
    ...EDITION,
    types: shape<{ body: typeof bannerSaveSchema; answer: { banner: OperatorBanner } }>(),
  }),
  moveBanner: declareCall({
    method: 'POST',
    path: '/v1/operator/banner/move',
    ...EDITION,
    types: shape<{ body: typeof bannerMoveSchema; answer: IdAnswer }>(),
  }),
  deleteBanner: declareCall({ method: 'POST', path: '/v1/operator/banner/delete', ...EDITION, types: shape<{ body: typeof idBody; answer: IdAnswer }>() }),
  saveAnnouncement: declareCall({
    method: 'POST',
    path: '/v1/operator/announcement/save',
    ...EDITION,
    types: shape<{ body: typeof announcementSaveSchema; answer: { version: number } }>(),
  }),

  gachaPools: declareCall({
    method: 'GET',
    path: '/v1/operator/gacha_pools',
    ...EDITION,
    types: shape<{ answer: { list: OperatorGachaPool[]; clips: AudioUpload[] } }>(),
  }),
  saveGachaPool: declareCall({
    method: 'POST',
    path: '/v1/operator/gacha_pool/save',
    ...EDITION,
    types: shape<{ body: typeof gachaPoolSaveSchema; answer: { pool: OperatorGachaPool } }>(),
  }),
  deleteGachaPool: declareCall({
    method: 'POST',
    path: '/v1/operator/gacha_pool/delete',
    ...EDITION,
    types: shape<{ body: typeof idBody; answer: IdAnswer }>(),
  }),
  /** One voice clip per request, its bytes as the body (the browser sends it by callUrl). */
  uploadAudio: declareCall({
    method: 'POST',
    path: '/v1/operator/audio/upload',
    ...EDITION,
    bodyType: 'bytes',
    types: shape<{ body: typeof audioUploadBody; answer: AudioUploadResult }>(),
  }),

  activities: declareCall({ method: 'GET', path: '/v1/operator/activities', ...EDITION, types: shape<{ answer: ListAnswer<OperatorActivity> }>() }),
  saveActivity: declareCall({
    method: 'POST',
    path: '/v1/operator/activity/save',
    ...EDITION,
    types: shape<{ body: typeof activitySaveSchema; answer: { activity: OperatorActivity } }>(),
  }),
  deleteActivity: declareCall({ method: 'POST', path: '/v1/operator/activity/delete', ...EDITION, types: shape<{ body: typeof idBody; answer: IdAnswer }>() }),

  redPoints: declareCall({ method: 'GET', path: '/v1/operator/red_points', ...EDITION, types: shape<{ answer: ListAnswer<OperatorRedPoint> }>() }),
  markRedPoint: declareCall({
    method: 'POST',
    path: '/v1/operator/red_point/mark',
    ...EDITION,
    types: shape<{ body: typeof redPointMarkSchema; answer: { id: number; mtime: number } }>(),
  }),
  deleteRedPoint: declareCall({ method: 'POST', path: '/v1/operator/red_point/delete', ...EDITION, types: shape<{ body: typeof idBody; answer: IdAnswer }>() }),

  users: declareCall({
    method: 'GET',
    path: '/v1/operator/users',
    ...EVERY_EDITION,
    types: shape<{ query: typeof userSearchQuery; answer: PageAnswer<OperatorUser> }>(),
  }),
  grant: declareCall({
    method: 'POST',
    path: '/v1/operator/user/grant',
    ...EVERY_EDITION,
    types: shape<{ body: typeof grantSchema; answer: { user: OperatorUser } }>(),
  }),
  suspend: declareCall({
    method: 'POST',
    path: '/v1/operator/user/suspend',
    ...EVERY_EDITION,
    types: shape<{ body: typeof suspendSchema; answer: { user: OperatorUser } }>(),
  }),

  /** What the uploads take in the file storage: not one edition's. */
  storage: declareCall({ method: 'GET', path: '/v1/operator/storage', ...EVERY_EDITION, types: shape<{ answer: StorageUse }>() }),
};

/**
 * The console's MediaWiki dump upload (ADMIN of the edition): begin (name and size), chunks in
 * order (raw bytes), start (the import runs in a process of its own), status (progress, then the report).
 */
export const mediawikiImportCalls = {
  begin: declareCall({
    method: 'POST',
    path: '/v1/operator/mediawiki_import/begin',
    ...EDITION,
    types: shape<{ body: typeof mediawikiUploadBeginSchema; answer: MediawikiUploadStatus }>(),
  }),
  chunk: declareCall({
    method: 'POST',
    path: '/v1/operator/mediawiki_import/chunk',
    ...EDITION,
    bodyType: 'bytes',
    types: shape<{ query: typeof mediawikiUploadChunkQuery; body: typeof mediawikiUploadChunkBody; answer: MediawikiUploadStatus }>(),
  }),
  start: declareCall({
    method: 'POST',
    path: '/v1/operator/mediawiki_import/start',
    ...EDITION,
    types: shape<{ body: typeof mediawikiUploadIdBody; answer: MediawikiUploadStatus }>(),
  }),
  status: declareCall({
    method: 'GET',
    path: '/v1/operator/mediawiki_import/status',
    ...EDITION,
    types: shape<{ query: typeof mediawikiUploadStatusQuery; answer: MediawikiUploadStatus }>(),
  }),
};
