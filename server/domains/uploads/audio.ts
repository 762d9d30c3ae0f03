import { AUDIO_TYPE_MESSAGE, AUDIO_UPLOAD_MAX_BYTES, audioSizeMessage, type AudioUploadResult } from '../../../shared/contract/operator-media.ts';
import type { Db } from '../../db/database.ts';
import { nowSeconds } from '../../clock.ts';
import { recordAudit, type Actor } from '../operator/audit.ts';
import { DomainError } from '../domain-error.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { sha256Of } from './picture.ts';
import { loadFileType } from '../../lazy-modules.ts';

/** The audio types a voice clip may be, by what file-type reads from the bytes; the stored type and extension. */
const AUDIO_TYPES: Record<string, { mime: string; extension: string }> = {
  'audio/mpeg': { mime: 'audio/mpeg', extension: 'mp3' },
  'audio/ogg': { mime: 'audio/ogg', extension: 'ogg' },
  'audio/opus': { mime: 'audio/ogg', extension: 'ogg' },
  'audio/wav': { mime: 'audio/wav', extension: 'wav' },
  'audio/vnd.wave': { mime: 'audio/wav', extension: 'wav' },
  'audio/x-m4a': { mime: 'audio/mp4', extension: 'm4a' },
  'audio/mp4': { mime: 'audio/mp4', extension: 'm4a' },
  'audio/aac': { mime: 'audio/aac', extension: 'aac' },
};

/** Whether an MPEG audio frame starts where the ID3v2 tag (if any) ends: file-type calls any ID3 tag an MP3. */
function hasMpegFrame(bytes: Buffer): boolean {
  let offset = 0;
  if (bytes.toString('latin1', 0, 3) === 'ID3' && bytes.length >= 10) {
    // The tag size is four 7-bit bytes; a footer (flag 0x10) adds ten more.
    const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
    offset = 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
  }
  return bytes.length >= offset + 2 && bytes[offset] === 0xff && (bytes[offset + 1]! & 0xe0) === 0xe0;
}

/** The stored type of an audio file, read from its magic numbers (names and declared types are only claims). */
export async function sniffAudio(bytes: Buffer): Promise<{ mime: string; extension: string } | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  const found = await fileTypeFromBuffer(bytes);
  const type = found ? AUDIO_TYPES[found.mime] : undefined;
  if (type?.mime === 'audio/mpeg' && !hasMpegFrame(bytes)) return undefined;
  return type;
}

/**
 * Voice clips an operator uploads for gacha pools: one request of at most 5 MB, checked by its
 * bytes, stored under its content hash like every upload (the same clip twice is stored once)
 * and served from /media/{key} with byte ranges. Each upload is in the audit log.
 */
export function audioUploads(db: Db, storage: FileStorage) {
  return {
    async store(actor: Actor, editionId: number, bytes: Buffer): Promise<AudioUploadResult> {
      if (bytes.length === 0) throw new DomainError('invalid', 'body: the audio file is empty');
      if (bytes.length > AUDIO_UPLOAD_MAX_BYTES) throw new DomainError('invalid', `body: ${audioSizeMessage()}`);
      const type = await sniffAudio(bytes);
      if (!type) throw new DomainError('invalid', `body: ${AUDIO_TYPE_MESSAGE}`);
      const sha256 = sha256Of(bytes);
      const key = `${sha256.slice(0, 2)}/${sha256}.${type.extension}`;
      const existing = await db.selectFrom('uploads').select('key').where('key', '=', key).executeTakeFirst();
      if (!existing) {
        // The bytes first, then the row: a row always names a stored file.
        await storage.put(key, bytes, type.mime);
        await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('uploads')
            .values({
              key,
              sha256,
              source_sha256: sha256,
              mime: type.mime,
              size: bytes.length,
              width: 0,
              height: 0,
              owner_id: actor.id,
              created_at: nowSeconds(),
            })
            // Two uploads of the same clip at once: the key is unique, one row wins.
            .onConflict((oc) => oc.column('key').doNothing())
            .returning(['id', 'key', 'mime', 'size'])
            .executeTakeFirst();
          if (row)
            await recordAudit(trx, actor, { editionId, action: 'audio.upload', targetType: 'upload', targetId: Number(row.id), before: null, after: row });
        });
      }
      return { url: `/media/${key}`, key, mime: type.mime, size: bytes.length };
    },
  };
}

export type AudioUploads = ReturnType<typeof audioUploads>;
