import type { z } from 'zod';
import { idBody } from '../../../shared/contract/operator.ts';
import { announcementSaveSchema, bannerMoveSchema, bannerSaveSchema } from '../../../shared/contract/operator-home.ts';
import { activitySaveSchema, gachaPoolSaveSchema, redPointMarkSchema } from '../../../shared/contract/operator-living.ts';
import { grantSchema, suspendSchema, userSearchQuery } from '../../../shared/contract/operator-users.ts';
import { adminRoute } from './admin-route.ts';

type Infer<T extends z.ZodType> = z.infer<T>;

const deleted = (id: number) => ({ id });

/** Home (banners, announcement), gacha pools, calendar activities, red points and users. */
export const livingRoutes = [
  adminRoute({
    method: 'GET',
    path: '/v1/operator/home',
    handler: ({ services, edition }) => services.operator.home.overview(edition.id),
  }),
  adminRoute<unknown, Infer<typeof bannerSaveSchema>>({
    method: 'POST',
    path: '/v1/operator/banner/save',
    body: bannerSaveSchema,
    handler: async ({ services, edition, actor, body }) => ({ banner: await services.operator.home.saveBanner(actor, edition.id, body) }),
  }),
  adminRoute<unknown, Infer<typeof bannerMoveSchema>>({
    method: 'POST',
    path: '/v1/operator/banner/move',
    body: bannerMoveSchema,
    async handler({ services, edition, actor, body }) {
      await services.operator.home.moveBanner(actor, edition.id, body);
      return { id: body.id };
    },
  }),
  adminRoute<unknown, Infer<typeof idBody>>({
    method: 'POST',
    path: '/v1/operator/banner/delete',
    body: idBody,
    async handler({ services, edition, actor, body }) {
      await services.operator.home.removeBanner(actor, edition.id, body.id);
      return deleted(body.id);
    },
  }),
  adminRoute<unknown, Infer<typeof announcementSaveSchema>>({
    method: 'POST',
    path: '/v1/operator/announcement/save',
    body: announcementSaveSchema,
    async handler({ services, edition, actor, body }) {
      const row = await services.operator.home.saveAnnouncement(actor, edition.id, body);
      return { version: row.version };
    },
  }),

  adminRoute({
    method: 'GET',
    path: '/v1/operator/gacha_pools',
    async handler({ services, edition }) {
      const [list, clips] = await Promise.all([services.operator.living.pools(edition.id), services.operator.living.audioUploads()]);
      return { list, clips };
    },
  }),
  adminRoute<unknown, Infer<typeof gachaPoolSaveSchema>>({
    method: 'POST',
    path: '/v1/operator/gacha_pool/save',
    body: gachaPoolSaveSchema,
    handler: async ({ services, edition, actor, body }) => ({ pool: await services.operator.living.savePool(actor, edition.id, body) }),
  }),
  adminRoute<unknown, Infer<typeof idBody>>({
    method: 'POST',
    path: '/v1/operator/gacha_pool/delete',
    body: idBody,
    async handler({ services, edition, actor, body }) {
      await services.operator.living.removePool(actor, edition.id, body.id);
      return deleted(body.id);
    },
  }),

  adminRoute({
    method: 'GET',
    path: '/v1/operator/activities',
    handler: async ({ services, edition }) => ({ list: await services.operator.living.activities(edition.id) }),
  }),
  adminRoute<unknown, Infer<typeof activitySaveSchema>>({
    method: 'POST',
    path: '/v1/operator/activity/save',
    body: activitySaveSchema,
    handler: async ({ services, edition, actor, body }) => ({ activity: await services.operator.living.saveActivity(actor, edition.id, body) }),
  }),
  adminRoute<unknown, Infer<typeof idBody>>({
    method: 'POST',
    path: '/v1/operator/activity/delete',
    body: idBody,
    async handler({ services, edition, actor, body }) {
      await services.operator.living.removeActivity(actor, edition.id, body.id);
      return deleted(body.id);
    },
  }),

  adminRoute({
    method: 'GET',
    path: '/v1/operator/red_points',
    handler: async ({ services, edition }) => ({ list: await services.operator.living.redPoints(edition.id) }),
  }),
  adminRoute<unknown, Infer<typeof redPointMarkSchema>>({
    method: 'POST',
    path: '/v1/operator/red_point/mark',
    body: redPointMarkSchema,
    async handler({ services, edition, actor, body }) {
      const row = await services.operator.living.markRedPoint(actor, edition.id, body);
      return { id: Number(row.id), mtime: Number(row.mtime) };
    },
  }),
  adminRoute<unknown, Infer<typeof idBody>>({
    method: 'POST',
    path: '/v1/operator/red_point/delete',
    body: idBody,
    async handler({ services, edition, actor, body }) {
      await services.operator.living.removeRedPoint(actor, edition.id, body.id);
      return deleted(body.id);
    },
  }),

  adminRoute<Infer<typeof userSearchQuery>>({
    method: 'GET',
    path: '/v1/operator/users',
    scope: 'global',
    query: userSearchQuery,
    handler: ({ services, query }) => services.operator.users.search(query),
  }),
  adminRoute<unknown, Infer<typeof grantSchema>>({
    method: 'POST',
    path: '/v1/operator/user/grant',
    scope: 'global',
    body: grantSchema,
    handler: async ({ services, actor, body }) => ({ user: await services.operator.users.setGrant(actor, body) }),
  }),
  adminRoute<unknown, Infer<typeof suspendSchema>>({
    method: 'POST',
    path: '/v1/operator/user/suspend',
    scope: 'global',
    body: suspendSchema,
    handler: async ({ services, actor, body }) => ({ user: await services.operator.users.setSuspended(actor, body) }),
  }),
];
