/** Texts of the ranking area: contributor ranking, recent updates. */
export const rankingZh = {
  'ranking.title': '贡献榜',
  'ranking.weekly': '周榜',
  'ranking.monthly': '月榜',
  'ranking.overall': '总榜',
  'ranking.value': '贡献值',
  'ranking.rank': '第{n}名',
  'ranking.empty': '暂无贡献记录',
  'recent.title': '最近更新',
  'recent.loadMore': '加载更多',
  'recent.noMore': '没有更多了',
  'recent.empty': '暂无更新',
  'recent.loadFailed': '加载失败，请重试',
  'recent.count': '共{total, plural, other {#}}条更新',
};

export const rankingEn: Record<keyof typeof rankingZh, string> = {
  'ranking.title': 'Contributors',
  'ranking.weekly': 'Week',
  'ranking.monthly': 'Month',
  'ranking.overall': 'All time',
  'ranking.value': 'Contribution',
  'ranking.rank': 'No. {n}',
  'ranking.empty': 'No contributions yet',
  'recent.title': 'Recent updates',
  'recent.loadMore': 'Load more',
  'recent.noMore': 'No more updates',
  'recent.empty': 'No updates yet',
  'recent.loadFailed': 'Could not load, please try again',
  'recent.count': '{total, plural, one {# update} other {# updates}}',
};
