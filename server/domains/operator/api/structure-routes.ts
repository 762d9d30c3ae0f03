import * as calls from '../../../../shared/contract/calls/operator-structure.ts';
import { auditQuerySchema, editionCreateSchema, editionSettingsSchema, idBody, idQuery } from '../../../../shared/contract/operator.ts';
import { channelCreateSchema, channelMoveSchema, channelUpdateSchema } from '../../../../shared/contract/operator-channels.ts';
import {
  channelIdQuery,
  contentCreateSchema,
  contentSearchQuery,
  contentUpdateSchema,
  placementMoveSchema,
  placementRemoveSchema,
  placementSaveSchema,
} from '../../../../shared/contract/operator-contents.ts';
import { Retcode } from '../../../../shared/contract/retcode.ts';
import { ApiError } from '../../../api/errors.ts';
import { implement, type ImplementedCall } from '../../../api/route.ts';
import { presentOperatorEdition } from '../editions.ts';
import { actorOf } from './admin-route.ts';

/** Editions, the channel tree, content items and their places, the audit log (shared/contract/calls/operator.ts). */
export const structureRoutes: ImplementedCall[] = [
  implement(calls.editions, {
    handler: async ({ services, edition }) => ({ current: presentOperatorEdition(edition), list: await services.operator.editions.list() }),
  }),
  implement(calls.updateEdition, {
    body: editionSettingsSchema,
    handler: async ({ services, viewer, edition, body }) => ({ edition: await services.operator.editions.update(actorOf(viewer), edition.id, body) }),
  }),
  implement(calls.createEdition, {
    body: editionCreateSchema,
    handler: async ({ services, viewer, body }) => ({ edition: await services.operator.editions.create(actorOf(viewer), body) }),
  }),

  implement(calls.channels, {
    handler: async ({ services, edition }) => ({ list: await services.operator.channels.tree(edition.id) }),
  }),
  implement(calls.createChannel, {
    body: channelCreateSchema,
    handler: async ({ services, edition, viewer, body }) => ({ id: (await services.operator.channels.create(actorOf(viewer), edition.id, body)).id }),
  }),
  implement(calls.updateChannel, {
    body: channelUpdateSchema,
    handler: async ({ services, edition, viewer, body }) => ({ id: (await services.operator.channels.update(actorOf(viewer), edition.id, body)).id }),
  }),
  implement(calls.moveChannel, {
    body: channelMoveSchema,
    async handler({ services, edition, viewer, body }) {
      const row = await services.operator.channels.move(actorOf(viewer), edition.id, body);
      return { id: row.id, parent_id: row.parent_id, sort: row.sort };
    },
  }),
  implement(calls.deleteChannel, {
    body: idBody,
    async handler({ services, edition, viewer, body }) {
      await services.operator.channels.remove(actorOf(viewer), edition.id, body.id);
      return { id: body.id };
    },
  }),

  implement(calls.contents, {
    query: contentSearchQuery,
    handler: ({ services, edition, query }) => services.operator.contents.search(edition.id, query),
  }),
  implement(calls.content, {
    query: idQuery,
    handler: ({ services, edition, query }) => services.operator.contents.get(edition.id, query.id),
  }),
  implement(calls.createContent, {
    body: contentCreateSchema,
    handler: async ({ services, edition, viewer, body }) => ({ content: await services.operator.contents.create(actorOf(viewer), edition.id, body) }),
  }),
  implement(calls.updateContent, {
    body: contentUpdateSchema,
    handler: async ({ services, edition, viewer, body }) => ({ content: await services.operator.contents.update(actorOf(viewer), edition.id, body) }),
  }),
  implement(calls.deleteContent, {
    body: idBody,
    async handler({ services, edition, viewer, body }) {
      await services.operator.contents.remove(actorOf(viewer), edition.id, body.id);
      return { id: body.id };
    },
  }),

  implement(calls.placements, {
    query: channelIdQuery,
    handler: async ({ services, edition, query }) => ({ list: await services.operator.contents.placements(edition.id, query.channel_id) }),
  }),
  implement(calls.savePlacement, {
    body: placementSaveSchema,
    handler: async ({ services, edition, viewer, body }) => ({
      recommend_id: Number((await services.operator.contents.savePlacement(actorOf(viewer), edition.id, body)).id),
    }),
  }),
  implement(calls.removePlacement, {
    body: placementRemoveSchema,
    async handler({ services, edition, viewer, body }) {
      await services.operator.contents.removePlacement(actorOf(viewer), edition.id, body.channel_id, body.content_id);
      return { content_id: body.content_id };
    },
  }),
  implement(calls.movePlacement, {
    body: placementMoveSchema,
    handler: async ({ services, edition, viewer, body }) => ({ order: await services.operator.contents.movePlacement(actorOf(viewer), edition.id, body) }),
  }),

  implement(calls.audit, {
    query: auditQuerySchema,
    async handler({ services, edition, query, perRequest }) {
      if (query.scope === 'all' && !(await perRequest.can(edition.id, 'operate-every-edition'))) {
        throw new ApiError(Retcode.NO_PERMISSION, 403, 'scope: all needs ADMIN for every edition');
      }
      return services.operator.audit(query.scope === 'all' ? undefined : edition.id, query);
    },
  }),
];
