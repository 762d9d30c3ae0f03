/**
 * What search engines and link previews read (app/lib/seo/): page titles' site part, the
 * descriptions of pages that have no text of their own, and the titles of error pages.
 */
export const seoZh = {
  'seo.product': 'Almanac',
  'seo.titled': '{title} - {site}',
  'seo.listSeparator': '、',
  'seo.description.product': 'Almanac：玩家共同编写的游戏百科与攻略站。',
  'seo.description.channel': '{site}的{name}频道，收录{items}等内容。',
  'seo.description.channelEmpty': '{site}的{name}频道。',
  'seo.description.channelIndex': '{site}的全部频道：{items}。',
  'seo.description.entry': '{name}：{site}词条，包含{modules}等内容。',
  'seo.description.entryEmpty': '{name}：{site}词条。',
  'seo.description.search': '搜索{site}的词条与攻略。',
  'seo.description.searchKeyword': '{site}中与“{keyword}”相关的词条与攻略。',
  'seo.description.encyc': '{site}图鉴：按分类和筛选条件浏览全部词条。',
  'seo.description.latest': '{site}最近更新的词条与攻略。',
  'seo.description.page': '{title}：{site}。{intro}',
  'seo.description.contribution': '{name}的贡献者与编辑记录：{site}。',
  'seo.description.history': '{name}的历史版本：{site}。',
  'seo.description.console': '{site}的运营后台。',
  'seo.error.title': '{status} 出错了',
};

export const seoEn: Record<keyof typeof seoZh, string> = {
  'seo.product': 'Almanac',
  'seo.titled': '{title} - {site}',
  'seo.listSeparator': ', ',
  'seo.description.product': 'Almanac: game encyclopedias and guides written by players.',
  'seo.description.channel': '{name} on {site}: {items} and more.',
  'seo.description.channelEmpty': '{name} on {site}.',
  'seo.description.channelIndex': 'Every channel of {site}: {items}.',
  'seo.description.entry': '{name} on {site}: {modules} and more.',
  'seo.description.entryEmpty': '{name}, an entry of {site}.',
  'seo.description.search': 'Search the entries and guides of {site}.',
  'seo.description.searchKeyword': 'Entries and guides of {site} about “{keyword}”.',
  'seo.description.encyc': 'The {site} encyclopedia: browse every entry by category and filter.',
  'seo.description.latest': 'Entries and guides recently updated on {site}.',
  'seo.description.page': '{title}: {site}. {intro}',
  'seo.description.contribution': 'Contributors and edits of {name} on {site}.',
  'seo.description.history': 'Earlier versions of {name} on {site}.',
  'seo.description.console': 'The operator console of {site}.',
  'seo.error.title': 'Error {status}',
};
