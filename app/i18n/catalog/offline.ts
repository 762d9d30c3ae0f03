/**
 * Reading offline (app/lib/offline/): the notice on a page shown from the copy the service
 * worker saved, or while the browser is offline, and the offline page the server renders for a
 * page never read before (server/domains/installable/offline-page.ts).
 */
export const offlineZh = {
  'offline.notice.saved': '当前处于离线状态，显示的是上次浏览时保存的页面',
  'offline.notice.offline': '当前处于离线状态，浏览过的页面仍可阅读',
  'offline.notice.copy': '显示的是上次浏览时保存的页面，刷新可查看最新内容',
  'offline.notice.reload': '刷新',
  'offline.page.title': '当前处于离线状态',
  'offline.page.text': '这个页面还没有保存在本设备上，连接网络后即可阅读。浏览过的页面在离线时仍可打开。',
  'offline.page.retry': '重试',
};

export const offlineEn: Record<keyof typeof offlineZh, string> = {
  'offline.notice.saved': 'You are offline: this is the copy of the page saved when you last read it',
  'offline.notice.offline': 'You are offline: pages you have read before can still be read',
  'offline.notice.copy': 'This is the copy of the page saved when you last read it: reload for the latest version',
  'offline.notice.reload': 'Reload',
  'offline.page.title': 'You are offline',
  'offline.page.text': 'This page has not been saved on this device yet: it opens once you are back online. Pages you have read before still open offline.',
  'offline.page.retry': 'Try again',
};
