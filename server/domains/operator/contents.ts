import { reindexContent } from '../search/reindex.ts';
import type { Kysely, Selectable } from 'kysely';
import { chExtValue, parseChExt, parseFilterDefinition } from '../../../shared/channel-ext.ts';
import { parseRichDoc } from '../../../shared/contract/rich-text.ts';
import type {
  ContentCreateInput,
  ContentSearchQuery,
  ContentUpdateInput,
  OperatorContent,
  OperatorPlacement,
  PlacementMoveInput,
  PlacementSaveInput,
} from '../../../shared/contract/operator-contents.ts';
import type { Db } from '../../db/database.ts';
import type { ContentTable, Database } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { nowSeconds } from '../../clock.ts';
import { recordAudit, type Actor } from './audit.ts';
import { reorder } from './ordering.ts';
import { placementExtToStored, storedToPlacementExt } from './placement-ext.ts';
import { changingContent } from '../../content-changes/content-changed.ts';
import { contentTags } from '../../content-changes/content-tags.ts';

type ContentRow = Selectable<ContentTable>;

export function presentOperatorContent(row: ContentRow): OperatorContent {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    summary: row.summary,
    icon: row.icon,
    url: row.url,
    bbs_url: row.bbs_url,
    author_name: row.author_name,
    alias_name: row.alias_name,
    corner_mark: row.corner_mark,
    end_time_ms: Number(row.end_time_ms),
    article_time: Number(row.article_time),
    version: row.version,
    updated_at: Number(row.updated_at),
    body: parseRichDoc(row.body),
  };
}

async function contentOf(trx: Kysely<Database>, editionId: number, id: number, field = 'id'): Promise<ContentRow> {
  const row = await trx.selectFrom('contents').selectAll().where('edition_id', '=', editionId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', `${field}: no item ${id} in this edition`);
  return row;
}

async function channelOf(trx: Kysely<Database>, editionId: number, id: number) {
  const row = await trx.selectFrom('channels').selectAll().where('edition_id', '=', editionId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', `channel_id: no channel ${id} in this edition`);
  return row;
}

/** The filter values a channel accepts: 'group/option' of its own definition, else its nearest ancestor's. */
async function allowedFilterValues(trx: Kysely<Database>, editionId: number, channelId: number): Promise<Set<string>> {
  for (let id: number | null = channelId; id !== null;) {
    const row: { ch_ext: string; parent_id: number | null } = await channelOf(trx, editionId, id);
    const groups = parseFilterDefinition(chExtValue(parseChExt(row.ch_ext), 'filter'));
    if (groups.length > 0) return new Set(groups.flatMap((group) => group.options.map((option) => `${group.label}/${option}`)));
    id = row.parent_id;
  }
  return new Set();
}

async function placementIds(trx: Kysely<Database>, channelId: number): Promise<number[]> {
  const rows = await trx.selectFrom('channel_contents').select('content_id').where('channel_id', '=', channelId).orderBy('sort').orderBy('id').execute();
  return rows.map((row) => Number(row.content_id));
}

async function writeOrder(trx: Kysely<Database>, channelId: number, contentIds: number[]) {
  for (const [sort, contentId] of contentIds.entries()) {
    await trx.updateTable('channel_contents').set({ sort }).where('channel_id', '=', channelId).where('content_id', '=', contentId).execute();
  }
}

const placementRow = (trx: Kysely<Database>, channelId: number, contentId: number) =>
  trx.selectFrom('channel_contents').selectAll().where('channel_id', '=', channelId).where('content_id', '=', contentId).executeTakeFirst();

function contentValues(input: ContentCreateInput) {
  return {
    type: input.type,
    title: input.title,
    summary: input.summary,
    icon: input.icon,
    url: input.url,
    bbs_url: input.bbs_url,
    author_name: input.author_name,
    alias_name: input.alias_name,
    corner_mark: input.corner_mark,
    end_time_ms: input.end_time_ms,
    ...(input.article_time !== undefined ? { article_time: input.article_time } : {}),
    ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
  };
}

/** Content items of the console: create, edit, remove, and their places in channels. */
export function operatorContents(db: Db) {
  return {
    async search(editionId: number, query: ContentSearchQuery): Promise<{ list: OperatorContent[]; total: number }> {
      let base = db.selectFrom('contents').where('contents.edition_id', '=', editionId);
      const keyword = query.keyword.trim();
      if (keyword) {
        const id = /^\d{1,15}$/.test(keyword) ? Number(keyword) : -1;
        base = base.where((eb) => eb.or([eb('contents.title', 'like', `%${keyword.replace(/[%\\]/g, '')}%`), eb('contents.id', '=', id)]));
      }
      if (query.channel_id !== undefined) {
        const channelId = query.channel_id;
        base = base.where((eb) =>
          eb.exists(
            eb
              .selectFrom('channel_contents')
              .select('id')
              .whereRef('channel_contents.content_id', '=', 'contents.id')
              .where('channel_contents.channel_id', '=', channelId),
          ),
        );
      }
      const [rows, count] = await Promise.all([
        base
          .selectAll('contents')
          .orderBy('contents.id', 'desc')
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(presentOperatorContent), total: Number(count.count) };
    },

    async get(editionId: number, id: number): Promise<{ content: OperatorContent; placements: OperatorPlacement[] }> {
      const content = await contentOf(db, editionId, id);
      const rows = await db
        .selectFrom('channel_contents as cc')
        .innerJoin('channels as ch', 'ch.id', 'cc.channel_id')
        .select(['cc.id', 'cc.channel_id', 'cc.sort', 'cc.ext', 'ch.name'])
        .where('cc.content_id', '=', id)
        .orderBy('ch.depth')
        .orderBy('ch.id')
        .execute();
      return {
        content: presentOperatorContent(content),
        placements: rows.map((row) => ({
          recommend_id: Number(row.id),
          channel_id: Number(row.channel_id),
          channel_name: row.name,
          content_id: id,
          title: content.title,
          icon: content.icon,
          sort: row.sort,
          ext: storedToPlacementExt(row.ext, Number(row.channel_id)),
        })),
      };
    },

    /** The items placed in a channel, in order, with their data there. */
    async placements(editionId: number, channelId: number): Promise<OperatorPlacement[]> {
      const channel = await channelOf(db, editionId, channelId);
      const rows = await db
        .selectFrom('channel_contents as cc')
        .innerJoin('contents as c', 'c.id', 'cc.content_id')
        .select(['cc.id', 'cc.content_id', 'cc.sort', 'cc.ext', 'c.title', 'c.icon'])
        .where('cc.channel_id', '=', channelId)
        .orderBy('cc.sort')
        .orderBy('cc.id')
        .execute();
      return rows.map((row) => ({
        recommend_id: Number(row.id),
        channel_id: channelId,
        channel_name: channel.name,
        content_id: Number(row.content_id),
        title: row.title,
        icon: row.icon,
        sort: row.sort,
        ext: storedToPlacementExt(row.ext, channelId),
      }));
    },

    create: (actor: Actor, editionId: number, input: ContentCreateInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const at = nowSeconds();
        const row = await trx
          .insertInto('contents')
          .values({ edition_id: editionId, article_time: at, ...contentValues(input), editor_name: actor.name, created_at: at, updated_at: at })
          .returningAll()
          .executeTakeFirstOrThrow();
        await reindexContent(trx, row.id);
        await recordAudit(trx, actor, { editionId, action: 'content.create', targetType: 'content', targetId: row.id, before: null, after: row });
        return presentOperatorContent(row);
      }),

    update: (actor: Actor, editionId: number, input: ContentUpdateInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await contentOf(trx, editionId, input.id);
        const after = await trx
          .updateTable('contents')
          .set({ ...contentValues(input), editor_name: actor.name, version: before.version + 1, updated_at: nowSeconds() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await reindexContent(trx, before.id);
        await recordAudit(trx, actor, { editionId, action: 'content.update', targetType: 'content', targetId: before.id, before, after });
        return presentOperatorContent(after);
      }),

    /** Deletes an item and its places in channels. */
    remove: (actor: Actor, editionId: number, id: number) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await contentOf(trx, editionId, id);
        const places = await trx.selectFrom('channel_contents').selectAll().where('content_id', '=', id).execute();
        await trx.deleteFrom('channel_contents').where('content_id', '=', id).execute();
        await trx.deleteFrom('red_points').where('edition_id', '=', editionId).where('type', '=', 'content').where('target_id', '=', id).execute();
        await trx.deleteFrom('contents').where('id', '=', id).execute();
        await reindexContent(trx, id);
        await recordAudit(trx, actor, {
          editionId,
          action: 'content.delete',
          targetType: 'content',
          targetId: id,
          before: { ...before, placements: places },
          after: null,
        });
      }),

    /** Places an item in a channel (at the end), or updates its data there. */
    savePlacement: (actor: Actor, editionId: number, input: PlacementSaveInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        await channelOf(trx, editionId, input.channel_id);
        await contentOf(trx, editionId, input.content_id, 'content_id');
        const allowed = await allowedFilterValues(trx, editionId, input.channel_id);
        const unknown = input.ext.filter.filter((value) => !allowed.has(value));
        if (unknown.length > 0) throw new DomainError('invalid', `ext.filter: ${unknown.join(', ')} not in the channel's filter definition`);
        const ext = placementExtToStored({ ...input.ext, filter: [...new Set(input.ext.filter)] });
        const before = await placementRow(trx, input.channel_id, input.content_id);
        if (before) {
          await trx.updateTable('channel_contents').set({ ext }).where('id', '=', before.id).execute();
        } else {
          const order = await placementIds(trx, input.channel_id);
          await trx.insertInto('channel_contents').values({ channel_id: input.channel_id, content_id: input.content_id, sort: order.length, ext }).execute();
        }
        const after = await placementRow(trx, input.channel_id, input.content_id);
        await reindexContent(trx, input.content_id);
        await recordAudit(trx, actor, {
          editionId,
          action: before ? 'placement.update' : 'placement.create',
          targetType: 'placement',
          targetId: Number(after!.id),
          before: before ?? null,
          after,
        });
        return after!;
      }),

    removePlacement: (actor: Actor, editionId: number, channelId: number, contentId: number) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        await channelOf(trx, editionId, channelId);
        const before = await placementRow(trx, channelId, contentId);
        if (!before) throw new DomainError('not_found', `content_id: item ${contentId} is not in channel ${channelId}`);
        await trx.deleteFrom('channel_contents').where('id', '=', before.id).execute();
        await trx.deleteFrom('red_points').where('edition_id', '=', editionId).where('type', '=', 'recommend').where('target_id', '=', before.id).execute();
        await writeOrder(trx, channelId, await placementIds(trx, channelId));
        await reindexContent(trx, contentId);
        await recordAudit(trx, actor, { editionId, action: 'placement.delete', targetType: 'placement', targetId: Number(before.id), before, after: null });
      }),

    movePlacement: (actor: Actor, editionId: number, input: PlacementMoveInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        await channelOf(trx, editionId, input.channel_id);
        const before = await placementRow(trx, input.channel_id, input.content_id);
        if (!before) throw new DomainError('not_found', `content_id: item ${input.content_id} is not in channel ${input.channel_id}`);
        const order = reorder(await placementIds(trx, input.channel_id), input.content_id, input.kind, input.index);
        await writeOrder(trx, input.channel_id, order);
        const after = await placementRow(trx, input.channel_id, input.content_id);
        await recordAudit(trx, actor, { editionId, action: 'placement.move', targetType: 'placement', targetId: Number(before.id), before, after });
        return order;
      }),
  };
}
