import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type {
  AnnouncementTable,
  BannerTable,
  CalendarActivityTable,
  ChannelTable,
  ContentTable,
  ContributionRecordTable,
  EditionTable,
  GachaPoolTable,
  UserTable,
} from '../db/schema.ts';
import type { RedPointTable } from '../db/tables/calendar.ts';
import type { ChExtAttribute } from '../../shared/channel-ext.ts';
import { reindexContent } from '../domains/search/reindex.ts';
import type { EntryDocInput } from '../../shared/contract/entry-page.ts';
import { createEntryPage } from '../domains/entry-pages/publish.ts';
import { nowSeconds } from '../clock.ts';

type Overrides<T> = Partial<Insertable<T>>;

let counter = 0;
const unique = () => ++counter;
/** Builds ch_ext JSON text from a key → value map. */
export function chExt(values: Record<string, string>): string {
  const attributes: ChExtAttribute[] = Object.entries(values).map(([key, value]) => ({
    type: 'string',
    attribute_name: key,
    attribute_key: key,
    value,
  }));
  return JSON.stringify(attributes);
}

/**
 * Row factories with overrides. Tests build their data with these; the demo seed reuses
 * them, so both always match the schema.
 */
export function factories(db: Db) {
  return {
    async edition(overrides: Overrides<EditionTable> = {}) {
      const n = unique();
      return db
        .insertInto('editions')
        .values({
          app_sn: `ed_${n}`,
          game: `game${n}`,
          name: `Edition ${n}`,
          base_path: `/ed${n}/wiki/`,
          created_at: nowSeconds(),
          ...overrides,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async channel(editionId: number, overrides: Overrides<ChannelTable> = {}) {
      const time = nowSeconds();
      return db
        .insertInto('channels')
        .values({
          edition_id: editionId,
          parent_id: null,
          depth: overrides.parent_id ? 2 : 1,
          name: `Channel ${unique()}`,
          slot: overrides.parent_id ? '' : 'position',
          created_at: time,
          updated_at: time,
          ...overrides,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async content(editionId: number, overrides: Overrides<ContentTable> = {}) {
      const time = nowSeconds();
      return db
        .insertInto('contents')
        .values({
          edition_id: editionId,
          title: `Entry ${unique()}`,
          article_time: time,
          created_at: time,
          updated_at: time,
          ...overrides,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .then(async (row) => (await reindexContent(db, row.id), row));
    },

    /** Places a content entry in a channel with that channel's ext data. */
    async place(channelId: number, contentId: number, options: { sort?: number; ext?: unknown } = {}) {
      return db
        .insertInto('channel_contents')
        .values({
          channel_id: channelId,
          content_id: contentId,
          sort: options.sort ?? 0,
          ext: JSON.stringify(options.ext ?? {}),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .then(async (row) => (await reindexContent(db, contentId), row));
    },

    async banner(editionId: number, overrides: Overrides<BannerTable> = {}) {
      return db
        .insertInto('banners')
        .values({ edition_id: editionId, image_url: '/img/none.png', ...overrides })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async announcement(editionId: number, overrides: Overrides<AnnouncementTable> = {}) {
      return db
        .insertInto('announcements')
        .values({ edition_id: editionId, text: 'Announcement', updated_at: nowSeconds(), ...overrides })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async user(overrides: Overrides<UserTable> = {}) {
      return db
        .insertInto('users')
        .values({ name: `user${unique()}`, created_at: nowSeconds(), ...overrides })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async contribution(editionId: number, userId: number, overrides: Overrides<ContributionRecordTable> = {}) {
      return db
        .insertInto('contribution_records')
        .values({ edition_id: editionId, user_id: userId, kind: 'entry_edit', value: 1, created_at: nowSeconds(), ...overrides })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async gachaPool(editionId: number, overrides: Overrides<GachaPoolTable> = {}) {
      const time = nowSeconds();
      return db
        .insertInto('gacha_pools')
        .values({ edition_id: editionId, title: `Pool ${unique()}`, start_time: time, end_time: time + 86_400, ...overrides })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async calendarActivity(editionId: number, overrides: Overrides<CalendarActivityTable> = {}) {
      const time = nowSeconds();
      return db
        .insertInto('calendar_activities')
        .values({ edition_id: editionId, title: `Activity ${unique()}`, kind: 1, start_time: time, end_time: time + 86_400, ...overrides })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** A red point (type 'channel', 'content' or 'recommend'), changed now unless mtime says otherwise. */
    async redPoint(editionId: number, overrides: Overrides<RedPointTable> = {}) {
      const time = nowSeconds();
      return db
        .insertInto('red_points')
        .values({ edition_id: editionId, target_id: unique(), type: 'content', mtime: time, created_at: time, ...overrides })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** An entry page (content row, page row, first revision) with a document built from overrides. */
    async entryPage(editionId: number, doc: Partial<EntryDocInput> = {}, options: { menuId?: number | null; authorId?: number | null; summary?: string } = {}) {
      return createEntryPage(db, {
        editionId,
        menuId: options.menuId ?? null,
        authorId: options.authorId ?? null,
        summary: options.summary ?? '',
        doc: { name: `Entry page ${unique()}`, ...doc },
      });
    },
  };
}

export type Factories = ReturnType<typeof factories>;
