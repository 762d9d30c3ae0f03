import type { CodeSender } from './accounts/realname.ts';
import type { Db } from '../db/database.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { RateLimiter } from '../rate-limit/rate-limit.ts';
import { serverPolicies } from '../policies/facts.ts';
import { channelService } from './channels/channels-service.ts';
import { contentListService } from './content/content-lists-service.ts';
import { contentService } from './content/content-service.ts';
import { editionService } from './editions/editions-service.ts';
import { gachaPoolService } from './living/gacha-pools/gacha-pools-service.ts';
import { homeService } from './home/home-service.ts';
import { accountsService } from './accounts/accounts-service.ts';
import { calendarService } from './living/calendar/calendar-service.ts';
import { calendarSubscriptionService } from './living/calendar/subscriptions-service.ts';
import { mediaService } from './media/media-service.ts';
import { rankingService } from './living/ranking/ranking-service.ts';
import { entryPagesService } from './entry-pages/entry-pages-service.ts';
import { searchService } from './search/search-service.ts';
import { correctionsService } from './corrections/corrections-service.ts';
import { operatorService } from './operator/operator-service.ts';
import { favoritesService } from './favorites/favorites-service.ts';
import { encycService } from './encyclopedia/encyc-service.ts';
import { peopleService } from './encyclopedia/people-service.ts';
import { contributingService } from './contributing/contributing-service.ts';
import { pageViewService } from './content/page-view-service.ts';
import { translationsService } from './translations/translations-service.ts';
import { contentTextsService } from './translations/content-texts.ts';
import { dumpUploads } from '../mediawiki/import/console/dump-uploads.ts';
import { emailService } from './email/email-service.ts';
import { notificationsService } from './notifications/notifications-service.ts';
import type { Mailer } from '../mail/mailer.ts';

/** Domain services: no HTTP in them; used by the API handlers and by page loaders alike. */
export interface ServiceOptions {
  /** Delivers real-name verification codes (the server log by default). */
  codeSender: CodeSender;
  /** Where uploads and their chunks are kept. */
  storage: FileStorage;
  /** Shared rate-limit counters (Redis); unset: the database's. */
  rateLimits?: RateLimiter | undefined;
  /** Outgoing mail (SMTP_URL); unset: no e-mail features send. */
  mailer?: Mailer | undefined;
  /** PUBLIC_ORIGIN: the origin of the links in mails. */
  publicOrigin?: string | undefined;
}

export function createServices(db: Db, options: ServiceOptions) {
  const translations = translationsService(db);
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
    translations,
    /** Translated names of channels, banners, pools and calendar activities (content_texts). */
    contentTexts: contentTextsService(db, translations),
    search: searchService(db),
    corrections: correctionsService(db, options.storage, options.rateLimits),
    operator: operatorService(db),
    favorites: favoritesService(db),
    encyc: encycService(db),
    people: peopleService(db),
    contributing: contributingService(db, options.rateLimits),
    /** The facts of permission decisions that need the database (server/policies/, decided by shared/policy/can.ts). */
    policies: serverPolicies(db),
    mediawikiImports: dumpUploads(db, options.rateLimits),
    /** The account's e-mail address, its verification, unsubscribe links and the digests (server/domains/email/). */
    email: emailService(db, { mailer: options.mailer, publicOrigin: options.publicOrigin, rateLimits: options.rateLimits }),
    /** Follows, the watchlist, the inbox and notification settings (server/domains/notifications/). */
    notifications: notificationsService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
