import type { ApiCall } from '../call.ts';
import * as accountSessionCalls from './account-sessions.ts';
import * as accountCalls from './accounts.ts';
import * as calendarCalls from './calendar.ts';
import * as calendarSubscriptionCalls from './calendar-subscriptions.ts';
import * as channelCalls from './channels.ts';
import * as contentCalls from './content.ts';
import * as contributingCalls from './contributing.ts';
import * as reportCalls from './corrections.ts';
import * as emailCalls from './email.ts';
import * as encycCalls from './encyc.ts';
import * as entryFavoriteCalls from './entry-favorites.ts';
import * as entryPageCalls from './entry-pages.ts';
import * as homeCalls from './home.ts';
import * as keyBoxCalls from './key-box.ts';
import * as mediaCalls from './media.ts';
import * as mediawikiImportCalls from './mediawiki-import.ts';
import * as notificationCalls from './notifications.ts';
import * as operatorLivingCalls from './operator-living.ts';
import * as operatorStructureCalls from './operator-structure.ts';
import * as operatorTermsCalls from './operator-terms.ts';
import * as operatorTextsCalls from './operator-texts.ts';
import * as peopleCalls from './people.ts';
import * as rankingCalls from './ranking.ts';
import * as reviewConversationCalls from './review-conversation.ts';
import * as searchCalls from './search.ts';
import * as settingCalls from './settings.ts';
import * as strategyFavoriteCalls from './strategy-favorites.ts';
import * as uploadCalls from './uploads.ts';

/**
 * Every declared API call, by family: one module per family, one export per call, so that a
 * page's bundle holds only the declarations it calls (the modules are imported as namespaces). The server implements each exactly once
 * (server/api/calls.test.ts), the compatibility mounts accept exactly these paths, and an
 * OpenAPI description would read the same list.
 */
export const API_CALLS: Record<string, Record<string, ApiCall>> = {
  entryFavorites: entryFavoriteCalls,
  strategyFavorites: strategyFavoriteCalls,
  contributing: contributingCalls,
  reviewConversation: reviewConversationCalls,
  accounts: accountCalls,
  keyBox: keyBoxCalls,
  accountSessions: accountSessionCalls,
  reports: reportCalls,
  uploads: uploadCalls,
  operatorStructure: operatorStructureCalls,
  operatorLiving: operatorLivingCalls,
  operatorTerms: operatorTermsCalls,
  operatorTexts: operatorTextsCalls,
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
  notifications: notificationCalls,
  email: emailCalls,
};
