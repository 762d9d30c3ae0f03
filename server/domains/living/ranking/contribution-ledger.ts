import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_TIME_ZONE, zoneDay } from '../../../../shared/time-zone.ts';
import type { ContributionRecordTable, Database } from '../../../db/schema.ts';
import { nowSeconds } from '../../../clock.ts';
import { chunks } from '../../../chunks.ts';

/**
 * The contribution ledger: what a contribution is worth, recorded once, summed for the rankings
 * (server/domains/living/ranking/ranking-service.ts reads the sums; page views:
 * server/domains/content/). Contributing and corrections credit value through it, the operator
 * rebuilds it when an edition's time zone moves.
 *
 * contribution_records holds every contribution; the rankings never read it. Each record also
 * adds its value, in the same transaction, to three aggregates (server/db/tables/ranking.ts):
 * contribution_daily (edition, user, wiki day), contribution_totals (edition, user) and, when
 * the record is about an entry, contribution_content (edition, entry, user). The weekly and
 * monthly lists sum the last 7 or 30 daily rows of each user, so they roll with time without
 * any job; the overall list walks contribution_totals in index order. Record contributions only
 * through recordContribution()/recordContributions() so the aggregates stay exact; after writing
 * records any other way (imports, repairs), call rebuildContributionAggregates().
 */

export const CONTRIBUTION_KINDS = ['entry_edit', 'correction'] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];

export type ContributionRecord = Selectable<ContributionRecordTable>;

export interface ContributionInput {
  editionId: number;
  userId: number;
  kind: ContributionKind;
  value: number;
  /** The content entry the contribution was made to, if any. */
  contentId?: number | null | undefined;
  /** Unix seconds; now when absent. */
  createdAt?: number | undefined;
}

/**
 * The wiki day (days since 1970-01-01 on the edition's clock: its time_zone setting, the spec's
 * UTC+8 by default) of a unix time in seconds.
 */
export const wikiDay = (seconds: number, timeZone: string = DEFAULT_TIME_ZONE) => zoneDay(seconds, timeZone);

/** The time zones of editions, by id (the default for an id with no row). */
export async function editionZones(db: Kysely<Database>, editionIds: number[]): Promise<(editionId: number) => string> {
  const ids = [...new Set(editionIds)];
  const rows = ids.length ? await db.selectFrom('editions').select(['id', 'time_zone']).where('id', 'in', ids).execute() : [];
  const zones = new Map(rows.map((row) => [row.id, row.time_zone || DEFAULT_TIME_ZONE]));
  return (editionId) => zones.get(editionId) ?? DEFAULT_TIME_ZONE;
}

/** Rows per multi-row INSERT: far below SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK = 1_000;
/** Contribution records read at a time when the aggregates are rebuilt. */
const REBUILD_BATCH = 10_000;

function checkInput(input: ContributionInput): void {
  const positive = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;
  if (!positive(input.editionId)) throw new TypeError(`recordContribution: editionId must be a positive integer, got ${input.editionId}`);
  if (!positive(input.userId)) throw new TypeError(`recordContribution: userId must be a positive integer, got ${input.userId}`);
  if (!CONTRIBUTION_KINDS.includes(input.kind)) throw new TypeError(`recordContribution: unknown kind '${input.kind}'`);
  if (!Number.isSafeInteger(input.value)) throw new TypeError(`recordContribution: value must be an integer, got ${input.value}`);
  if (input.contentId != null && !positive(input.contentId))
    throw new TypeError(`recordContribution: contentId must be a positive integer, got ${input.contentId}`);
  if (input.createdAt !== undefined && !positive(input.createdAt))
    throw new TypeError(`recordContribution: createdAt must be unix seconds, got ${input.createdAt}`);
}

/** Sums values by key, keeping one row per key (one multi-row upsert may not touch a row twice). */
function sumBy<T extends { value: number }>(rows: T[], key: (row: T) => string): T[] {
  const sums = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    const seen = sums.get(k);
    if (seen) seen.value += row.value;
    else sums.set(k, { ...row });
  }
  return [...sums.values()];
}

/**
 * Records contributions and adds them to the ranking aggregates in one transaction (the
 * caller's, when `db` is a transaction already). Use this, not an INSERT into
 * contribution_records, whenever a feature grants contribution value.
 */
export async function recordContributions(db: Kysely<Database>, inputs: ContributionInput[]): Promise<ContributionRecord[]> {
  inputs.forEach(checkInput);
  if (inputs.length === 0) return [];
  if (!db.isTransaction) return db.transaction().execute((trx) => recordContributions(trx, inputs));

  const time = nowSeconds();
  const rows = inputs.map((input) => ({
    edition_id: input.editionId,
    user_id: input.userId,
    kind: input.kind,
    value: input.value,
    content_id: input.contentId ?? null,
    created_at: input.createdAt ?? time,
  }));
  const records: ContributionRecord[] = [];
  for (const chunk of chunks(rows, INSERT_CHUNK)) {
    records.push(...(await db.insertInto('contribution_records').values(chunk).returningAll().execute()));
  }

  const zoneOf = await editionZones(
    db,
    rows.map((row) => row.edition_id),
  );
  const daily = sumBy(
    rows.map((row) => ({ edition_id: row.edition_id, user_id: row.user_id, day: wikiDay(row.created_at, zoneOf(row.edition_id)), value: row.value })),
    (row) => `${row.edition_id}:${row.day}:${row.user_id}`,
  );
  for (const chunk of chunks(daily, INSERT_CHUNK)) {
    await db
      .insertInto('contribution_daily')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['edition_id', 'day', 'user_id']).doUpdateSet((eb) => ({ value: eb('contribution_daily.value', '+', eb.ref('excluded.value')) })),
      )
      .execute();
  }

  const totals = sumBy(
    rows.map((row) => ({ edition_id: row.edition_id, user_id: row.user_id, value: row.value })),
    (row) => `${row.edition_id}:${row.user_id}`,
  );
  for (const chunk of chunks(totals, INSERT_CHUNK)) {
    await db
      .insertInto('contribution_totals')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['edition_id', 'user_id']).doUpdateSet((eb) => ({ value: eb('contribution_totals.value', '+', eb.ref('excluded.value')) })),
      )
      .execute();
  }

  const perContent = sumBy(
    rows.flatMap((row) =>
      row.content_id === null ? [] : [{ edition_id: row.edition_id, content_id: row.content_id, user_id: row.user_id, value: row.value }],
    ),
    (row) => `${row.edition_id}:${row.content_id}:${row.user_id}`,
  );
  for (const chunk of chunks(perContent, INSERT_CHUNK)) {
    await db
      .insertInto('contribution_content')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['edition_id', 'content_id', 'user_id']).doUpdateSet((eb) => ({ value: eb('contribution_content.value', '+', eb.ref('excluded.value')) })),
      )
      .execute();
  }
  return records;
}

/** Records one contribution and adds it to the ranking aggregates in the same transaction. */
export async function recordContribution(db: Kysely<Database>, input: ContributionInput): Promise<ContributionRecord> {
  const [record] = await recordContributions(db, [input]);
  return record!;
}

/**
 * Recomputes the ranking aggregates from contribution_records (one edition, or all), in one
 * transaction: for records written before the aggregates existed, or by other means.
 */
export async function rebuildContributionAggregates(db: Kysely<Database>, editionId?: number): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => rebuildContributionAggregates(trx, editionId));
  const scoped = editionId !== undefined;
  const edition = editionId ?? 0;

  await db
    .deleteFrom('contribution_daily')
    .$if(scoped, (q) => q.where('edition_id', '=', edition))
    .execute();
  await db
    .deleteFrom('contribution_totals')
    .$if(scoped, (q) => q.where('edition_id', '=', edition))
    .execute();
  await db
    .deleteFrom('contribution_content')
    .$if(scoped, (q) => q.where('edition_id', '=', edition))
    .execute();

  const records = () => db.selectFrom('contribution_records').$if(scoped, (q) => q.where('edition_id', '=', edition));

  // Days are cut at the edition's midnights, which SQL cannot find for a zone with daylight
  // saving: the records are read in id order, a batch at a time, and summed here.
  const daily = new Map<string, { edition_id: number; user_id: number; day: number; value: number }>();
  const zoneOf = await editionZones(db, scoped ? [edition] : (await db.selectFrom('editions').select('id').execute()).map((row) => row.id));
  for (let after = 0; ;) {
    const batch = await records()
      .select(['id', 'edition_id', 'user_id', 'created_at', 'value'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(REBUILD_BATCH)
      .execute();
    for (const record of batch) {
      const day = wikiDay(record.created_at, zoneOf(record.edition_id));
      const key = `${record.edition_id}:${day}:${record.user_id}`;
      const sum = daily.get(key);
      if (sum) sum.value += record.value;
      else daily.set(key, { edition_id: record.edition_id, user_id: record.user_id, day, value: record.value });
    }
    if (batch.length < REBUILD_BATCH) break;
    after = batch[batch.length - 1]!.id;
  }
  for (const chunk of chunks([...daily.values()], INSERT_CHUNK)) await db.insertInto('contribution_daily').values(chunk).execute();
  await db
    .insertInto('contribution_totals')
    .columns(['edition_id', 'user_id', 'value'])
    .expression(
      records()
        .select((eb) => ['edition_id', 'user_id', eb.fn.sum<number>('value').as('value')])
        .groupBy(['edition_id', 'user_id']),
    )
    .execute();
  await db
    .insertInto('contribution_content')
    .columns(['edition_id', 'content_id', 'user_id', 'value'])
    .expression(
      records()
        .select((eb) => ['edition_id', 'content_id', 'user_id', eb.fn.sum<number>('value').as('value')])
        .where('content_id', 'is not', null)
        .groupBy(['edition_id', 'content_id', 'user_id']),
    )
    .execute();
}
