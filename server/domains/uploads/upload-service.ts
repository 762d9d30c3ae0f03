import { randomBytes } from 'node:crypto';
import { UPLOAD_CHUNK_BYTES, UPLOAD_TYPE_MESSAGE, uploadSizeMessage, type UploadResult, type UploadStatus } from '../../../shared/contract/corrections.ts';
import { consumeOrRefuse, rateLimiter, type RateLimiter, type RateRule } from '../../rate-limit/rate-limit.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../domain-error.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { audioUploads } from './audio.ts';
import { countUploadBytes } from '../../metrics/upload-metrics.ts';
import { mimeOfName, type PictureMime } from './picture.ts';
import { storeCleanPicture } from './store-picture.ts';
import { assertRoom } from './upload-quota.ts';
import { storageUse } from './storage-use.ts';
import { sweepUnreferencedUploads } from './unreferenced-sweep.ts';
import { nowSeconds } from '../../clock.ts';

/** New uploads a user may start per hour. */
export const UPLOAD_START_LIMIT: RateRule = { limit: 60, windowSeconds: 3_600 };
/** Chunks a user may send per hour: 60 uploads of 10 MB with room for resending after drops. */
export const UPLOAD_CHUNK_LIMIT: RateRule = { limit: 1_000, windowSeconds: 3_600 };
/** Unfinished uploads one user may hold at once. */
export const MAX_OPEN_UPLOADS = 5;
/** An unfinished upload is dropped this long after it started. */
export const UPLOAD_SESSION_SECONDS = 24 * 3_600;

const partKey = (uploadId: string, index: number) => `parts/${uploadId}/${index}`;
/** Our picture URLs: /img/{2 hex}/{sha256}.{png|jpg}. */
const OWN_IMAGE_URL = /^\/img\/([0-9a-f]{2}\/[0-9a-f]{64}\.(?:png|jpg))$/;

export interface UploadStart {
  fileName: string;
  mime: string;
  size: number;
}

/**
 * Resumable chunked uploads of pictures. A client starts an upload (type and size are checked
 * then), sends 2 MB chunks in any order and as often as it needs (a chunk sent again replaces
 * itself), asks which chunks the server holds after a dropped connection, and completes it: the
 * server assembles the chunks, checks the real type from the bytes, strips metadata, and stores
 * the picture once per content (a picture sent twice answers the first upload's URL). Chunks
 * live in the file storage, so any app process can take the next one.
 */
export function uploadService(db: Db, storage: FileStorage, rateLimits?: RateLimiter) {
  const limiter = rateLimits ?? rateLimiter(db);

  async function sessionOf(userId: number, uploadId: string) {
    const session = await db.selectFrom('upload_sessions').selectAll().where('id', '=', uploadId).executeTakeFirst();
    if (!session || Number(session.user_id) !== userId || session.expires_at < nowSeconds())
      throw new DomainError('not_found', `upload_id: no upload ${uploadId}`);
    return session;
  }

  async function statusOf(session: { id: string; chunk_size: number; chunk_count: number }): Promise<UploadStatus> {
    const rows = await db.selectFrom('upload_chunks').select('idx').where('upload_id', '=', session.id).orderBy('idx').execute();
    return { upload_id: session.id, chunk_size: session.chunk_size, chunk_count: session.chunk_count, received: rows.map((row) => row.idx) };
  }

  async function resultOf(key: string): Promise<UploadResult> {
    const row = await db.selectFrom('uploads').select(['key', 'mime', 'size', 'width', 'height']).where('key', '=', key).executeTakeFirstOrThrow();
    return { url: `/img/${row.key}`, mime: row.mime, size: Number(row.size), width: row.width, height: row.height };
  }

  async function dropParts(uploadId: string, chunkCount: number) {
    for (let index = 0; index < chunkCount; index++) await storage.delete(partKey(uploadId, index));
    await db.deleteFrom('upload_chunks').where('upload_id', '=', uploadId).execute();
  }

  /** Drops uploads that expired (their chunks and rows); answers how many. */
  async function pruneExpired(now = nowSeconds(), limit = 50): Promise<number> {
    const stale = await db.selectFrom('upload_sessions').select(['id', 'chunk_count']).where('expires_at', '<', now).limit(limit).execute();
    for (const session of stale) {
      await dropParts(session.id, session.chunk_count);
      await db.deleteFrom('upload_sessions').where('id', '=', session.id).execute();
    }
    return stale.length;
  }

  return {
    /**
     * Starts an upload: checks the type (by name and declared type), the size against maxMb, and
     * that the account's uploads (finished and unfinished) stay within quotaBytes (0: no quota).
     */
    async start(userId: number, input: UploadStart, maxMb: number, quotaBytes = 0): Promise<UploadStatus> {
      if (input.mime !== 'image/jpeg' && input.mime !== 'image/png') throw new DomainError('invalid', `mime: ${UPLOAD_TYPE_MESSAGE}`);
      const named = mimeOfName(input.fileName);
      if (/\.[a-z0-9]+$/i.test(input.fileName) && named !== input.mime) throw new DomainError('invalid', `file_name: ${UPLOAD_TYPE_MESSAGE}`);
      if (input.size > maxMb * 1024 * 1024) throw new DomainError('invalid', `size: ${uploadSizeMessage(maxMb)}`);
      // Before the rate limit and before any byte: a full account learns it at once.
      await assertRoom(db, userId, quotaBytes, input.size, { openSince: nowSeconds() });

      await consumeOrRefuse(limiter, `upload:user:${userId}`, UPLOAD_START_LIMIT, 'uploads');
      const now = nowSeconds();
      // Housekeeping in passing: a few expired uploads go whenever one starts.
      await pruneExpired(now, 5);

      const session = {
        id: randomBytes(16).toString('hex'),
        user_id: userId,
        file_name: input.fileName,
        mime: input.mime,
        size: input.size,
        chunk_size: UPLOAD_CHUNK_BYTES,
        chunk_count: Math.ceil(input.size / UPLOAD_CHUNK_BYTES),
        result_key: null,
        created_at: now,
        expires_at: now + UPLOAD_SESSION_SECONDS,
      };
      await db.insertInto('upload_sessions').values(session).execute();
      // Written first, counted after: of parallel starts, those that find one too many take theirs back.
      const open = await db
        .selectFrom('upload_sessions')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('user_id', '=', userId)
        .where('result_key', 'is', null)
        .where('expires_at', '>=', now)
        .executeTakeFirstOrThrow();
      if (Number(open.count) > MAX_OPEN_UPLOADS) {
        await db.deleteFrom('upload_sessions').where('id', '=', session.id).execute();
        throw new DomainError('rate_limited', `at most ${MAX_OPEN_UPLOADS} unfinished uploads at once; finish or wait for one`, 60);
      }
      try {
        // Again with the others' unfinished uploads as they are now: parallel starts cannot add up past the quota.
        await assertRoom(db, userId, quotaBytes, input.size, { openSince: now, exceptSession: session.id });
      } catch (error) {
        await db.deleteFrom('upload_sessions').where('id', '=', session.id).execute();
        throw error;
      }
      return { upload_id: session.id, chunk_size: session.chunk_size, chunk_count: session.chunk_count, received: [] };
    },

    /** Which chunks the server holds (to resume after a dropped connection). */
    async status(userId: number, uploadId: string): Promise<UploadStatus> {
      return statusOf(await sessionOf(userId, uploadId));
    },

    /** Takes one chunk: every chunk but the last is exactly chunk_size bytes. */
    async putChunk(userId: number, uploadId: string, index: number, bytes: Buffer): Promise<UploadStatus> {
      await consumeOrRefuse(limiter, `upload-chunk:user:${userId}`, UPLOAD_CHUNK_LIMIT, 'upload chunks');
      const session = await sessionOf(userId, uploadId);
      if (session.result_key) throw new DomainError('conflict', 'upload_id: this upload is already complete');
      if (index >= session.chunk_count) throw new DomainError('invalid', `index: must be below ${session.chunk_count}`);
      const expected = index === session.chunk_count - 1 ? Number(session.size) - index * session.chunk_size : session.chunk_size;
      if (bytes.length !== expected) throw new DomainError('invalid', `body: chunk ${index} must be ${expected} bytes, got ${bytes.length}`);
      // The bytes first, then the row: a row always names a whole stored chunk.
      await storage.put(partKey(uploadId, index), bytes, 'application/octet-stream');
      await db
        .insertInto('upload_chunks')
        .values({ upload_id: uploadId, idx: index, size: bytes.length })
        .onConflict((oc) => oc.columns(['upload_id', 'idx']).doUpdateSet({ size: bytes.length }))
        .execute();
      return statusOf(session);
    },

    /**
     * Assembles, checks and stores the picture; completing again answers the same result. The
     * cleaned picture (re-encoding may make it larger than declared) must fit in quotaBytes.
     */
    async complete(userId: number, uploadId: string, quotaBytes = 0): Promise<UploadResult> {
      const session = await sessionOf(userId, uploadId);
      if (session.result_key) return resultOf(session.result_key);
      const { received } = await statusOf(session);
      const missing = Array.from({ length: session.chunk_count }, (_, index) => index).filter((index) => !received.includes(index));
      if (missing.length > 0) throw new DomainError('conflict', `upload_id: chunks missing: ${missing.slice(0, 20).join(', ')}`);
      const parts: Buffer[] = [];
      for (let index = 0; index < session.chunk_count; index++) {
        const part = await storage.get(partKey(uploadId, index));
        if (!part) throw new DomainError('conflict', `upload_id: chunk ${index} was lost; send it again`);
        parts.push(part);
      }
      const bytes = Buffer.concat(parts);
      if (bytes.length !== Number(session.size)) throw new DomainError('conflict', `upload_id: got ${bytes.length} bytes, expected ${session.size}`);
      let key: string;
      // Bytes newly stored (none when the same picture was stored already): the metrics' count.
      let storedBytes = 0;
      try {
        key = await storeCleanPicture(db, storage, bytes, session.mime as PictureMime, userId, {
          beforeStore: async (size) => {
            await assertRoom(db, userId, quotaBytes, size);
            storedBytes = size;
          },
        });
        countUploadBytes('picture', storedBytes);
      } catch (error) {
        // A refused picture ends the upload: its chunks go.
        if (error instanceof DomainError) {
          await dropParts(uploadId, session.chunk_count);
          await db.deleteFrom('upload_sessions').where('id', '=', uploadId).execute();
        }
        throw error;
      }
      await db.updateTable('upload_sessions').set({ result_key: key }).where('id', '=', uploadId).execute();
      await dropParts(uploadId, session.chunk_count);
      return resultOf(key);
    },

    /** The storage key of one of our uploaded pictures named by its /img/ URL, else undefined. */
    async ownImageKey(url: string): Promise<string | undefined> {
      const key = OWN_IMAGE_URL.exec(url)?.[1];
      if (!key) return undefined;
      const row = await db.selectFrom('uploads').select(['key', 'mime']).where('key', '=', key).executeTakeFirst();
      return row && row.mime.startsWith('image/') ? row.key : undefined;
    },

    pruneExpired,

    /**
     * The scheduled sweep: every upload past its expiry goes, finished or not, with its chunk
     * files (a crash between a chunk's bytes and its row leaves bytes only under a known index,
     * so dropping indexes 0..chunk_count catches them too). Finished pictures are
     * sweepUnreferenced's. Answers how many uploads went.
     */
    async sweepExpired(now = nowSeconds()): Promise<number> {
      const batch = 100;
      let swept = 0;
      for (;;) {
        const dropped = await pruneExpired(now, batch);
        swept += dropped;
        if (dropped < batch) return swept;
      }
    },

    /** The scheduled sweep of finished pictures nothing refers to (unreferenced-sweep.ts). */
    sweepUnreferenced: (now?: number) => sweepUnreferencedUploads(db, storage, now),

    /** What the uploads take, for operators (storage-use.ts). */
    storageUse: () => storageUse(db),

    /** Stores an operator's voice clip (audio.ts). */
    storeAudio: audioUploads(db, storage).store,
  };
}

export type UploadService = ReturnType<typeof uploadService>;
