import type { Generated } from 'kysely';

/** Kysely types of the calendar area's tables (created by migrations/0003-calendar.ts). */
export interface CalendarTables {
  red_points: RedPointTable;
}

/** A "new or updated" marker on a channel, a content entry or a recommended placement. */
export interface RedPointTable {
  id: Generated<number>;
  edition_id: number;
  /** channels.id, contents.id or channel_contents.id (the recommend_id), by type. */
  target_id: number;
  /** 'channel' | 'content' | 'recommend' */
  type: string;
  img: Generated<string>;
  /** Unix seconds of the last change. */
  mtime: number;
  created_at: number;
}
