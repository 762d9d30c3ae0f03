import type { Insertable } from 'kysely';
import type { Db } from '../../server/db/database.ts';
import type { ContentTable } from '../../server/db/schema.ts';
import type { Random } from '../../server/seed/demo/random.ts';
import { Corpus } from './corpus.ts';
import { createNameGenerator, LATIN, type NameGenerator } from './names.ts';

/** Rows per INSERT (9 values a content row: within SQLite's 32,766 and PostgreSQL's 65,535) and per transaction. */
const INSERT_ROWS = 1_000;
const TRANSACTION_ROWS = 20_000;
const COMMON = '材料';

/** 8 top-level channels of 6 children each; answers the children's ids (entries are placed there). */
async function createChannels(db: Db, editionId: number, now: number): Promise<number[]> {
  const channelIds: number[] = [];
  for (let top = 0; top < 8; top++) {
    const parent = await db
      .insertInto('channels')
      .values({ edition_id: editionId, parent_id: null, depth: 1, sort: top, name: `频道${top}`, slot: 'position', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let child = 0; child < 6; child++) {
      const row = await db
        .insertInto('channels')
        .values({ edition_id: editionId, parent_id: parent.id, depth: 2, sort: child, name: `分类${top}-${child}`, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      channelIds.push(row.id);
    }
  }
  return channelIds;
}

/** 3–7 sentences of words, 材料 in about half of them, sometimes another entry's name. */
function bodyText(random: Random, names: NameGenerator): string {
  const sentences: string[] = [];
  const count = random.int(3, 7);
  for (let s = 0; s < count; s++) {
    const words = Array.from({ length: random.int(4, 9) }, () => (random.int(0, 9) === 0 ? random.pick(LATIN) : names.word()));
    if (random.int(0, 1) === 0) words.splice(random.int(0, words.length), 0, COMMON);
    if (random.int(0, 4) === 0) words.splice(random.int(0, words.length), 0, names.recentName());
    sentences.push(words.join(random.int(0, 3) === 0 ? ' ' : ''));
  }
  return `${sentences.join('。')}。`;
}

/**
 * Inserts `entries` entry pages (contents, a placement each, page views) in batched INSERTs,
 * TRANSACTION_ROWS to a transaction; answers what the queries need of them. `progress` is called
 * after each transaction with the entries written so far.
 */
export async function generateCorpus(db: Db, editionId: number, random: Random, entries: number, progress: (done: number) => void): Promise<Corpus> {
  const now = Math.floor(Date.now() / 1000);
  const channelIds = await createChannels(db, editionId, now);
  const names = createNameGenerator(random);
  const corpus = new Corpus(entries, names.vocabulary, COMMON);
  for (let start = 0; start < entries; start += TRANSACTION_ROWS) {
    await db.transaction().execute(async (trx) => {
      for (let first = start; first < Math.min(entries, start + TRANSACTION_ROWS); first += INSERT_ROWS) {
        const rows: Array<Insertable<ContentTable>> = [];
        const batchNames: string[] = [];
        for (let i = first; i < Math.min(entries, first + INSERT_ROWS); i++) {
          const name = names.name(i);
          batchNames.push(name);
          rows.push({
            edition_id: editionId,
            title: name,
            summary: `${name}的介绍`,
            body: JSON.stringify([{ type: 'paragraph', children: [{ text: bodyText(random, names) }] }]),
            alias_name: names.alias(i),
            icon: `/img/bench-${i % 50}.png`,
            created_at: now,
            updated_at: now,
          });
        }
        const inserted = await trx.insertInto('contents').values(rows).returning('id').execute();
        await trx
          .insertInto('channel_contents')
          .values(
            inserted.map((row, n) => ({
              channel_id: channelIds[(first + n) % channelIds.length]!,
              content_id: row.id,
              sort: 0,
              ext: JSON.stringify({ filter: { value: [`稀有度/${(n % 5) + 1}星`] } }),
            })),
          )
          .execute();
        const views = inserted.map(() => Math.floor(random.next() ** 4 * 100_000));
        await trx
          .insertInto('content_pv')
          .values(inserted.map((row, n) => ({ edition_id: editionId, content_id: row.id, pv: views[n]! })))
          .execute();
        inserted.forEach((row, n) => corpus.add(batchNames[n]!, Number(row.id), views[n]!));
      }
    });
    progress(Math.min(entries, start + TRANSACTION_ROWS));
  }
  return corpus;
}
