import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { referencedHashes } from './upload-references.ts';

/** A finished upload nothing refers to is kept this long after its upload (or after someone sent the same picture again). */
export const UNREFERENCED_GRACE_SECONDS = 24 * 3_600;
/**
 * And is deleted only by a sweep at least this long after the one that first found it
 * unreferenced (housekeeping sweeps hourly): a reference written while that sweep was reading
 * is seen by the next, so one sweep's view never deletes a picture on its own.
 */
export const UNREFERENCED_CONFIRM_SECONDS = 30 * 60;

const HASH_IN_KEY = /([0-9a-f]{64})/;

export interface SweepResult {
  /** Uploads found unreferenced for the first time (deleted by a later sweep if still so). */
  marked: number;
  /** Uploads deleted, with their bytes. */
  deleted: number;
  deletedBytes: number;
  /** Uploads marked earlier that something refers to again. */
  kept: number;
}

/**
 * Deletes accounts' pictures that nothing in the database refers to (upload-references.ts),
 * past their grace, in two sweeps: the first marks them (unreferenced_since), a later one that
 * still finds them unreferenced deletes the row, then the file. Only pictures an account
 * uploaded (owner_id set) are swept: imported and seeded files, and operators' voice clips (the
 * pools form picks them from a list of stored clips), stay. The row goes first and only while
 * still unclaimed: a picture sent again in the meantime (store-picture.ts claims it) is kept.
 */
export async function sweepUnreferencedUploads(db: Db, storage: FileStorage, now = Math.floor(Date.now() / 1000)): Promise<SweepResult> {
  const result: SweepResult = { marked: 0, deleted: 0, deletedBytes: 0, kept: 0 };
  const cutoff = now - UNREFERENCED_GRACE_SECONDS;
  const candidates = await db
    .selectFrom('uploads')
    .select(['id', 'key', 'size', 'unreferenced_since'])
    .where('owner_id', 'is not', null)
    .where('mime', 'like', 'image/%')
    .where('created_at', '<', cutoff)
    .where('claimed_at', '<', cutoff)
    .execute();
  const marked = await db.selectFrom('uploads').select('id').where('unreferenced_since', 'is not', null).execute();
  if (candidates.length === 0 && marked.length === 0) return result;

  const referenced = await referencedHashes(db);
  const isReferenced = (key: string) => {
    const hash = HASH_IN_KEY.exec(key)?.[1];
    // A key without a hash is not ours to judge: keep it.
    return hash === undefined || referenced.has(hash);
  };

  // Marks a newer upload carries no more (sent again, or referenced): cleared.
  const stillCandidates = new Set(candidates.map((row) => Number(row.id)));
  const stale = marked.map((row) => Number(row.id)).filter((id) => !stillCandidates.has(id));
  if (stale.length > 0) {
    await db.updateTable('uploads').set({ unreferenced_since: null }).where('id', 'in', stale).execute();
    result.kept += stale.length;
  }

  for (const row of candidates) {
    const id = Number(row.id);
    const since = row.unreferenced_since === null ? null : Number(row.unreferenced_since);
    if (isReferenced(row.key)) {
      if (since !== null) {
        await db.updateTable('uploads').set({ unreferenced_since: null }).where('id', '=', id).execute();
        result.kept++;
      }
      continue;
    }
    if (since === null) {
      await db.updateTable('uploads').set({ unreferenced_since: now }).where('id', '=', id).where('unreferenced_since', 'is', null).execute();
      result.marked++;
      continue;
    }
    if (since > now - UNREFERENCED_CONFIRM_SECONDS) continue;
    const gone = await db
      .deleteFrom('uploads')
      .where('id', '=', id)
      .where('unreferenced_since', '=', since)
      .where('claimed_at', '<', cutoff)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) continue;
    await db.deleteFrom('upload_sessions').where('result_key', '=', row.key).execute();
    await storage.delete(row.key);
    result.deleted++;
    result.deletedBytes += Number(row.size);
  }
  return result;
}
