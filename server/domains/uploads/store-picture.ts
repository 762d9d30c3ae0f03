import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { cleanPicture, sha256Of, type PictureMime } from './picture.ts';
import { nowSeconds } from '../../clock.ts';

/**
 * Marks a stored picture as just answered to an upload (the sweep of unreferenced uploads counts
 * its grace from then) and answers whether its row is still there: the sweep may have deleted it
 * between the look-up and now, and then it is stored again.
 */
async function claim(db: Db, key: string): Promise<boolean> {
  const result = await db.updateTable('uploads').set({ claimed_at: nowSeconds(), unreferenced_since: null }).where('key', '=', key).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface StorePictureOptions {
  /** Called with the cleaned picture's size before new bytes are stored (not for a copy already stored); throws to refuse them (quota). */
  beforeStore?: (bytes: number) => Promise<void>;
}

/**
 * Stores a picture once per content and answers its key: the same source bytes, or a picture
 * that cleans to the same bytes, reuse the stored one. The bytes are checked and re-encoded
 * (cleanPicture) before anything is stored. Reader uploads and MediaWiki imports both come here.
 */
export async function storeCleanPicture(
  db: Db,
  storage: FileStorage,
  bytes: Buffer,
  mime: PictureMime,
  ownerId: number | null,
  options: StorePictureOptions = {},
): Promise<string> {
  const sourceSha = sha256Of(bytes);
  const same = await db.selectFrom('uploads').select('key').where('source_sha256', '=', sourceSha).orderBy('id').executeTakeFirst();
  if (same && (await claim(db, same.key))) return same.key;
  const picture = await cleanPicture(bytes, mime);
  const key = `${picture.sha256.slice(0, 2)}/${picture.sha256}.${picture.extension}`;
  const stored = await db.selectFrom('uploads').select('key').where('key', '=', key).executeTakeFirst();
  if (stored && (await claim(db, stored.key))) return stored.key;
  await options.beforeStore?.(picture.bytes.length);
  await storage.put(key, picture.bytes, picture.mime);
  await db
    .insertInto('uploads')
    .values({
      key,
      sha256: picture.sha256,
      source_sha256: sourceSha,
      mime: picture.mime,
      size: picture.bytes.length,
      width: picture.width,
      height: picture.height,
      owner_id: ownerId,
      created_at: nowSeconds(),
    })
    // Two processes finishing the same picture at once: the key is unique, one row wins.
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return key;
}
