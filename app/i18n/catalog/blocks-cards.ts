/** Texts of the card and collection blocks (relic, monster, collection, icon grids, ...). */
export const blocksCardsZh = {
  'block.enterCollection': '进入合集',
  'block.articleCount': '共{n, plural, other {#}}篇',
  'block.filling': '派蒙正在填写资料中~',
  'block.none': '无',
  'block.more': '更多',
  'block.previous': '上一页',
  'block.next': '下一页',
  'block.page': '第{n}页',
  'block.carousel': '轮播',
  'block.slide': '分页',
};

export const blocksCardsEn: Record<keyof typeof blocksCardsZh, string> = {
  'block.enterCollection': 'Open collection',
  'block.articleCount': '{n, plural, one {# article} other {# articles}}',
  'block.filling': 'Paimon is still filling this in~',
  'block.none': 'None',
  'block.more': 'More',
  'block.previous': 'Previous',
  'block.next': 'Next',
  'block.page': 'Page {n}',
  'block.carousel': 'carousel',
  'block.slide': 'slide',
};
