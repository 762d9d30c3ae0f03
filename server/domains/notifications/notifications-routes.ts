import * as calls from '../../../shared/contract/calls/notifications.ts';
import { markReadBody, notificationSettingsBody, pageQuery, watchTargetInput } from '../../../shared/contract/notifications.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';

/** Watchlists and notifications (shared/contract/calls/notifications.ts); the live stream is stream-route.ts. */
export const notificationsRoutes: ImplementedCall[] = [
  implement(calls.watch, {
    body: watchTargetInput,
    handler: ({ body, services, edition, viewer }) => services.notifications.watches.watch(viewer.user.id, edition.id, body),
  }),
  implement(calls.unwatch, {
    body: watchTargetInput,
    handler: ({ body, services, edition, viewer }) => services.notifications.watches.unwatch(viewer.user.id, edition.id, body),
  }),
  implement(calls.watchState, {
    query: watchTargetInput,
    handler: async ({ query, services, edition, viewer }) =>
      viewer ? services.notifications.watches.state(viewer.user.id, edition.id, query) : { ...query, watching: false, source: null },
  }),
  implement(calls.watchlist, {
    query: pageQuery,
    handler: ({ query, services, edition, viewer }) => services.notifications.watches.watchlist(viewer.user.id, edition.id, query),
  }),
  implement(calls.watched, {
    query: pageQuery,
    handler: ({ query, services, edition, viewer }) => services.notifications.watches.watched(viewer.user.id, edition.id, query),
  }),
  implement(calls.list, {
    query: pageQuery,
    handler: ({ query, services, edition, viewer }) => services.notifications.inbox.list(viewer.user.id, edition.id, query),
  }),
  implement(calls.unreadCount, {
    handler: async ({ services, edition, viewer }) => ({ unread: viewer ? await services.notifications.inbox.unread(viewer.user.id, edition.id) : 0 }),
  }),
  implement(calls.markRead, {
    body: markReadBody,
    handler: ({ body, services, edition, viewer }) => services.notifications.inbox.markRead(viewer.user.id, edition.id, body),
  }),
  implement(calls.settings, {
    handler: ({ services, edition, viewer }) => services.notifications.settings.get(viewer.user.id, edition.id),
  }),
  implement(calls.setSettings, {
    body: notificationSettingsBody,
    handler: ({ body, services, edition, viewer }) => services.notifications.settings.set(viewer.user.id, edition.id, body),
  }),
];
