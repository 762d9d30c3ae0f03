/**
 * Search benchmark: `node --import tsx bench/search.ts`.
 *
 * Generates BENCH_SEARCH_ENTRIES (default 100,000) Chinese and mixed-script entry pages
 * directly into a fresh database (a temporary SQLite file, or a new bench_search_<random>
 * schema of BENCH_DATABASE_URL's PostgreSQL, dropped afterwards), times a full index build
 * (rebuildSearchIndex), starts the API server on a free 127.0.0.1 port and measures
 * /wapi/search latency (p50, p95, p99 over BENCH_SEARCH_QUERIES sequential requests per class,
 * after a warm-up) for two-character words, 3–6-character words, a very common word, two words
 * and Latin words, plus suggestions. It prints figures; it is not a test and never fails on a time.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app.ts';
import { loadConfig } from '../server/config/env.ts';
import type { Insertable } from 'kysely';
import { openDatabase, type Db } from '../server/db/database.ts';
import type { ContentTable } from '../server/db/schema.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { dropPostgresSchema } from '../server/db/schema-lock.ts';
import { rebuildSearchIndex } from '../server/domains/search/reindex.ts';
import { createRandom, type Random } from '../server/seed/demo/random.ts';
import { localStorage } from '../server/storage/local-storage.ts';
import { heading, integer, printTable } from './format.ts';
import { wholeNumberFromEnv } from './settings.ts';

const ENTRIES = wholeNumberFromEnv('BENCH_SEARCH_ENTRIES', 100_000);
const QUERIES = wholeNumberFromEnv('BENCH_SEARCH_QUERIES', 300);
const WARMUP = 30;

/** Characters words are made of: the 600 most common Han characters are enough for variety. */
const HAN = [
  ...'的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严龙飞',
];
const LATIN = ['HP', 'ATK', 'DEF', 'Lv', 'Genshin', 'Impact', 'Boss', 'DPS', 'Buff', 'Debuff', 'Combo', 'Main', 'Sub', 'CRIT', 'Energy', 'Recharge'];

function word(random: Random, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += random.pick(HAN);
  return text;
}

interface Corpus {
  vocabulary: string[];
  names: string[];
  common: string;
}

/** Inserts the entries in batches; answers the words the queries are drawn from. */
async function generate(db: Db, editionId: number, random: Random): Promise<Corpus> {
  const vocabulary = Array.from({ length: 4_000 }, (_, i) => word(random, i % 5 === 0 ? 3 : 2));
  const common = '材料';
  const now = Math.floor(Date.now() / 1000);
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
  const names: string[] = [];
  const BATCH = 500;
  for (let start = 0; start < ENTRIES; start += BATCH) {
    const rows: Array<Insertable<ContentTable>> = [];
    for (let i = start; i < Math.min(ENTRIES, start + BATCH); i++) {
      const mixed = i % 7 === 0;
      const name = mixed
        ? `${random.pick(vocabulary)}${random.pick(LATIN)}${random.int(1, 90)}`
        : `${random.pick(vocabulary)}${random.pick(vocabulary)}${i % 3 === 0 ? random.pick(vocabulary) : ''}`;
      names.push(name);
      const sentences: string[] = [];
      const count = random.int(3, 7);
      for (let s = 0; s < count; s++) {
        const words = Array.from({ length: random.int(4, 9) }, () => (random.int(0, 9) === 0 ? random.pick(LATIN) : random.pick(vocabulary)));
        if (random.int(0, 1) === 0) words.splice(random.int(0, words.length), 0, common);
        sentences.push(words.join(random.int(0, 3) === 0 ? ' ' : ''));
      }
      rows.push({
        edition_id: editionId,
        title: name,
        summary: `${name}的介绍`,
        body: JSON.stringify([{ type: 'paragraph', children: [{ text: `${sentences.join('。')}。` }] }]),
        alias_name: i % 10 === 0 ? random.pick(vocabulary) + random.pick(vocabulary) : '',
        icon: `/img/bench-${i % 50}.png`,
        created_at: now,
        updated_at: now,
      });
    }
    await db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('contents').values(rows).returning('id').execute();
      await trx
        .insertInto('channel_contents')
        .values(
          inserted.map((row, n) => ({
            channel_id: channelIds[(start + n) % channelIds.length]!,
            content_id: row.id,
            sort: 0,
            ext: JSON.stringify({ filter: { value: [`稀有度/${(n % 5) + 1}星`] } }),
          })),
        )
        .execute();
      await trx
        .insertInto('content_pv')
        .values(inserted.map((row) => ({ edition_id: editionId, content_id: row.id, pv: Math.floor(random.next() ** 4 * 100_000) })))
        .execute();
    });
  }
  return { vocabulary, names, common };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(base: string, queries: string[], path = '/wapi/search'): Promise<{ p50: number; p95: number; p99: number; avgHits: number }> {
  const run = async (keyword: string) => {
    const start = performance.now();
    const response = await fetch(`${base}${path}?keyword=${encodeURIComponent(keyword)}&page_num=1&page_size=10`);
    const body = (await response.json()) as { retcode: number; data: { list?: unknown[]; word_list?: unknown[] } };
    const elapsed = performance.now() - start;
    if (body.retcode !== 0) throw new Error(`search '${keyword}' answered retcode ${body.retcode}`);
    return { elapsed, hits: (body.data.list ?? body.data.word_list ?? []).length };
  };
  for (const keyword of queries.slice(0, WARMUP)) await run(keyword);
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < QUERIES; i++) {
    const result = await run(queries[i % queries.length]!);
    times.push(result.elapsed);
    hits += result.hits;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), avgHits: hits / QUERIES };
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-bench-search-'));
  const schema = databaseUrl ? `bench_search_${crypto.randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const database = await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir });
  let app: Awaited<ReturnType<typeof buildServer>> | undefined;
  try {
    const { db } = database;
    await migrateToLatest(db as never, database.dialect);
    console.log(`Search benchmark: node ${process.version}, ${database.dialect === 'postgres' ? `PostgreSQL schema ${schema}` : `SQLite at ${dataDir}`}`);
    const edition = await db
      .insertInto('editions')
      .values({ app_sn: 'bench', game: 'bench', name: 'Bench', base_path: '/bench/wiki/', created_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const random = createRandom(20261122);

    let start = performance.now();
    const corpus = await generate(db, edition.id, random);
    console.log(`${integer(ENTRIES)} entries generated in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    start = performance.now();
    const indexed = await rebuildSearchIndex(db);
    const buildSeconds = (performance.now() - start) / 1000;
    console.log(`index built: ${integer(indexed)} entries in ${buildSeconds.toFixed(1)} s (${integer(indexed / buildSeconds)} entries/s)`);
    if (database.dialect === 'sqlite') {
      const { sql } = await import('kysely');
      await sql`insert into search_fts (search_fts) values ('optimize')`.execute(db);
      await sql`analyze`.execute(db);
    } else {
      const { sql } = await import('kysely');
      await sql`analyze`.execute(db);
    }

    app = await buildServer({ config, database, storage: localStorage(path.join(dataDir, 'uploads')) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/bench`;

    const pick = (list: string[], n: number, map: (value: string) => string = (v) => v) => Array.from({ length: n }, () => map(random.pick(list)));
    const twoChar = corpus.vocabulary.filter((w) => w.length === 2);
    const classes: Array<[string, string[], string?]> = [
      ['2-character word', pick(twoChar, 200)],
      [
        '3–6-character word',
        pick(corpus.names, 200, (name) =>
          [...name]
            .filter((ch) => /\p{Script=Han}/u.test(ch))
            .slice(0, 3 + random.int(0, 3))
            .join(''),
        ),
      ],
      ['very common word (材料)', [corpus.common]],
      ['two words', pick(twoChar, 200, (w) => `${w} ${random.pick(twoChar)}`)],
      ['Latin word / prefix', pick(LATIN, 200, (w) => (random.int(0, 1) === 0 ? w.toLowerCase() : w.slice(0, 3)))],
      ['exact name', pick(corpus.names, 200)],
      ['suggestion (1–2 characters)', pick(twoChar, 200, (w) => w.slice(0, random.int(1, 2))), '/wapi/search_suggestion'],
    ];
    heading(`/wapi/search latency over HTTP, ${QUERIES} sequential requests per class (after ${WARMUP} warm-up)`);
    const rows: string[][] = [];
    for (const [label, queries, route] of classes) {
      const result = await measure(base, queries, route);
      rows.push([label, result.p50.toFixed(2), result.p95.toFixed(2), result.p99.toFixed(2), result.avgHits.toFixed(1)]);
    }
    printTable(['query class', 'p50 ms', 'p95 ms', 'p99 ms', 'results/req'], rows);
  } finally {
    await app?.close();
    await database.destroy();
    if (databaseUrl && schema) await dropPostgresSchema(databaseUrl, schema);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
