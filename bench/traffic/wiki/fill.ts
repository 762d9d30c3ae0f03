import type { Db } from '../../../server/db/database.ts';
import { chExt, factories } from '../../../server/seed/factories.ts';
import { pruneContentChanges } from '../../../server/content-changes/content-changed.ts';
import { entryDoc } from './entry-doc.ts';

/** The demo's public edition, which the generated pages join. */
export const APP_SN = 'ys_obc';

/** Entry pages written per transaction. */
const BATCH = 500;

/**
 * Adds `pages` entry pages to the demo wiki through the server's own domain functions
 * (server/seed/factories.ts: channel, entryPage, place; entry pages are published with
 * server/domains/entry-pages/publish.ts): `channels` channels under sections of 20, each section
 * a top-level channel on home and in the catalogue, and the entries spread over the channels
 * round-robin, each placed in its channel. Then empties the content-change log, as on a wiki
 * whose pages were written more than a day ago.
 */
export async function fillWiki(db: Db, pages: number, channels: number, log: (line: string) => void): Promise<void> {
  const edition = await db.selectFrom('editions').select(['id']).where('app_sn', '=', APP_SN).executeTakeFirstOrThrow();
  const icons = (
    await db.selectFrom('contents').select('icon').where('edition_id', '=', edition.id).where('icon', '!=', '').orderBy('id').limit(50).execute()
  ).map((row) => row.icon);
  const lastSort = await db
    .selectFrom('channels')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('edition_id', '=', edition.id)
    .where('parent_id', 'is', null)
    .executeTakeFirst();

  const leaves = await db.transaction().execute(async (trx) => {
    const make = factories(trx);
    const made: Array<{ id: number; name: string }> = [];
    for (let section = 0; made.length < channels; section++) {
      const parent = await make.channel(edition.id, {
        name: `流量专区 ${section + 1}`,
        sort: Number(lastSort?.sort ?? 0) + 1 + section,
        slot: 'position',
        ch_ext: chExt({ display_type: 'default', show_in_catalog: '1', home_more: '1' }),
      });
      for (let child = 0; child < 20 && made.length < channels; child++) {
        const name = `流量频道 ${made.length + 1}`;
        const row = await make.channel(edition.id, {
          name,
          parent_id: parent.id,
          depth: 2,
          sort: child,
          slot: '',
          ch_ext: chExt({ display_type: 'default', show_in_catalog: '1' }),
        });
        made.push({ id: row.id, name });
      }
    }
    return made;
  });

  const started = Date.now();
  for (let start = 0; start < pages; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      const make = factories(trx);
      for (let n = start; n < Math.min(pages, start + BATCH); n++) {
        const channel = leaves[n % leaves.length]!;
        const { contentId } = await make.entryPage(edition.id, entryDoc(n, channel.name, icons[n % Math.max(icons.length, 1)] ?? ''), {
          menuId: channel.id,
          summary: '创建词条',
        });
        await make.place(channel.id, contentId, { sort: Math.floor(n / leaves.length) });
      }
    });
    const done = Math.min(pages, start + BATCH);
    if (done % 5_000 === 0 || done === pages)
      log(`  ${done.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')} entry pages written (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await pruneContentChanges(db, Date.now() + 2 * 24 * 3_600_000);
}
