import type { SubmissionWire } from '../../../shared/contract/contributing.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../domain-error.ts';
import { presentSubmission } from './presenters.ts';

/** Reading submissions with their author, reviewer and channel names. */
export function submissionQuery(db: Db) {
  return db
    .selectFrom('entry_submissions as s')
    .leftJoin('users as author', 'author.id', 's.user_id')
    .leftJoin('users as reviewer', 'reviewer.id', 's.reviewer_id')
    .leftJoin('channels as ch', 'ch.id', 's.menu_id')
    .select([
      's.id',
      's.edition_id',
      's.entry_page_id',
      's.lang',
      's.menu_id',
      'ch.name as menu_name',
      's.name',
      's.summary',
      's.status',
      's.reason',
      's.user_id',
      'author.name as author_name',
      's.reviewer_id',
      'reviewer.name as reviewer_name',
      's.base_version',
      's.published_version',
      's.created_at',
      's.reviewed_at',
      's.doc',
    ]);
}

export type SubmissionFullRow = Awaited<ReturnType<ReturnType<typeof submissionQuery>['executeTakeFirstOrThrow']>>;

export const unknownSubmission = (id: number) => new DomainError('not_found', `audit_id: no submission ${id} in this edition`);

export async function submissionRow(db: Db, editionId: number, id: number): Promise<SubmissionFullRow> {
  const row = await submissionQuery(db).where('s.id', '=', id).where('s.edition_id', '=', editionId).executeTakeFirst();
  if (!row) throw unknownSubmission(id);
  return row;
}

export async function submissionWire(db: Db, editionId: number, id: number): Promise<SubmissionWire> {
  return presentSubmission(await submissionRow(db, editionId, id));
}
