import type { Kysely } from 'kysely';

/**
 * Contributing: drafts, submissions for review (audit content) and module locks.
 * (Tables: server/db/tables/contributing.ts.)
 */
export function contributingMigration(_dialect: string) {
  return {
    async up(_db: Kysely<unknown>) {
      // Filled in by the contributing issue's server work.
    },
  };
}
