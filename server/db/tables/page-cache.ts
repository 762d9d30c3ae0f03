import type { Generated } from 'kysely';

/** The content-changes log (migration 0021, server/content-changes/). */
export interface PageCacheTables {
  content_changes: ContentChangeTable;
}

export interface ContentChangeTable {
  id: Generated<number>;
  /** The change's tags, space-separated (server/content-changes/content-tags.ts). */
  tags: string;
  /** Milliseconds since the epoch. */
  changed_at: number;
}
