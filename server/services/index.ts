import type { CodeSender } from '../accounts/realname.ts';
import type { Db } from '../db/database.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { RateLimiter } from '../accounts/rate-limit.ts';
import { entryCreationPolicy } from '../policies/entry-creation.ts';
import { channelService } from './channels.ts';
import { contentListService } from './content-lists.ts';
import { contentService } from './contents.ts';
import { editionService } from './editions.ts';
import { gachaPoolService } from './gacha-pools.ts';
import { homeService } from './home.ts';
import { accountsService } from './accounts.ts';
import { calendarService } from './calendar.ts';
import { calendarSubscriptionService } from './calendar-subscriptions.ts';
import { mediaService } from './media.ts';
import { rankingService } from './ranking.ts';
import { entryPagesService } from './entry-pages.ts';
import { searchService } from './search.ts';
import { correctionsService } from './corrections.ts';
import { operatorService } from './operator.ts';
import { favoritesService } from './favorites.ts';
import { encycService } from './encyc.ts';
import { peopleService } from './people.ts';
import { contributingService } from './contributing.ts';
import { pageViewService } from '../page-views/page-view-service.ts';
import { dumpUploads } from '../mediawiki/import/console/dump-uploads.ts';

/** Domain services: no HTTP in them; used by the API handlers and by page loaders alike. */
export interface ServiceOptions {
  /** Delivers real-name verification codes (the server log by default). */
  codeSender: CodeSender;
  /** Where uploads and their chunks are kept. */
  storage: FileStorage;
  /** Shared rate-limit counters (Redis); unset: the database's. */
  rateLimits?: RateLimiter | undefined;
}

export function createServices(db: Db, options: ServiceOptions) {
  return {
    editions: editionService(db),
    channels: channelService(db),
    contents: contentService(db),
    home: homeService(db),
    contentLists: contentListService(db),
    gachaPools: gachaPoolService(db),
    ranking: rankingService(db),
    pageViews: pageViewService(db, options.rateLimits),
    calendar: calendarService(db),
    calendarSubscriptions: calendarSubscriptionService(db),
    accounts: accountsService(db, options),
    media: mediaService(db),
    entryPages: entryPagesService(db),
    search: searchService(db),
    corrections: correctionsService(db, options.storage, options.rateLimits),
    operator: operatorService(db),
    favorites: favoritesService(db),
    encyc: encycService(db),
    people: peopleService(db),
    contributing: contributingService(db, options.rateLimits),
    policies: { entryCreation: entryCreationPolicy(db) },
    mediawikiImports: dumpUploads(db, options.rateLimits),
  };
}

export type Services = ReturnType<typeof createServices>;
