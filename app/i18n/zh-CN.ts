import { accountsZh } from './catalog/accounts.ts';
import type { accountCenterZh } from './catalog/account-center.ts';
import type { contributingPagesZh } from './catalog/contributing-pages.ts';
import type { personalCenterZh } from './catalog/personal-center.ts';
import type { emailZh } from './catalog/email.ts';
import type { reportsZh } from './catalog/reports.ts';
import { calendarZh } from './catalog/calendar.ts';
import { mediaZh } from './catalog/media.ts';
import { rankingZh } from './catalog/ranking.ts';
import { blocksCardsZh } from './catalog/blocks-cards.ts';
import { blocksListsZh } from './catalog/blocks-lists.ts';
import { entryPagesZh } from './catalog/entry-pages.ts';
import { searchZh } from './catalog/search.ts';
import { correctionsZh } from './catalog/corrections.ts';
import type { operatorZh } from './catalog/operator.ts';
import { favoritesZh } from './catalog/favorites.ts';
import type { editorZh } from './catalog/editor.ts';
import type { translatingZh } from './catalog/translating.ts';
import type { mergeConflictsZh } from './catalog/merge-conflicts.ts';
import type { reviewConversationZh } from './catalog/review-conversation.ts';
import { contributingZh } from './catalog/contributing.ts';
import { languageZh } from './catalog/language.ts';
import { themeZh } from './catalog/theme.ts';
import { seoZh } from './catalog/seo.ts';
import { offlineZh } from './catalog/offline.ts';
import { notificationsZh } from './catalog/notifications.ts';
import type { notificationPagesZh } from './catalog/notification-pages.ts';

/**
 * zh-CN, the wiki's first language: the spec's own strings. The editor's, the console's, the
 * account center's, the contributing pages' and the moderation queue's messages are areas of their
 * own (areas/), loaded with those pages: a reader never downloads them.
 */
export const zhCN = {
  ...blocksListsZh,
  ...blocksCardsZh,
  ...rankingZh,
  ...calendarZh,
  ...mediaZh,
  ...accountsZh,
  ...favoritesZh,
  ...contributingZh,
  ...correctionsZh,
  ...searchZh,
  ...entryPagesZh,
  ...languageZh,
  ...themeZh,
  ...seoZh,
  ...offlineZh,
  ...notificationsZh,
  'app.loading': '加载中...',
  'nav.back': '返回',
  'nav.home': '首页',
  'footer.intro': '{name}是由玩家共同编写的游戏百科，内容仅供参考，欢迎每一位旅行者参与编辑。',
  'footer.copyright': '© {year} {name} · 社区编写',
  'home.announcement': '公告',
  'home.more': '查看更多',
  'home.empty': '这里还没有内容',
  'home.banner': '轮播图 {n}/{total}',
  'home.dismissNotice': '关闭公告',
  'home.openAnnouncement': '查看公告',
  'home.testEdition': '当前为测试版本，页面数据仅供测试，不代表正式内容',
  'home.backToTop': '回到顶部',
  'home.moreContent': '更多内容',
  'home.entryStrategy': '攻略',
  'home.entryWiki': '百科',
  'home.entrySummon': '七圣召唤',
  'home.entries': '站点入口',
  'nav.sections': '首页栏目',
  'nav.more': '更多',
  'nav.loading': '页面加载中',
  'channel.tabs': '分类',
  'channel.empty': '派蒙正在填写资料中~',
  'channel.all': '全部频道',
  'channel.noMatch': '没有符合条件的内容',
  'channel.moreTabs': '全部图鉴分类',
  'channel.moreTabsTip': '点击查看全部图鉴分类哦',
  'channel.closeTip': '知道了',
  'channel.filter': '筛选',
  'channel.reset': '重置',
  'channel.done': '完成',
  'channel.unlimited': '不限',
  'channel.searchPlaceholder': '搜索词条',
  'channel.searchCards': '搜卡牌',
  'channel.noCardResult': '暂无“{term}”关联内容',
  'channel.noResult': '未检索到相关词条',
  'channel.search': '在本频道搜索',
  'catalogue.title': '目录',
  'catalogue.open': '打开目录',
  'catalogue.latest': '最新',
  'catalogue.contribute': '贡献',
  'common.close': '关闭',
  'content.authorLine': '作者：{name}',
  'content.updated': '更新于 {date}',
  'content.channels': '所属分类',
  'content.external': '前往阅读原文',
  'error.notFound': 'This page could not be found',
  'error.generic': '页面出错了',
  'error.backHome': '返回首页',
  'error.serviceAbnormal': '服务当前异常，请稍后重试',
  'error.busy': '访问人数过多，请稍后刷新重试',
  'error.unavailable': '网站暂时无法读取数据，请几秒后刷新重试',
  'setup.noEdition.title': '这个百科还没有版本',
  'setup.noEdition.body': '站点管理员可以在服务器上运行下面的命令，创建第一个版本和第一位管理员，再登录并打开 /admin 管理控制台。',
  'layout.switchToPc': '切换到电脑版',
  'layout.switchToMobile': '切换到手机版',
};

/** Keys of the messages every page can use. */
export type CoreMessageKey = keyof typeof zhCN;
/** Every message key, the areas' included. */
export type MessageKey =
  | CoreMessageKey
  | keyof typeof editorZh
  | keyof typeof translatingZh
  | keyof typeof mergeConflictsZh
  | keyof typeof reviewConversationZh
  | keyof typeof operatorZh
  | keyof typeof accountCenterZh
  | keyof typeof personalCenterZh
  | keyof typeof emailZh
  | keyof typeof notificationPagesZh
  | keyof typeof contributingPagesZh
  | keyof typeof reportsZh;
