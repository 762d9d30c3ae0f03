import type { Kysely } from 'kysely';

/**
 * The media area needed no table of its own in the end (voice clips are columns of
 * gacha_pools, files are uploads). The step stays, empty, because databases have recorded it.
 */
export function mediaMigration(dialect: string) {
  void dialect;
  return {
    async up(db: Kysely<unknown>) {
      void db;
    },
  };
}
