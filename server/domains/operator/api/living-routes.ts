import type { z } from 'zod';
import { announcementSaveSchema, bannerMoveSchema, bannerSaveSchema } from '../../../../shared/contract/operator-home.ts';
import { activitySaveSchema, gachaPoolSaveSchema, redPointMarkSchema } from '../../../../shared/contract/operator-living.ts';
import { grantSchema, suspendSchema, userSearchQuery } from '../../../../shared/contract/operator-users.ts';
import { adminRoute } from './admin-route.ts';
import { crudRoutes, removeById, saveAs, write } from './crud-routes.ts';
import { mediaRoutes } from './media-routes.ts';

type Infer<T extends z.ZodType> = z.infer<T>;

/** Home (banners, announcement), gacha pools, calendar activities, red points and users. */
export const livingRoutes = [
  adminRoute({
    method: 'GET',
    path: '/v1/operator/home',
    handler: ({ services, edition }) => services.operator.home.overview(edition.id),
  }),
  ...crudRoutes('banner', {
    save: saveAs('banner', bannerSaveSchema, (operator, actor, editionId, body) => operator.home.saveBanner(actor, editionId, body)),
    move: write(bannerMoveSchema, async ({ services, edition, actor, body }) => {
      await services.operator.home.moveBanner(actor, edition.id, body);
      return { id: body.id };
    }),
    delete: removeById((operator) => operator.home.removeBanner),
  }),
  ...crudRoutes('announcement', {
    save: write(announcementSaveSchema, async ({ services, edition, actor, body }) => ({ version: (await services.operator.home.saveAnnouncement(actor, edition.id, body)).version })),
  }),

  adminRoute({
    method: 'GET',
    path: '/v1/operator/gacha_pools',
    async handler({ services, edition }) {
      const [list, clips] = await Promise.all([services.operator.living.pools(edition.id), services.operator.living.audioUploads()]);
      return { list, clips };
    },
  }),
  ...crudRoutes('gacha_pool', {
    save: saveAs('pool', gachaPoolSaveSchema, (operator, actor, editionId, body) => operator.living.savePool(actor, editionId, body)),
    delete: removeById((operator) => operator.living.removePool),
  }),
  ...mediaRoutes,

  adminRoute({
    method: 'GET',
    path: '/v1/operator/activities',
    handler: async ({ services, edition }) => ({ list: await services.operator.living.activities(edition.id) }),
  }),
  ...crudRoutes('activity', {
    save: saveAs('activity', activitySaveSchema, (operator, actor, editionId, body) => operator.living.saveActivity(actor, editionId, body)),
    delete: removeById((operator) => operator.living.removeActivity),
  }),

  adminRoute({
    method: 'GET',
    path: '/v1/operator/red_points',
    handler: async ({ services, edition }) => ({ list: await services.operator.living.redPoints(edition.id) }),
  }),
  ...crudRoutes('red_point', {
    mark: write(redPointMarkSchema, async ({ services, edition, actor, body }) => {
      const row = await services.operator.living.markRedPoint(actor, edition.id, body);
      return { id: Number(row.id), mtime: Number(row.mtime) };
    }),
    delete: removeById((operator) => operator.living.removeRedPoint),
  }),

  adminRoute<Infer<typeof userSearchQuery>>({
    method: 'GET',
    path: '/v1/operator/users',
    scope: 'global',
    query: userSearchQuery,
    handler: ({ services, query }) => services.operator.users.search(query),
  }),
  ...crudRoutes('user', {
    grant: write(grantSchema, async ({ services, actor, body }) => ({ user: await services.operator.users.setGrant(actor, body) }), 'global'),
    suspend: write(suspendSchema, async ({ services, actor, body }) => ({ user: await services.operator.users.setSuspended(actor, body) }), 'global'),
  }),
];
