import { z } from 'zod';
import { auditQuerySchema, editionCreateSchema, editionSettingsSchema, idQuery } from '../../../../shared/contract/operator.ts';
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
import { presentOperatorEdition } from '../editions.ts';
import { adminRoute } from './admin-route.ts';
import { crudRoutes, removeById, saveAs, write } from './crud-routes.ts';

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
  ...crudRoutes('edition', {
    update: saveAs('edition', editionSettingsSchema, (operator, actor, editionId, body) => operator.editions.update(actor, editionId, body)),
    create: write(editionCreateSchema, async ({ services, actor, body }) => ({ edition: await services.operator.editions.create(actor, body) }), 'global'),
  }),

  adminRoute({
    method: 'GET',
    path: '/v1/operator/channels',
    handler: async ({ services, edition }) => ({ list: await services.operator.channels.tree(edition.id) }),
  }),
  ...crudRoutes('channel', {
    create: write(channelCreateSchema, async ({ services, edition, actor, body }) => ({ id: (await services.operator.channels.create(actor, edition.id, body)).id })),
    update: write(channelUpdateSchema, async ({ services, edition, actor, body }) => ({ id: (await services.operator.channels.update(actor, edition.id, body)).id })),
    move: write(channelMoveSchema, async ({ services, edition, actor, body }) => {
      const row = await services.operator.channels.move(actor, edition.id, body);
      return { id: row.id, parent_id: row.parent_id, sort: row.sort };
    }),
    delete: removeById((operator) => operator.channels.remove),
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
  ...crudRoutes('content', {
    create: saveAs('content', contentCreateSchema, (operator, actor, editionId, body) => operator.contents.create(actor, editionId, body)),
    update: saveAs('content', contentUpdateSchema, (operator, actor, editionId, body) => operator.contents.update(actor, editionId, body)),
    delete: removeById((operator) => operator.contents.remove),
  }),
  adminRoute<Infer<typeof channelIdQuery>>({
    method: 'GET',
    path: '/v1/operator/placements',
    query: channelIdQuery,
    handler: async ({ services, edition, query }) => ({ list: await services.operator.contents.placements(edition.id, query.channel_id) }),
  }),
  ...crudRoutes('placement', {
    save: write(placementSaveSchema, async ({ services, edition, actor, body }) => ({ recommend_id: Number((await services.operator.contents.savePlacement(actor, edition.id, body)).id) })),
    remove: write(placementRemoveSchema, async ({ services, edition, actor, body }) => {
      await services.operator.contents.removePlacement(actor, edition.id, body.channel_id, body.content_id);
      return { content_id: body.content_id };
    }),
    move: saveAs('order', placementMoveSchema, (operator, actor, editionId, body) => operator.contents.movePlacement(actor, editionId, body)),
  }),

  adminRoute<Infer<typeof auditQuerySchema>>({
    method: 'GET',
    path: '/v1/operator/audit',
    query: auditQuerySchema,
    async handler(context) {
      const { services, edition, query } = context;
      if (query.scope === 'all' && !(await context.perRequest.can(edition.id, 'operate-every-edition'))) {
        throw new ApiError(Retcode.NO_PERMISSION, 403, 'scope: all needs ADMIN for every edition');
      }
      return services.operator.audit(query.scope === 'all' ? undefined : edition.id, query);
    },
  }),
];
