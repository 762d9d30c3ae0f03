import type { Kysely } from 'kysely';
import type { AuditEntry, AuditQuery } from '../../../shared/contract/operator.ts';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';
import { nowSeconds } from '../../clock.ts';

/** Who acts: the signed-in operator. */
export interface Actor {
  id: number;
  name: string;
}

export interface AuditRecord {
  /** 0 for operations on no single edition. */
  editionId: number;
  action: string;
  targetType: string;
  targetId: number;
  before: unknown;
  after: unknown;
}

/** Writes one audit entry; call it inside the transaction of the change it records. */
export async function recordAudit(trx: Kysely<Database>, actor: Actor, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('operator_audit_log')
    .values({
      edition_id: record.editionId,
      actor_id: actor.id,
      actor_name: actor.name.slice(0, 100),
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      before: JSON.stringify(record.before ?? null),
      after: JSON.stringify(record.after ?? null),
      created_at: nowSeconds(),
    })
    .execute();
}

function parse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The audit log, newest first; editionId undefined lists every edition's entries. */
export async function listAudit(db: Db, editionId: number | undefined, query: AuditQuery): Promise<{ list: AuditEntry[]; total: number }> {
  let base = db.selectFrom('operator_audit_log');
  if (editionId !== undefined) base = base.where('edition_id', 'in', [0, editionId]);
  if (query.action) base = base.where('action', '=', query.action);
  if (query.target_type) base = base.where('target_type', '=', query.target_type);
  if (query.target_id !== undefined) base = base.where('target_id', '=', query.target_id);
  if (query.actor_id !== undefined) base = base.where('actor_id', '=', query.actor_id);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    list: rows.map((row) => ({
      id: Number(row.id),
      edition_id: Number(row.edition_id),
      actor_id: Number(row.actor_id),
      actor_name: row.actor_name,
      action: row.action,
      target_type: row.target_type,
      target_id: Number(row.target_id),
      before: parse(row.before),
      after: parse(row.after),
      created_at: Number(row.created_at),
    })),
  };
}
