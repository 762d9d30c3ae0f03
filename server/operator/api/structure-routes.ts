import { z } from 'zod';
import { auditQuerySchema, editionCreateSchema, editionSettingsSchema, idBody, idQuery } from '../../../shared/contract/operator.ts';
import { channelCreateSchema, channelMoveSchema, channelUpdateSchema } from '../../../shared/contract/operator-channels.ts';
import {
  channelIdQuery,
  contentCreateSchema,
  contentSearchQuery,
  contentUpdateSchema,
  placementMoveSchema,
  placementRemoveSchema,
  placementSaveSchema,
} from '../../../shared/contract/operator-contents.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { ApiError } from '../../api/errors.ts';
import { presentOperatorEdition } from '../editions.ts';
import { adminRoute } from './admin-route.ts';

type Infer<T extends z.ZodType> = z.infer<T>;

/** Editions, the channel tree, content items and their places, the audit log. */
export const structureRoutes = [
  adminRoute({
    method: 'GET',
    path: '/v1/operator/editions',
    async handler({ services, edition }) {
      return { current: presentOperatorEdition(edition), list: await services.operator.editions.list() };
    },
  }),
  adminRoute<unknown, Infer<typeof editionSettingsSchema>>({
    method: 'POST',
    path: '/v1/operator/edition/update',
    body: editionSettingsSchema,
    handler: async ({ services, edition, actor, body }) => ({ edition: await services.operator.editions.update(actor, edition.id, body) }),
  }),
  adminRoute<unknown, Infer<typeof editionCreateSchema>>({
    method: 'POST',
    path: '/v1/operator/edition/create',
    scope: 'global',
    body: editionCreateSchema,
    handler: async ({ services, actor, body }) => ({ edition: await services.operator.editions.create(actor, body) }),
  }),

  adminRoute({
    method: 'GET',
    path: '/v1/operator/channels',
    handler: async ({ services, edition }) => ({ list: await services.operator.channels.tree(edition.id) }),
  }),
  adminRoute<unknown, Infer<typeof channelCreateSchema>>({
    method: 'POST',
    path: '/v1/operator/channel/create',
    body: channelCreateSchema,
    handler: async ({ services, edition, actor, body }) => ({ id: (await services.operator.channels.create(actor, edition.id, body)).id }),
  }),
  adminRoute<unknown, Infer<typeof channelUpdateSchema>>({
    method: 'POST',
    path: '/v1/operator/channel/update',
    body: channelUpdateSchema,
    handler: async ({ services, edition, actor, body }) => ({ id: (await services.operator.channels.update(actor, edition.id, body)).id }),
  }),
  adminRoute<unknown, Infer<typeof channelMoveSchema>>({
    method: 'POST',
    path: '/v1/operator/channel/move',
    body: channelMoveSchema,
    async handler({ services, edition, actor, body }) {
      const row = await services.operator.channels.move(actor, edition.id, body);
      return { id: row.id, parent_id: row.parent_id, sort: row.sort };
    },
  }),
  adminRoute<unknown, Infer<typeof idBody>>({
    method: 'POST',
    path: '/v1/operator/channel/delete',
    body: idBody,
    async handler({ services, edition, actor, body }) {
      await services.operator.channels.remove(actor, edition.id, body.id);
      return { id: body.id };
    },
  }),

  adminRoute<Infer<typeof contentSearchQuery>>({
    method: 'GET',
    path: '/v1/operator/contents',
    query: contentSearchQuery,
    handler: ({ services, edition, query }) => services.operator.contents.search(edition.id, query),
  }),
  adminRoute<Infer<typeof idQuery>>({
    method: 'GET',
    path: '/v1/operator/content',
    query: idQuery,
    handler: ({ services, edition, query }) => services.operator.contents.get(edition.id, query.id),
  }),
  adminRoute<unknown, Infer<typeof contentCreateSchema>>({
    method: 'POST',
    path: '/v1/operator/content/create',
    body: contentCreateSchema,
    handler: async ({ services, edition, actor, body }) => ({ content: await services.operator.contents.create(actor, edition.id, body) }),
  }),
  adminRoute<unknown, Infer<typeof contentUpdateSchema>>({
    method: 'POST',
    path: '/v1/operator/content/update',
    body: contentUpdateSchema,
    handler: async ({ services, edition, actor, body }) => ({ content: await services.operator.contents.update(actor, edition.id, body) }),
  }),
  adminRoute<unknown, Infer<typeof idBody>>({
    method: 'POST',
    path: '/v1/operator/content/delete',
    body: idBody,
    async handler({ services, edition, actor, body }) {
      await services.operator.contents.remove(actor, edition.id, body.id);
      return { id: body.id };
    },
  }),
  adminRoute<Infer<typeof channelIdQuery>>({
    method: 'GET',
    path: '/v1/operator/placements',
    query: channelIdQuery,
    handler: async ({ services, edition, query }) => ({ list: await services.operator.contents.placements(edition.id, query.channel_id) }),
  }),
  adminRoute<unknown, Infer<typeof placementSaveSchema>>({
    method: 'POST',
    path: '/v1/operator/placement/save',
    body: placementSaveSchema,
    async handler({ services, edition, actor, body }) {
      const row = await services.operator.contents.savePlacement(actor, edition.id, body);
      return { recommend_id: Number(row.id) };
    },
  }),
  adminRoute<unknown, Infer<typeof placementRemoveSchema>>({
    method: 'POST',
    path: '/v1/operator/placement/remove',
    body: placementRemoveSchema,
    async handler({ services, edition, actor, body }) {
      await services.operator.contents.removePlacement(actor, edition.id, body.channel_id, body.content_id);
      return { content_id: body.content_id };
    },
  }),
  adminRoute<unknown, Infer<typeof placementMoveSchema>>({
    method: 'POST',
    path: '/v1/operator/placement/move',
    body: placementMoveSchema,
    handler: async ({ services, edition, actor, body }) => ({ order: await services.operator.contents.movePlacement(actor, edition.id, body) }),
  }),

  adminRoute<Infer<typeof auditQuerySchema>>({
    method: 'GET',
    path: '/v1/operator/audit',
    query: auditQuerySchema,
    async handler(context) {
      const { services, edition, query, viewer } = context;
      if (query.scope === 'all' && !(await services.operator.users.isGlobalAdmin(viewer!.user.id))) {
        throw new ApiError(Retcode.NO_PERMISSION, 403, 'scope: all needs ADMIN for every edition');
      }
      return services.operator.audit(query.scope === 'all' ? undefined : edition.id, query);
    },
  }),
];
