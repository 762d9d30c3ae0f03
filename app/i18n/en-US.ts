import { accountsEn } from './catalog/accounts.ts';
import { calendarEn } from './catalog/calendar.ts';
import { mediaEn } from './catalog/media.ts';
import { rankingEn } from './catalog/ranking.ts';
import { blocksCardsEn } from './catalog/blocks-cards.ts';
import { blocksListsEn } from './catalog/blocks-lists.ts';
import { entryPagesEn } from './catalog/entry-pages.ts';
import { searchEn } from './catalog/search.ts';
import { correctionsEn } from './catalog/corrections.ts';
import { favoritesEn } from './catalog/favorites.ts';
import { contributingEn } from './catalog/contributing.ts';
import { languageEn } from './catalog/language.ts';
import { themeEn } from './catalog/theme.ts';
import { seoEn } from './catalog/seo.ts';
import { offlineEn } from './catalog/offline.ts';
import { notificationsEn } from './catalog/notifications.ts';
import type { CoreMessageKey } from './zh-CN.ts';

export const enUS: Record<CoreMessageKey, string> = {
  ...blocksListsEn,
  ...blocksCardsEn,
  ...rankingEn,
  ...calendarEn,
  ...mediaEn,
  ...accountsEn,
  ...entryPagesEn,
  ...searchEn,
  ...correctionsEn,
  ...favoritesEn,
  ...contributingEn,
  ...languageEn,
  ...themeEn,
  ...seoEn,
  ...offlineEn,
  ...notificationsEn,
  'app.loading': 'Loading...',
  'nav.back': 'Back',
  'nav.home': 'Home',
  'footer.intro': '{name} is a game encyclopedia written by players. Content is for reference; every traveller is welcome to edit.',
  'footer.copyright': '© {year} {name} · written by the community',
  'home.announcement': 'Announcement',
  'home.more': 'More',
  'home.empty': 'Nothing here yet',
  'home.banner': 'Banner {n} of {total}',
  'home.dismissNotice': 'Dismiss the announcement',
  'home.openAnnouncement': 'Read the announcement',
  'home.testEdition': 'This is a test edition: its data is for testing only',
  'home.backToTop': 'Back to top',
  'home.moreContent': 'More content',
  'home.entryStrategy': 'Guides',
  'home.entryWiki': 'Wiki',
  'home.entrySummon': 'Card game',
  'home.entries': 'Sites',
  'nav.sections': 'Home sections',
  'nav.more': 'More',
  'nav.loading': 'Loading the page',
  'channel.tabs': 'Categories',
  'channel.empty': 'Paimon is still filling in this page~',
  'channel.all': 'All channels',
  'channel.noMatch': 'Nothing matches these filters',
  'channel.moreTabs': 'All categories',
  'channel.moreTabsTip': 'Tap to see all categories',
  'channel.closeTip': 'Got it',
  'channel.filter': 'Filter',
  'channel.reset': 'Reset',
  'channel.done': 'Done',
  'channel.unlimited': 'Any',
  'channel.searchPlaceholder': 'Search entries',
  'channel.searchCards': 'Search cards',
  'channel.noCardResult': 'Nothing related to “{term}”',
  'channel.noResult': 'No matching entries',
  'channel.search': 'Search this channel',
  'catalogue.title': 'Catalogue',
  'catalogue.open': 'Open the catalogue',
  'catalogue.latest': 'Latest',
  'catalogue.contribute': 'Contributors',
  'common.close': 'Close',
  'content.authorLine': 'Author: {name}',
  'content.updated': 'Updated {date}',
  'content.channels': 'Categories',
  'content.external': 'Read the original article',
  'error.notFound': 'This page could not be found',
  'error.generic': 'Something went wrong',
  'error.backHome': 'Back to home',
  'error.serviceAbnormal': 'The service is currently abnormal, please try again later',
  'error.busy': 'Too many readers right now: please reload in a few seconds',
  'error.unavailable': 'The wiki cannot reach its data right now: please reload in a few seconds',
  'setup.noEdition.title': 'This wiki has no edition yet',
  'setup.noEdition.body':
    'The operator creates the first edition and the first administrator with these commands on the server, then signs in and opens the console at /admin.',
  'layout.switchToPc': 'Desktop version',
  'layout.switchToMobile': 'Mobile version',
};
