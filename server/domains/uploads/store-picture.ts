import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { cleanPicture, sha256Of, type PictureMime } from './picture.ts';

/**
 * Stores a picture once per content and answers its key: the same source bytes, or a picture
 * that cleans to the same bytes, reuse the stored one. The bytes are checked and re-encoded
 * (cleanPicture) before anything is stored. Reader uploads and MediaWiki imports both come here.
 */
export async function storeCleanPicture(db: Db, storage: FileStorage, bytes: Buffer, mime: PictureMime, ownerId: number | null): Promise<string> {
  const sourceSha = sha256Of(bytes);
  const same = await db.selectFrom('uploads').select('key').where('source_sha256', '=', sourceSha).orderBy('id').executeTakeFirst();
  if (same) return same.key;
  const picture = await cleanPicture(bytes, mime);
  const key = `${picture.sha256.slice(0, 2)}/${picture.sha256}.${picture.extension}`;
  const stored = await db.selectFrom('uploads').select('key').where('key', '=', key).executeTakeFirst();
  if (stored) return stored.key;
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
      created_at: Math.floor(Date.now() / 1000),
    })
    // Two processes finishing the same picture at once: the key is unique, one row wins.
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return key;
}
