import type { Generated } from 'kysely';
import type { AccountsTables, UserAccountColumns } from './tables/accounts.ts';
import type { CalendarTables } from './tables/calendar.ts';
import type { CalendarSubscriptionTables } from './tables/calendar-subscriptions.ts';
import type { RankingTables } from './tables/ranking.ts';
import type { EntryPageTables } from './tables/entry-pages.ts';
import type { SearchTables } from './tables/search.ts';
import type { CorrectionTables, UploadSourceColumns } from './tables/corrections.ts';
import type { OperatorTables, UserSuspensionColumns } from './tables/operator.ts';
import type { FavoriteTables } from './tables/favorites.ts';
import type { ContributingTables } from './tables/contributing.ts';
import type { PageViewTables } from './tables/page-views.ts';
import type { PageCacheTables } from './tables/page-cache.ts';
import type { MediawikiImportTables } from './tables/mediawiki-import.ts';
import type { TranslationTables } from './tables/translations.ts';
import type { ActivityTables } from './tables/activity.ts';
import type { EmailTables } from './tables/email.ts';
import type { ReviewCommentTables } from './tables/review-comments.ts';

/** Kysely's view of the database; Generated marks columns with a default. Times are unix seconds unless a name says _ms. */
export interface Database
  extends
    ReviewCommentTables,
    EmailTables,
    ActivityTables,
    TranslationTables,
    MediawikiImportTables,
    PageCacheTables,
    PageViewTables,
    ContributingTables,
    FavoriteTables,
    OperatorTables,
    CorrectionTables,
    SearchTables,
    EntryPageTables,
    RankingTables,
    CalendarTables,
    AccountsTables,
    CalendarSubscriptionTables {
  editions: EditionTable;
  channels: ChannelTable;
  contents: ContentTable;
  channel_contents: ChannelContentTable;
  banners: BannerTable;
  announcements: AnnouncementTable;
  users: UserTable;
  contribution_records: ContributionRecordTable;
  gacha_pools: GachaPoolTable;
  calendar_activities: CalendarActivityTable;
  uploads: UploadTable;
}

export interface EditionTable {
  id: Generated<number>;
  app_sn: string;
  /** Slug used by the /hoyowiki/{game}/wapi alias. */
  game: string;
  name: string;
  base_path: string;
  login_required: Generated<number>;
  is_test: Generated<number>;
  default_lang: Generated<string>;
  logo_url: Generated<string>;
  head_img_url: Generated<string>;
  /** The footer's about and apply links (0013-edition-footer); empty hides a link. */
  about_url: Generated<string>;
  apply_url: Generated<string>;
  /** The edition's clock, an IANA zone (0017-edition-time-zone); default Asia/Shanghai, the spec's UTC+8. */
  time_zone: Generated<string>;
  /** The content languages, publisher codes, source first, comma separated; '' is default_lang alone (0023-content-languages). */
  content_langs: Generated<string>;
  created_at: number;
}

export interface ChannelTable {
  id: Generated<number>;
  edition_id: number;
  parent_id: number | null;
  depth: number;
  sort: Generated<number>;
  name: string;
  /** 'position' or 'map' for a top-level channel, '' below. */
  slot: Generated<string>;
  /** JSON text: [{type, attribute_name, attribute_key, value}] */
  ch_ext: Generated<string>;
  is_recent_update: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ContentTable {
  id: Generated<number>;
  edition_id: number;
  /** 1 internal content, 2 external url. */
  type: Generated<number>;
  title: string;
  summary: Generated<string>;
  icon: Generated<string>;
  url: Generated<string>;
  bbs_url: Generated<string>;
  /** JSON text: rich-text document (see shared/contract/rich-text.ts). */
  body: Generated<string>;
  /** JSON text: [{name, doc}] tabs of the detail page. */
  tabs: Generated<string>;
  author_name: Generated<string>;
  editor_name: Generated<string>;
  alias_name: Generated<string>;
  corner_mark: Generated<string>;
  article_time: Generated<number>;
  end_time_ms: Generated<number>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ChannelContentTable {
  /** The real API's recommend_id. */
  id: Generated<number>;
  channel_id: number;
  content_id: number;
  sort: Generated<number>;
  /** JSON text: per-channel data, keyed c_{channelId} when presented. */
  ext: Generated<string>;
}

export interface BannerTable {
  id: Generated<number>;
  edition_id: number;
  title: Generated<string>;
  image_url: string;
  jump_url: Generated<string>;
  sort: Generated<number>;
}

export interface AnnouncementTable {
  id: Generated<number>;
  edition_id: number;
  text: string;
  speaker: Generated<string>;
  pop_window: Generated<number>;
  version: Generated<number>;
  updated_at: number;
}

export interface UserTable extends UserAccountColumns, UserSuspensionColumns {
  id: Generated<number>;
  name: string;
  avatar: Generated<number>;
  avatar_url: Generated<string>;
  gender: Generated<number>;
  is_realname: Generated<number>;
  created_at: number;
}

export interface ContributionRecordTable {
  id: Generated<number>;
  edition_id: number;
  user_id: number;
  /** 'entry_edit' or 'correction'. */
  kind: string;
  value: number;
  created_at: number;
}

export interface GachaPoolTable {
  id: Generated<number>;
  edition_id: number;
  title: string;
  activity_url: Generated<string>;
  content_before_act: Generated<string>;
  /** JSON text: [{icon, url}] */
  pool: Generated<string>;
  voice_icon: Generated<string>;
  voice_url: Generated<string>;
  voice_status: Generated<number>;
  start_time: number;
  end_time: number;
}

export interface CalendarActivityTable {
  id: Generated<number>;
  edition_id: number;
  title: string;
  /** 1 event, 2 material, 4 birthday. */
  kind: number;
  img_url: Generated<string>;
  jump_type: Generated<number>;
  jump_url: Generated<string>;
  content_id: Generated<number>;
  start_time: number;
  end_time: number;
  /** JSON text: weekday numbers. */
  drop_day: Generated<string>;
  break_type: Generated<number>;
  /** JSON text: [{id, title, icon, bbs_url}] */
  content_infos: Generated<string>;
  /** JSON text, sent as is. */
  sort: Generated<string>;
}

export interface UploadTable extends UploadSourceColumns {
  id: Generated<number>;
  key: string;
  sha256: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  owner_id: number | null;
  created_at: number;
  /** When an upload last answered this picture (a copy sent again); 0: never since it was stored. */
  claimed_at: Generated<number>;
  /** When a sweep first found nothing referring to it; null: referred to, or not looked at yet. */
  unreferenced_since: Generated<number | null>;
}
