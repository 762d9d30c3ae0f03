import type { Kysely } from 'kysely';

/** Tables of the media area (see server/db/tables/media.ts); written once for both dialects. */
export function mediaMigration(dialect: string) {
  void dialect;
  return {
    async up(db: Kysely<unknown>) {
      void db;
    },
  };
}
