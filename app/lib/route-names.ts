/** Route name → analytics page name (the spec's list); route names are the route ids. */
export const PAGE_NAMES: Record<string, string> = {
  index: 'home',
  'content-id-detail': 'detail',
  search: 'search',
  'channel-channelType-parentId-childId': 'channel list',
  'editor-id': 'editor',
  'content-id-more': 'eight-icon page',
  'content-id-notice': 'calendar reminder manage',
  'content-id-save': 'calendar reminder edit',
  summon: 'summon home',
  'favorite-list': 'favorites',
  'content-id-upgrade-records': 'update records',
  'latest-upgrade': 'recent updates',
  'words-list': 'my words',
};
