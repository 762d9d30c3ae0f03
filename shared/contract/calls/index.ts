import type { ApiCall } from '../call.ts';
import { accountCalls, accountSessionCalls, keyBoxCalls } from './accounts.ts';
import { calendarCalls, calendarSubscriptionCalls } from './calendar.ts';
import { contentCalls } from './content.ts';
import { contributingCalls } from './contributing.ts';
import { reportCalls, uploadCalls } from './corrections.ts';
import { encycCalls, peopleCalls } from './encyc.ts';
import { entryPageCalls } from './entry-pages.ts';
import { entryFavoriteCalls, strategyFavoriteCalls } from './favorites.ts';
import { channelCalls, homeCalls } from './home.ts';
import { mediaCalls } from './media.ts';
import { mediawikiImportCalls, operatorLivingCalls, operatorStructureCalls } from './operator.ts';
import { rankingCalls } from './ranking.ts';
import { searchCalls } from './search.ts';
import { settingCalls } from './settings.ts';

/**
 * Every declared API call, by family. The server implements each exactly once
 * (server/api/calls.test.ts), the compatibility mounts accept exactly these paths, and an
 * OpenAPI description would read the same list.
 */
export const API_CALLS: Record<string, Record<string, ApiCall>> = {
  entryFavorites: entryFavoriteCalls,
  strategyFavorites: strategyFavoriteCalls,
  contributing: contributingCalls,
  accounts: accountCalls,
  keyBox: keyBoxCalls,
  accountSessions: accountSessionCalls,
  reports: reportCalls,
  uploads: uploadCalls,
  operatorStructure: operatorStructureCalls,
  operatorLiving: operatorLivingCalls,
  mediawikiImport: mediawikiImportCalls,
  home: homeCalls,
  channels: channelCalls,
  content: contentCalls,
  settings: settingCalls,
  ranking: rankingCalls,
  calendar: calendarCalls,
  calendarSubscriptions: calendarSubscriptionCalls,
  media: mediaCalls,
  search: searchCalls,
  encyc: encycCalls,
  people: peopleCalls,
  entryPages: entryPageCalls,
};
