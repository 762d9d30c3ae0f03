import * as calls from '../../../../shared/contract/calls/operator-living.ts';
import { idBody } from '../../../../shared/contract/operator.ts';
import { announcementSaveSchema, bannerMoveSchema, bannerSaveSchema } from '../../../../shared/contract/operator-home.ts';
import { activitySaveSchema, gachaPoolSaveSchema, redPointMarkSchema } from '../../../../shared/contract/operator-living.ts';
import { grantSchema, suspendSchema, userSearchQuery } from '../../../../shared/contract/operator-users.ts';
import { implement, type ImplementedCall } from '../../../api/route.ts';
import { actorOf } from './admin-route.ts';
import { mediaRoutes } from './media-routes.ts';

/** Home (banners, announcement), gacha pools, calendar activities, red points and users (shared/contract/calls/operator.ts). */
export const livingRoutes: ImplementedCall[] = [
  implement(calls.home, {
    handler: ({ services, edition }) => services.operator.home.overview(edition.id),
  }),
  implement(calls.saveBanner, {
    body: bannerSaveSchema,
    handler: async ({ services, edition, viewer, body }) => ({ banner: await services.operator.home.saveBanner(actorOf(viewer), edition.id, body) }),
  }),
  implement(calls.moveBanner, {
    body: bannerMoveSchema,
    async handler({ services, edition, viewer, body }) {
      await services.operator.home.moveBanner(actorOf(viewer), edition.id, body);
      return { id: body.id };
    },
  }),
  implement(calls.deleteBanner, {
    body: idBody,
    async handler({ services, edition, viewer, body }) {
      await services.operator.home.removeBanner(actorOf(viewer), edition.id, body.id);
      return { id: body.id };
    },
  }),
  implement(calls.saveAnnouncement, {
    body: announcementSaveSchema,
    handler: async ({ services, edition, viewer, body }) => ({
      version: (await services.operator.home.saveAnnouncement(actorOf(viewer), edition.id, body)).version,
    }),
  }),

  implement(calls.gachaPools, {
    async handler({ services, edition }) {
      const [list, clips] = await Promise.all([services.operator.living.pools(edition.id), services.operator.living.audioUploads()]);
      return { list, clips };
    },
  }),
  implement(calls.saveGachaPool, {
    body: gachaPoolSaveSchema,
    handler: async ({ services, edition, viewer, body }) => ({ pool: await services.operator.living.savePool(actorOf(viewer), edition.id, body) }),
  }),
  implement(calls.deleteGachaPool, {
    body: idBody,
    async handler({ services, edition, viewer, body }) {
      await services.operator.living.removePool(actorOf(viewer), edition.id, body.id);
      return { id: body.id };
    },
  }),
  ...mediaRoutes,

  implement(calls.activities, {
    handler: async ({ services, edition }) => ({ list: await services.operator.living.activities(edition.id) }),
  }),
  implement(calls.saveActivity, {
    body: activitySaveSchema,
    handler: async ({ services, edition, viewer, body }) => ({ activity: await services.operator.living.saveActivity(actorOf(viewer), edition.id, body) }),
  }),
  implement(calls.deleteActivity, {
    body: idBody,
    async handler({ services, edition, viewer, body }) {
      await services.operator.living.removeActivity(actorOf(viewer), edition.id, body.id);
      return { id: body.id };
    },
  }),

  implement(calls.redPoints, {
    handler: async ({ services, edition }) => ({ list: await services.operator.living.redPoints(edition.id) }),
  }),
  implement(calls.markRedPoint, {
    body: redPointMarkSchema,
    async handler({ services, edition, viewer, body }) {
      const row = await services.operator.living.markRedPoint(actorOf(viewer), edition.id, body);
      return { id: Number(row.id), mtime: Number(row.mtime) };
    },
  }),
  implement(calls.deleteRedPoint, {
    body: idBody,
    async handler({ services, edition, viewer, body }) {
      await services.operator.living.removeRedPoint(actorOf(viewer), edition.id, body.id);
      return { id: body.id };
    },
  }),

  implement(calls.users, {
    query: userSearchQuery,
    handler: ({ services, query }) => services.operator.users.search(query),
  }),
  implement(calls.grant, {
    body: grantSchema,
    handler: async ({ services, viewer, body }) => ({ user: await services.operator.users.setGrant(actorOf(viewer), body) }),
  }),
  implement(calls.suspend, {
    body: suspendSchema,
    handler: async ({ services, viewer, body }) => ({ user: await services.operator.users.setSuspended(actorOf(viewer), body) }),
  }),
];
