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
import { EDITION, EVERY_EDITION } from './operator-access.ts';

/** Editions, the channel tree, content items and their places, the audit log. */

export const editions = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/editions',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ answer: OperatorEditionsAnswer }>(),
});

export const updateEdition = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/edition/update',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof editionSettingsSchema; answer: EditionAnswer }>(),
});

export const createEdition = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/edition/create',
  ...EVERY_EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof editionCreateSchema; answer: EditionAnswer }>(),
});

export const channels = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/channels',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ answer: ListAnswer<OperatorChannel> }>(),
});

export const createChannel = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/channel/create',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof channelCreateSchema; answer: IdAnswer }>(),
});

export const updateChannel = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/channel/update',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof channelUpdateSchema; answer: IdAnswer }>(),
});

export const moveChannel = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/channel/move',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof channelMoveSchema; answer: { id: number; parent_id: number | null; sort: number } }>(),
});

export const deleteChannel = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/channel/delete',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof idBody; answer: IdAnswer }>(),
});

export const contents = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/contents',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ query: typeof contentSearchQuery; answer: PageAnswer<OperatorContent> }>(),
});

export const content = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/content',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ query: typeof idQuery; answer: { content: OperatorContent; placements: OperatorPlacement[] } }>(),
});

export const createContent = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/content/create',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof contentCreateSchema; answer: { content: OperatorContent } }>(),
});

export const updateContent = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/content/update',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof contentUpdateSchema; answer: { content: OperatorContent } }>(),
});

export const deleteContent = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/content/delete',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof idBody; answer: IdAnswer }>(),
});

export const placements = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/placements',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ query: typeof channelIdQuery; answer: ListAnswer<OperatorPlacement> }>(),
});

export const savePlacement = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/placement/save',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof placementSaveSchema; answer: { recommend_id: number } }>(),
});

export const removePlacement = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/placement/remove',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof placementRemoveSchema; answer: { content_id: number } }>(),
});

/** Answers the channel's new order of content ids. */
export const movePlacement = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/placement/move',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof placementMoveSchema; answer: { order: number[] } }>(),
});

/** scope=all (every edition's entries) needs ADMIN for every edition, checked by the call. */
export const audit = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/audit',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ query: typeof auditQuerySchema; answer: PageAnswer<AuditEntry> }>(),
});
