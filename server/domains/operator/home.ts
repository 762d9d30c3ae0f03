import type { Kysely } from 'kysely';
import type { AnnouncementSaveInput, BannerSaveInput, OperatorAnnouncement, OperatorBanner } from '../../../shared/contract/operator-home.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { nowSeconds } from '../../clock.ts';
import { recordAudit, type Actor } from './audit.ts';
import { reorder } from './ordering.ts';
import { changingContent } from '../../content-changes/content-changed.ts';
import { contentTags } from '../../content-changes/content-tags.ts';
import { dropTexts } from './texts.ts';

async function bannerIds(trx: Kysely<Database>, editionId: number): Promise<number[]> {
  const rows = await trx.selectFrom('banners').select('id').where('edition_id', '=', editionId).orderBy('sort').orderBy('id').execute();
  return rows.map((row) => Number(row.id));
}

async function writeOrder(trx: Kysely<Database>, ids: number[]) {
  for (const [sort, id] of ids.entries()) await trx.updateTable('banners').set({ sort }).where('id', '=', id).execute();
}

async function bannerOf(trx: Kysely<Database>, editionId: number, id: number) {
  const row = await trx.selectFrom('banners').selectAll().where('edition_id', '=', editionId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', `id: no banner ${id} in this edition`);
  return row;
}

const presentBanner = (row: { id: number; title: string; image_url: string; jump_url: string; sort: number }): OperatorBanner => ({
  id: Number(row.id),
  title: row.title,
  image_url: row.image_url,
  jump_url: row.jump_url,
  sort: row.sort,
});

/** Home: banners and the announcement (the notice bar). The navbar is the edition's settings. */
export function operatorHome(db: Db) {
  const latestAnnouncement = (trx: Kysely<Database>, editionId: number) =>
    trx
      .selectFrom('announcements')
      .selectAll()
      .where('edition_id', '=', editionId)
      .orderBy('version', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();

  return {
    async overview(editionId: number): Promise<{ banners: OperatorBanner[]; announcement: OperatorAnnouncement | null }> {
      const [banners, announcement] = await Promise.all([
        db.selectFrom('banners').selectAll().where('edition_id', '=', editionId).orderBy('sort').orderBy('id').execute(),
        latestAnnouncement(db, editionId),
      ]);
      return {
        banners: banners.map(presentBanner),
        announcement: announcement
          ? {
              text: announcement.text,
              speaker: announcement.speaker,
              pop_window: announcement.pop_window === 1,
              version: announcement.version,
              updated_at: Number(announcement.updated_at),
            }
          : null,
      };
    },

    saveBanner: (actor: Actor, editionId: number, input: BannerSaveInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const values = { title: input.title, image_url: input.image_url, jump_url: input.jump_url };
        if (input.id !== undefined) {
          const before = await bannerOf(trx, editionId, input.id);
          const after = await trx.updateTable('banners').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow();
          await recordAudit(trx, actor, { editionId, action: 'banner.update', targetType: 'banner', targetId: before.id, before, after });
          return presentBanner(after);
        }
        const order = await bannerIds(trx, editionId);
        const after = await trx
          .insertInto('banners')
          .values({ edition_id: editionId, ...values, sort: order.length })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, { editionId, action: 'banner.create', targetType: 'banner', targetId: after.id, before: null, after });
        return presentBanner(after);
      }),

    moveBanner: (actor: Actor, editionId: number, input: { id: number; kind: number; index?: number | undefined }) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await bannerOf(trx, editionId, input.id);
        await writeOrder(trx, reorder(await bannerIds(trx, editionId), before.id, input.kind, input.index));
        const after = await bannerOf(trx, editionId, input.id);
        await recordAudit(trx, actor, { editionId, action: 'banner.move', targetType: 'banner', targetId: before.id, before, after });
      }),

    removeBanner: (actor: Actor, editionId: number, id: number) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await bannerOf(trx, editionId, id);
        await trx.deleteFrom('banners').where('id', '=', id).execute();
        await dropTexts(trx, editionId, 'block', id);
        await writeOrder(trx, await bannerIds(trx, editionId));
        await recordAudit(trx, actor, { editionId, action: 'banner.delete', targetType: 'banner', targetId: id, before, after: null });
      }),

    /** Corrects the announcement in place, or (bump_version) publishes it as a new version. */
    saveAnnouncement: (actor: Actor, editionId: number, input: AnnouncementSaveInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await latestAnnouncement(trx, editionId);
        const values = { text: input.text, speaker: input.speaker, pop_window: input.pop_window ? 1 : 0, updated_at: nowSeconds() };
        const after =
          before && !input.bump_version
            ? await trx.updateTable('announcements').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
            : await trx
                .insertInto('announcements')
                .values({ edition_id: editionId, ...values, version: (before?.version ?? 0) + 1 })
                .returningAll()
                .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          editionId,
          action: 'announcement.save',
          targetType: 'announcement',
          targetId: after.id,
          before: before ?? null,
          after,
        });
        return after;
      }),
  };
}
