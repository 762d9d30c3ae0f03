import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { QueryTerm } from './tokenize.ts';

/**
 * How PostgreSQL reads one tier's matches. Two plans exist and each is fast where the other is
 * slow: walking the rank-key index in popularity order and testing each row's tsvector stops
 * after `limit` matches (a word in half the entries: a few rows), but tests thousands of rows
 * (each a detoasted tsvector) for a rarer word; collecting every match through the GIN index
 * and sorting them is cheap for a rare word but reads tens of thousands of rows for a common
 * one. PostgreSQL's cost model underrates the tsvector test, so it walks the index for words in
 * 1 % of the entries (60 ms at 100,000 entries). The choice is therefore made here, from the
 * same statistics ANALYZE keeps (most common lexemes and their frequencies), cached a while.
 */

export type TsColumn = 'name_vec' | 'alias_vec' | 'body_vec';

interface ColumnStats {
  freq: Map<string, number>;
  /** Frequency assumed for a lexeme not among the most common ones. */
  rare: number;
}

interface TableStats {
  rows: number;
  columns: Map<TsColumn, ColumnStats>;
  at: number;
}

/** Statistics are read again after this long. */
const STATS_TTL_MS = 5 * 60_000;
const cache = new WeakMap<Db, TableStats | Promise<TableStats | undefined>>();

async function readStats(db: Db): Promise<TableStats | undefined> {
  const rows = await sql<{ attname: TsColumn; elems: string[] | null; freqs: number[] | null; reltuples: number }>`
    select s.attname, s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs, c.reltuples
    from pg_stats s join pg_class c on c.relname = s.tablename and c.relnamespace = (select oid from pg_namespace where nspname = s.schemaname)
    where s.schemaname = current_schema() and s.tablename = 'search_docs' and s.attname in ('name_vec', 'alias_vec', 'body_vec')`.execute(db);
  if (rows.rows.length === 0) return undefined;
  const columns = new Map<TsColumn, ColumnStats>();
  let total = 0;
  for (const row of rows.rows) {
    total = Math.max(total, Number(row.reltuples));
    const elems = row.elems ?? [];
    const freqs = (row.freqs ?? []).map(Number);
    const freq = new Map<string, number>();
    elems.forEach((lexeme, index) => freq.set(lexeme, freqs[index] ?? 0));
    // After the per-lexeme frequencies come their minimum and maximum.
    const min = freqs[elems.length] ?? 0;
    columns.set(row.attname, { freq, rare: elems.length > 0 ? min / 2 : 0 });
  }
  return { rows: total, columns, at: Date.now() };
}

/** The cached statistics of search_docs, or undefined before the first ANALYZE (or inside a transaction). */
async function statsOf(db: Db): Promise<TableStats | undefined> {
  if (db.isTransaction) return undefined;
  const hit = cache.get(db);
  if (hit && !(hit instanceof Promise) && Date.now() - hit.at < STATS_TTL_MS) return hit;
  if (hit instanceof Promise) return hit;
  const pending = readStats(db).then(
    (stats) => {
      if (stats) cache.set(db, stats);
      else cache.delete(db);
      return stats;
    },
    () => {
      cache.delete(db);
      return undefined;
    },
  );
  cache.set(db, pending);
  return pending;
}

/** Forgets the statistics (after a rebuild and its ANALYZE). */
export const forgetSearchStats = (db: Db) => cache.delete(db);

/** The share of entries a lexeme (or, for a prefix, any lexeme starting with it) is in. */
function lexemeShare(stats: ColumnStats, token: string, prefix: boolean): number {
  if (!prefix) return stats.freq.get(token) ?? stats.rare;
  let share = stats.rare;
  for (const [lexeme, freq] of stats.freq) if (lexeme.startsWith(token)) share += freq;
  return Math.min(1, share);
}

/** Estimated share of entries matching every term (terms taken as independent; a phrase as its rarest bigram). */
function matchShare(stats: ColumnStats, terms: QueryTerm[], scopeLexeme: string | undefined): number {
  let share = scopeLexeme ? lexemeShare(stats, scopeLexeme, false) : 1;
  for (const term of terms) {
    if (term.kind === 'phrase') share *= Math.min(...term.tokens.map((token) => lexemeShare(stats, token, false)));
    else share *= lexemeShare(stats, term.token, term.kind === 'prefix');
  }
  return share;
}

/** Relative cost of testing one row's tsvector in rank order, against fetching one matched row. */
const TEST_TO_FETCH_COST = 9;

/**
 * 'rank' to walk the rank-key order, 'collect' to collect all matches and sort: walking tests
 * about limit/share rows, collecting fetches share·rows rows.
 */
export async function choosePlan(db: Db, column: TsColumn, terms: QueryTerm[], scopeLexeme: string | undefined, limit: number): Promise<'rank' | 'collect'> {
  const stats = await statsOf(db);
  const columnStats = stats?.columns.get(column);
  if (!stats || !columnStats || stats.rows <= 0) return 'collect';
  const share = matchShare(columnStats, terms, scopeLexeme);
  if (share <= 0) return 'collect';
  const walked = (limit / share) * TEST_TO_FETCH_COST;
  const collected = share * stats.rows;
  return walked < collected ? 'rank' : 'collect';
}
