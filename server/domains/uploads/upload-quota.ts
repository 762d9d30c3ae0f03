import type { Db } from '../../db/database.ts';
import { DomainError } from '../domain-error.ts';

const MB = 1024 * 1024;

/** Megabytes as people read them: whole above 10 MB, one decimal below. */
export const megabytes = (bytes: number) => `${bytes >= 10 * MB ? Math.round(bytes / MB) : Math.round((bytes / MB) * 10) / 10} MB`;

/**
 * An upload that would take an account over its storage quota (UPLOAD_QUOTA_MB). A DomainError
 * like the others for callers outside the API; the upload routes answer it 413.
 */
export class UploadQuotaExceeded extends DomainError {
  constructor(held: number, quota: number, wanted: number) {
    super(
      'invalid',
      `size: your uploads use ${megabytes(held)} of your ${megabytes(quota)}; this file needs ${megabytes(wanted)} more. ` +
        'Pictures nothing on the site uses are removed a day after their upload; or ask an operator for more room',
    );
  }
}

const sumOf = (row: { bytes: number | string | bigint | null } | undefined) => Number(row?.bytes ?? 0);

/**
 * The bytes an account holds: its finished uploads (referenced or not: a picture is counted by
 * the account that first stored it), and optionally the declared sizes of its unfinished ones.
 */
export async function heldBytes(db: Db, userId: number, options: { openSince?: number; exceptSession?: string } = {}): Promise<number> {
  const stored = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.sum<number | string | bigint | null>('size').as('bytes'))
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  if (options.openSince === undefined) return sumOf(stored);
  let open = db
    .selectFrom('upload_sessions')
    .select((eb) => eb.fn.sum<number | string | bigint | null>('size').as('bytes'))
    .where('user_id', '=', userId)
    .where('result_key', 'is', null)
    .where('expires_at', '>=', options.openSince);
  if (options.exceptSession) open = open.where('id', '!=', options.exceptSession);
  return sumOf(stored) + sumOf(await open.executeTakeFirst());
}

/**
 * Refuses `wanted` more bytes when they would take the account over `quotaBytes` (0: no quota).
 * `openSince` counts its unfinished uploads too (at the start of one: several may run at once).
 */
export async function assertRoom(
  db: Db,
  userId: number,
  quotaBytes: number,
  wanted: number,
  options: { openSince?: number; exceptSession?: string } = {},
): Promise<void> {
  if (quotaBytes <= 0) return;
  const held = await heldBytes(db, userId, options);
  if (held + wanted > quotaBytes) throw new UploadQuotaExceeded(held, quotaBytes, wanted);
}
