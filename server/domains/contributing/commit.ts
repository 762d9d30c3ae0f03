import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { consumeOrRefuse, rateLimiter, type RateLimiter, type RateRule } from '../../rate-limit/rate-limit.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { DomainError } from '../domain-error.ts';
import { docChanges, mergeConflicts } from './doc-merge.ts';
import type { ModuleLocks } from './locks.ts';
import { channelOf, pageState, revisionDoc, type PageState } from './pages.ts';
import { translationStart } from './translation.ts';
import { nowSeconds } from '../../clock.ts';

/** Submissions one user may send per hour (draft/commit, commit_content and create_with_content together). */
export const SUBMISSION_LIMIT: RateRule = { limit: EDITOR_LIMITS.submissionsPerHour, windowSeconds: 3_600 };

export interface SubmissionInput {
  /** 0: a new entry in menuId. */
  entryPageId: number;
  menuId: number;
  baseVersion: number;
  doc: EntryDoc;
  summary: string;
  /** '' (an edit of the source) or the language of a translation, checked by the caller (translation.ts checkTranslationLang). */
  lang: string;
}

const quoted = (names: string[]) => names.map((name) => JSON.stringify(name)).join(', ');

/**
 * Sends a document for review, inside the caller's transaction (so draft/commit removes its
 * draft in the same one). Refused, with nothing written, when the user is over the hourly
 * limit, already has a submission of the page pending, or when a module the submission
 * changes is locked by another editor or was also changed on the page since its base version.
 */
export function submissionWriter(locks: ModuleLocks, rateLimits?: RateLimiter) {
  return async function createSubmission(trx: Db, viewer: Viewer, editionId: number, input: SubmissionInput): Promise<number> {
    let menuId = input.menuId;
    let baseVersion = input.baseVersion;
    if (input.entryPageId > 0 && input.lang !== '') {
      const page = await pageState(trx, editionId, input.entryPageId);
      menuId = page.menuId || menuId;
      baseVersion = await checkTranslation(trx, viewer, editionId, page, input);
    } else if (input.entryPageId > 0) {
      const page = await pageState(trx, editionId, input.entryPageId);
      menuId = page.menuId || menuId;
      if (baseVersion < 1 || baseVersion > page.version)
        throw new DomainError('invalid', `base_version: the page has no version ${baseVersion} (it is at ${page.version})`);
      const base = (await revisionDoc(trx, page.id, baseVersion)) ?? page.doc;
      const changes = docChanges(base, input.doc);
      if (changes.modules.size === 0 && changes.fields.size === 0) throw new DomainError('invalid', `doc: nothing changed since version ${baseVersion}`);
      const locked = await locks.heldByOthers(trx, page.id, [...changes.modules], viewer.user.id);
      if (locked.length > 0) {
        const names = locked.map(
          (lock) => `${JSON.stringify(input.doc.modules.find((module) => module.id === lock.module_id)?.name ?? lock.module_id)} (${lock.user.name})`,
        );
        throw new DomainError('conflict', `modules being edited by someone else: ${names.join(', ')}; your draft is kept, try again when they are done`);
      }
      const conflicts = mergeConflicts(base, page.doc, input.doc);
      if (conflicts.length > 0) {
        throw new DomainError(
          'conflict',
          `changed on the page since version ${baseVersion}: ${quoted(conflicts)}; your draft is kept, reload the page and apply your change again`,
        );
      }
      const pending = await trx
        .selectFrom('entry_submissions')
        .select('id')
        .where('user_id', '=', viewer.user.id)
        .where('entry_page_id', '=', page.id)
        .where('lang', '=', '')
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending)
        throw new DomainError(
          'conflict',
          `you already have a submission of this entry waiting for review (audit_id ${Number(pending.id)}); cancel it or wait for the review`,
        );
    } else {
      await channelOf(trx, editionId, menuId);
      baseVersion = 0;
    }

    // Counted once the submission is valid, just before it is written. The database's counter counts
    // inside the submission's transaction (a rolled-back submission counts nothing), and its row
    // stays locked until the commit, so one user's parallel submissions are counted one by one.
    await consumeOrRefuse(rateLimits ?? rateLimiter(trx), `entry_submission:user:${viewer.user.id}`, SUBMISSION_LIMIT, 'submissions');
    const row = await trx
      .insertInto('entry_submissions')
      .values({
        edition_id: editionId,
        user_id: viewer.user.id,
        entry_page_id: input.entryPageId,
        menu_id: menuId,
        base_version: baseVersion,
        lang: input.lang,
        name: input.doc.name,
        summary: input.summary,
        doc: JSON.stringify(input.doc),
        reviewer_id: null,
        reviewed_at: null,
        created_at: nowSeconds(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
}

/**
 * A translation's checks. Module locks are not used for translations: a lock keeps two editors
 * of the source from changing one module's structure and text at once, because approvals merge
 * the source module by module; a translation changes no structure and is published whole for
 * its language (the overlay keeps the source's structure), so it neither takes nor honours the
 * source's locks, and two translators of one language are settled by review (one pending
 * submission per user, page and language; the later approval is the newer version).
 * base_version is the source version the translation was made from.
 */
async function checkTranslation(trx: Db, viewer: Viewer, editionId: number, page: PageState, input: SubmissionInput): Promise<number> {
  const baseVersion = input.baseVersion || page.version;
  if (baseVersion < 1 || baseVersion > page.version)
    throw new DomainError('invalid', `base_version: the page has no version ${baseVersion} (it is at ${page.version})`);
  const start = await translationStart(trx, editionId, page, input.lang);
  const changes = docChanges(start.doc, input.doc);
  if (changes.modules.size === 0 && changes.fields.size === 0) {
    const since = start.translation.version > 0 ? `${input.lang} version ${start.translation.version}` : 'the source: nothing is translated yet';
    throw new DomainError('invalid', `doc: nothing changed since ${since}`);
  }
  const pending = await trx
    .selectFrom('entry_submissions')
    .select('id')
    .where('user_id', '=', viewer.user.id)
    .where('entry_page_id', '=', page.id)
    .where('lang', '=', input.lang)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending)
    throw new DomainError(
      'conflict',
      `you already have a ${input.lang} translation of this entry waiting for review (audit_id ${Number(pending.id)}); cancel it or wait for the review`,
    );
  return baseVersion;
}

/** Runs a submission's transaction; a second pending submission that raced past the check reads as the same clear conflict. */
export async function inSubmissionTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('conflict', 'you already have a submission of this entry waiting for review; cancel it or wait for the review');
    throw error;
  }
}
