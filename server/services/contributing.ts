import type { Db } from '../db/database.ts';

/** Contributing: templates, drafts, module locks, submissions, review and rollback. */
export function contributingService(_db: Db) {
  return {};
}

export type ContributingService = ReturnType<typeof contributingService>;
