import type { Kysely, Selectable } from 'kysely';
import { chExtToInput, inputToChExt } from '../../../shared/contract/operator-ch-ext.ts';
import type { ChannelCreateInput, ChannelMoveInput, ChannelUpdateInput, OperatorChannel } from '../../../shared/contract/operator-channels.ts';
import type { Db } from '../../db/database.ts';
import type { ChannelTable, Database } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { nowSeconds } from '../../clock.ts';
import { recordAudit, type Actor } from './audit.ts';
import { reorder } from './ordering.ts';
import { changingContent } from '../../content-changes/content-changed.ts';
import { contentTags } from '../../content-changes/content-tags.ts';
import { dropTexts } from './texts.ts';

type ChannelRow = Selectable<ChannelTable>;

async function channelOf(trx: Kysely<Database>, editionId: number, id: number, field = 'id'): Promise<ChannelRow> {
  const row = await trx.selectFrom('channels').selectAll().where('edition_id', '=', editionId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', `${field}: no channel ${id} in this edition`);
  return row;
}

async function siblingIds(trx: Kysely<Database>, editionId: number, parentId: number | null): Promise<number[]> {
  const rows = await trx
    .selectFrom('channels')
    .select('id')
    .where('edition_id', '=', editionId)
    .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

async function writeOrder(trx: Kysely<Database>, ids: number[], at: number) {
  for (const [sort, id] of ids.entries()) await trx.updateTable('channels').set({ sort, updated_at: at }).where('id', '=', id).execute();
}

/** The channel tree of the console: create, rename, move, delete, and every ch_ext attribute. */
export function operatorChannels(db: Db) {
  return {
    async tree(editionId: number): Promise<OperatorChannel[]> {
      const [rows, counts] = await Promise.all([
        db.selectFrom('channels').selectAll().where('edition_id', '=', editionId).orderBy('depth').orderBy('sort').orderBy('id').execute(),
        db
          .selectFrom('channel_contents as cc')
          .innerJoin('channels as ch', 'ch.id', 'cc.channel_id')
          .select(['cc.channel_id', (eb) => eb.fn.countAll<number | string | bigint>().as('count')])
          .where('ch.edition_id', '=', editionId)
          .groupBy('cc.channel_id')
          .execute(),
      ]);
      const countOf = new Map(counts.map((row) => [Number(row.channel_id), Number(row.count)]));
      const byId = new Map<number, OperatorChannel>();
      const roots: OperatorChannel[] = [];
      for (const row of rows) {
        byId.set(row.id, {
          id: row.id,
          parent_id: row.parent_id,
          depth: row.depth,
          sort: row.sort,
          name: row.name,
          slot: row.slot,
          is_recent_update: row.is_recent_update === 1,
          ch_ext: chExtToInput(row.ch_ext),
          ch_ext_text: row.ch_ext,
          content_count: countOf.get(row.id) ?? 0,
          children: [],
        });
      }
      for (const row of rows) {
        const node = byId.get(row.id)!;
        const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      return roots;
    },

    create: (actor: Actor, editionId: number, input: ChannelCreateInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const parent = input.parent_id === null ? undefined : await channelOf(trx, editionId, input.parent_id, 'parent_id');
        const siblings = await siblingIds(trx, editionId, parent?.id ?? null);
        const at = nowSeconds();
        const row = await trx
          .insertInto('channels')
          .values({
            edition_id: editionId,
            parent_id: parent?.id ?? null,
            depth: parent ? parent.depth + 1 : 1,
            sort: siblings.length,
            name: input.name,
            slot: parent ? '' : input.slot,
            ch_ext: inputToChExt(input.ch_ext),
            created_at: at,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeOrder(trx, [...siblings, row.id], at);
        await recordAudit(trx, actor, { editionId, action: 'channel.create', targetType: 'channel', targetId: row.id, before: null, after: row });
        return row;
      }),

    update: (actor: Actor, editionId: number, input: ChannelUpdateInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await channelOf(trx, editionId, input.id);
        const after = await trx
          .updateTable('channels')
          .set({
            name: input.name,
            slot: before.parent_id === null ? input.slot : '',
            is_recent_update: input.is_recent_update ? 1 : 0,
            ch_ext: inputToChExt(input.ch_ext, before.ch_ext),
            updated_at: nowSeconds(),
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, { editionId, action: 'channel.update', targetType: 'channel', targetId: before.id, before, after });
        return after;
      }),

    move: (actor: Actor, editionId: number, input: ChannelMoveInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await channelOf(trx, editionId, input.id);
        const reparent = input.kind === 2 && input.parent_id !== undefined && input.parent_id !== before.parent_id;
        const parentId = reparent ? (input.parent_id ?? null) : before.parent_id;
        const at = nowSeconds();
        if (reparent) {
          const parent = parentId === null ? undefined : await channelOf(trx, editionId, parentId, 'parent_id');
          // A channel cannot move under itself or its own descendants.
          for (let row: ChannelRow | undefined = parent; row; row = row.parent_id === null ? undefined : await channelOf(trx, editionId, row.parent_id)) {
            if (row.id === before.id) throw new DomainError('invalid', 'parent_id: a channel cannot move under itself or its descendants');
          }
          await shiftDepth(trx, editionId, before.id, (parent ? parent.depth + 1 : 1) - before.depth, at);
          await trx
            .updateTable('channels')
            .set({ parent_id: parentId, slot: parent ? '' : before.slot || 'position', updated_at: at })
            .where('id', '=', before.id)
            .execute();
          await writeOrder(trx, await siblingIds(trx, editionId, before.parent_id), at);
        }
        const order = reorder(await siblingIds(trx, editionId, parentId), before.id, input.kind, input.index);
        await writeOrder(trx, order, at);
        const after = await channelOf(trx, editionId, before.id);
        await recordAudit(trx, actor, { editionId, action: 'channel.move', targetType: 'channel', targetId: before.id, before, after });
        return after;
      }),

    /** Deletes a channel without sub-channels or items; anything else is refused (409). */
    remove: (actor: Actor, editionId: number, id: number) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await channelOf(trx, editionId, id);
        const child = await trx.selectFrom('channels').select('id').where('parent_id', '=', id).executeTakeFirst();
        if (child) throw new DomainError('conflict', 'id: the channel has sub-channels; move or delete them first');
        const placed = await trx.selectFrom('channel_contents').select('id').where('channel_id', '=', id).executeTakeFirst();
        if (placed) throw new DomainError('conflict', 'id: the channel has items; remove them first');
        await trx.deleteFrom('red_points').where('edition_id', '=', editionId).where('type', '=', 'channel').where('target_id', '=', id).execute();
        await trx.deleteFrom('channels').where('id', '=', id).execute();
        await dropTexts(trx, editionId, 'channel', id);
        await writeOrder(trx, await siblingIds(trx, editionId, before.parent_id), nowSeconds());
        await recordAudit(trx, actor, { editionId, action: 'channel.delete', targetType: 'channel', targetId: id, before, after: null });
      }),
  };
}

/** Adds `delta` to the depth of a channel and all its descendants. */
async function shiftDepth(trx: Kysely<Database>, editionId: number, rootId: number, delta: number, at: number) {
  if (delta === 0) return;
  let level = [rootId];
  while (level.length > 0) {
    for (const id of level) {
      const row = await trx.selectFrom('channels').select('depth').where('id', '=', id).executeTakeFirstOrThrow();
      await trx
        .updateTable('channels')
        .set({ depth: row.depth + delta, updated_at: at })
        .where('id', '=', id)
        .execute();
    }
    const next = await trx.selectFrom('channels').select('id').where('edition_id', '=', editionId).where('parent_id', 'in', level).execute();
    level = next.map((row) => Number(row.id));
  }
}
