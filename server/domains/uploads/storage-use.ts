import { STORAGE_TOP_ACCOUNTS, type StoredUploads } from '../../../shared/contract/operator-storage.ts';
import type { Db } from '../../db/database.ts';
import { UNREFERENCED_GRACE_SECONDS } from './unreferenced-sweep.ts';

type Sum = number | string | bigint | null;

/** Totals of the stored uploads for operators: all of them, the accounts holding most, and what awaits the sweep. */
export async function storageUse(db: Db): Promise<StoredUploads> {
  const [all, unreferenced, top] = await Promise.all([
    db
      .selectFrom('uploads')
      .select((eb) => [eb.fn.sum<Sum>('size').as('bytes'), eb.fn.countAll<number | string | bigint>().as('count')])
      .executeTakeFirst(),
    db
      .selectFrom('uploads')
      .select((eb) => [eb.fn.sum<Sum>('size').as('bytes'), eb.fn.countAll<number | string | bigint>().as('count')])
      .where('unreferenced_since', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('uploads')
      .innerJoin('users', 'users.id', 'uploads.owner_id')
      .select((eb) => [
        'users.id as user_id',
        'users.name as name',
        eb.fn.sum<Sum>('uploads.size').as('bytes'),
        eb.fn.countAll<number | string | bigint>().as('count'),
      ])
      .groupBy(['users.id', 'users.name'])
      .orderBy('bytes', 'desc')
      .orderBy('users.id')
      .limit(STORAGE_TOP_ACCOUNTS)
      .execute(),
  ]);
  return {
    total_bytes: Number(all?.bytes ?? 0),
    uploads: Number(all?.count ?? 0),
    top_accounts: top.map((row) => ({ user_id: Number(row.user_id), name: row.name, bytes: Number(row.bytes ?? 0), uploads: Number(row.count ?? 0) })),
    unreferenced_bytes: Number(unreferenced?.bytes ?? 0),
    unreferenced_uploads: Number(unreferenced?.count ?? 0),
    grace_hours: UNREFERENCED_GRACE_SECONDS / 3_600,
  };
}
