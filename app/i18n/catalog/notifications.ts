/**
 * Texts of watching and notifications on every page (issue 32): the headers' bell with its unread
 * count and the watch button of entry and channel pages. The inbox's, the watchlist's and the
 * settings' texts are notification-pages.ts (the account-center area).
 */
export const notificationsZh = {
  'notifications.bell': '通知',
  'notifications.bellUnread': '通知，{n, plural, other {# 条未读}}',
  'notifications.badgeMore': '99+',
  'watch.watch': '关注',
  'watch.watching': '已关注',
  'watch.watchChannel': '关注「{name}」',
  'watch.watchingChannel': '已关注「{name}」',
  'watch.auto': '你创建或编辑过这个词条，已自动关注',
  'watch.added': '已关注，有更新时会通知你',
  'watch.removed': '已取消关注',
};

export const notificationsEn: Record<keyof typeof notificationsZh, string> = {
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications, {n, plural, one {# unread} other {# unread}}',
  'notifications.badgeMore': '99+',
  'watch.watch': 'Watch',
  'watch.watching': 'Watching',
  'watch.watchChannel': 'Watch “{name}”',
  'watch.watchingChannel': 'Watching “{name}”',
  'watch.auto': 'You created or edited this entry, so you watch it automatically',
  'watch.added': 'Watching: you will be notified of changes',
  'watch.removed': 'No longer watching',
};
