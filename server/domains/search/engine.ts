import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database.ts';
import { highlight, highlightLead, matchRanges, snippet } from './highlight.ts';
import { pinyinKeys, pinyinLeadLength, pinyinQuery, type PinyinQuery } from './pinyin-keys.ts';
import { choosePlan, type TsColumn } from './pg-plan.ts';
import { scopeLexeme, scopeToken } from './store.ts';
import { charKind, foldText, queryTerms, type QueryTerm } from './tokenize.ts';
import { isNameKind, nameKind } from './translated-text.ts';

/**
 * Queries of the search index. Ranking: the exact name first, then entries whose name matches,
 * then those a pinyin keyword names in full (`hutao`, `ht`), then whose aliases match, then
 * those whose pinyin starts with it (`huta`), then whose text matches; inside each tier the most
 * viewed first (the index's rank-key order, so even a word in every entry reads only its first
 * postings). A character match in a name ranks above a pinyin one.
 *
 * In an edition with several content languages (issue 31) the index holds every language's names,
 * and a search in the reader's language first walks two tiers of that language alone: its exact
 * name, then entries whose name or aliases in that language hold the keyword; then the tiers
 * above over every language. A single-language edition asks for no language and walks only those.
 */

/** The reader's language of a search, in an edition with several content languages. */
export interface SearchLanguage {
  /** The translation language whose names rank first; undefined for the source language. */
  lang: string | undefined;
  /**
   * The reader's name and text of found entries where they have them (a translation), and a
   * conversion of the shown name and snippet of the others (the traditional view); the rest are
   * shown as indexed.
   */
  texts?: (found: Array<{ id: number; name: string }>) => Promise<ReaderTexts>;
}

export interface ReaderTexts {
  texts: Map<number, { name: string; body: string }>;
  convert?: (text: string) => string;
}

export interface SearchQuery {
  editionId: number;
  keyword: string;
  /** Only entries under this channel (or its descendants). */
  menuId?: number | undefined;
  pageNum: number;
  pageSize: number;
  /** The reader's language (several content languages only): its matches first, its names shown. */
  language?: SearchLanguage | undefined;
}

export interface SearchHit {
  entry_page_id: string;
  name: string;
  body: string;
  icon_url: string;
  menus: Array<{ id: number; name: string }>;
}

type Tier = 'name' | 'aliases' | 'any';

/** FTS5 text of a term (tokens are letters and digits only: nothing to escape). */
function ftsTerm(term: QueryTerm): string {
  if (term.kind === 'phrase') return `"${term.tokens.join(' ')}"`;
  if (term.kind === 'word') return `"${term.token}"`;
  return `"${term.token}"*`;
}

/** The FTS5 table and column of a tier. */
const FTS_TARGET: Record<Tier, { table: 'search_fts_names' | 'search_fts'; column: string }> = {
  name: { table: 'search_fts_names', column: 'name' },
  aliases: { table: 'search_fts_names', column: 'aliases' },
  any: { table: 'search_fts', column: 'text' },
};

export function ftsExpression(terms: QueryTerm[], tier: Tier, menuId: number | undefined): string {
  const parts = menuId === undefined ? [] : [`scope : ${scopeToken(menuId)}`];
  for (const term of terms) parts.push(`${FTS_TARGET[tier].column} : ${ftsTerm(term)}`);
  return parts.join(' AND ');
}

/** The tsvector column of a tier. */
const TS_COLUMN: Record<Tier, TsColumn> = { name: 'name_vec', aliases: 'alias_vec', any: 'body_vec' };

/** tsquery text of the terms (lexemes are letters and digits; scope lexemes are quoted too). */
export function tsqueryText(terms: QueryTerm[], menuId: number | undefined): string {
  const parts = terms.map((term) => {
    if (term.kind === 'phrase') return `(${term.tokens.map((token) => `'${token}'`).join(' <-> ')})`;
    return term.kind === 'prefix' ? `'${term.token}':*` : `'${term.token}'`;
  });
  if (menuId !== undefined) parts.unshift(`'${scopeLexeme(menuId)}'`);
  return parts.join(' & ');
}

/**
 * The terms as the body tier reads them: a number being typed is a whole number there (潮汐之杯2
 * finds 潮汐之杯 20 by its name, not every body with a number from 2 up: a digit's prefix would
 * merge the postings of every number it starts, in every body).
 */
const bodyTerms = (terms: QueryTerm[]): QueryTerm[] =>
  terms.map((term) => (term.kind === 'prefix' && charKind(term.token[0]!) === 'digits' ? { ...term, kind: 'word' } : term));

/** Content ids of one tier's matches, most viewed first, at most `limit`. */
async function tierMatches(db: Db, tierTerms: QueryTerm[], tier: Tier, editionId: number, menuId: number | undefined, limit: number): Promise<number[]> {
  const terms = tier === 'any' ? bodyTerms(tierTerms) : tierTerms;
  if (isPostgres(db)) {
    const column = TS_COLUMN[tier];
    const query = tsqueryText(terms, menuId);
    const plan = await choosePlan(db, column, terms, menuId === undefined ? undefined : scopeLexeme(menuId), limit);
    const rows =
      plan === 'rank'
        ? await sql<{ content_id: number }>`
            select content_id from search_docs
            where edition_id = ${editionId} and ${sql.ref(column)} @@ ${query}::tsquery
            order by rank_key limit ${limit}`.execute(db)
        : await sql<{ content_id: number }>`
            with matched as materialized (
              select content_id, rank_key from search_docs where edition_id = ${editionId} and ${sql.ref(column)} @@ ${query}::tsquery
            )
            select content_id from matched order by rank_key limit ${limit}`.execute(db);
    return rows.rows.map((row) => Number(row.content_id));
  }
  // The edition is checked by joining each match (in rank order) to its row: the limit stops it early.
  const { table } = FTS_TARGET[tier];
  const rows = await sql<{ content_id: number }>`
    select d.content_id from ${sql.table(table)} f join search_docs d on d.rank_key = f.rowid
    where ${sql.table(table)} match ${ftsExpression(terms, tier, menuId)} and d.edition_id = ${editionId}
    order by f.rowid limit ${limit}`.execute(db);
  return rows.rows.map((row) => Number(row.content_id));
}

type ExactRow = { content_id: number; scope: string; kind: number };

/**
 * Names equal to the keyword (folded), in any language or in the one whose name kind is given, most
 * viewed first, with their kind and scope (the channel filter is applied to what is read: inMenu).
 */
async function exactNameRows(db: Db, keyword: string, editionId: number, limit: number, kind?: number): Promise<ExactRow[]> {
  const norm = foldText(keyword);
  if (!norm) return [];
  return db
    .selectFrom('search_names as n')
    .innerJoin('search_docs as d', 'd.content_id', 'n.content_id')
    .select(['n.content_id', 'd.scope', 'n.kind'])
    .where('n.edition_id', '=', editionId)
    .where('n.norm', '=', norm)
    .where(kind === undefined ? sql<number>`n.kind % 2` : sql.ref('n.kind'), '=', kind ?? 0)
    .orderBy('n.rank_key')
    .limit(limit)
    .execute();
}

const inMenu = (rows: ExactRow[], menuId: number | undefined) =>
  rows.filter((row) => menuId === undefined || row.scope.includes(` ${menuId} `)).map((row) => Number(row.content_id));

/**
 * A tier's reads kept for one search, so the reader's-language tiers and the tiers of every
 * language read the index once: a list read with a limit answers any smaller one, and any larger
 * one once it came back short (all there is).
 */
function keptReads<T>(read: (limit: number) => Promise<T[]>): (limit: number) => Promise<T[]> {
  let kept: { limit: number; rows: T[] } | undefined;
  return async (limit) => {
    if (kept && (limit <= kept.limit || kept.rows.length < kept.limit)) return kept.rows.slice(0, limit);
    const rows = await read(limit);
    kept = { limit, rows };
    return rows;
  };
}

/** Keys read by prefix before the most viewed are picked (a prefix of two letters starts thousands). */
const PINYIN_PREFIX_SCAN = 2_000;

/**
 * Content ids of entries a pinyin keyword names (pinyin-keys.ts), most viewed first: those with
 * a key equal to it, or (`prefix`, the last syllable being typed) with a key starting with it.
 * A keyword holding Han characters (胡t) matches only names and aliases that hold them too.
 */
async function pinyinMatches(
  db: Db,
  query: PinyinQuery,
  how: 'exact' | 'prefix',
  editionId: number,
  menuId: number | undefined,
  limit: number,
): Promise<number[]> {
  if (how === 'prefix' && query.key.length < 2) return [];
  let select = db
    .selectFrom('search_pinyin as p')
    .innerJoin('search_docs as d', 'd.rank_key', 'p.rank_key')
    .select(['p.content_id', 'p.rank_key'])
    .where('p.edition_id', '=', editionId);
  if (menuId !== undefined) select = select.where('d.scope', 'like', `% ${menuId} %`);
  const rows =
    how === 'exact'
      ? await select
          .where('p.key', '=', query.key)
          .orderBy('p.rank_key')
          .limit(query.han.length > 0 ? limit * 4 : limit)
          .execute()
      : (await select.where('p.key', '>', query.key).where('p.key', '<', `${query.key}{`).orderBy('p.key').limit(PINYIN_PREFIX_SCAN).execute()).sort(
          (a, b) => Number(a.rank_key) - Number(b.rank_key),
        );
  let ids = [...new Set(rows.map((row) => Number(row.content_id)))];
  if (query.han.length > 0 && ids.length > 0) {
    const names = await db.selectFrom('search_names').select(['content_id', 'norm']).where('content_id', 'in', ids).execute();
    const holding = new Set(names.filter((row) => query.han.every((ch) => row.norm.includes(ch))).map((row) => Number(row.content_id)));
    ids = ids.filter((id) => holding.has(id));
  }
  return ids.slice(0, limit);
}

/** Matches of a name tier read before the reader's language keeps what it needs (then the tiers of every language follow). */
const LANGUAGE_SCAN = 2_000;

/**
 * Content ids of a name or aliases tier whose names (or aliases) in one language hold every term,
 * most viewed first, at most `limit`. The tier over every language is read and the language's
 * rows checked; it is read further until it is exhausted or `limit` are kept (up to LANGUAGE_SCAN),
 * so a later page extends the list an earlier page saw.
 */
async function languageTierMatches(
  db: Db,
  terms: QueryTerm[],
  tier: 'name' | 'aliases',
  lang: string | undefined,
  readTier: (limit: number) => Promise<number[]>,
  limit: number,
): Promise<number[]> {
  const kind = nameKind(lang, tier === 'aliases');
  for (let read = limit; ; read *= 4) {
    const ids = await readTier(read);
    const rows =
      ids.length === 0
        ? []
        : await db.selectFrom('search_names').select(['content_id', 'display']).where('content_id', 'in', ids).where('kind', '=', kind).execute();
    const textOf = new Map<number, string>();
    for (const row of rows) textOf.set(Number(row.content_id), [textOf.get(Number(row.content_id)), row.display].filter(Boolean).join('\n'));
    const kept = ids.filter((id) => {
      const text = textOf.get(id);
      return text !== undefined && terms.every((term) => matchRanges(text, [term]).length > 0);
    });
    if (kept.length >= limit || ids.length < read || read >= LANGUAGE_SCAN) return kept.slice(0, limit);
  }
}

/**
 * Content ids of the first `needed` results in rank order. Each tier is read up to what the
 * page still needs plus what earlier tiers may repeat; a tier that fills the page ends the walk.
 */
async function rankedIds(db: Db, query: SearchQuery, terms: QueryTerm[], pinyin: PinyinQuery | undefined, needed: number): Promise<number[]> {
  const ordered: number[] = [];
  const seen = new Set<number>();
  const language = query.language;
  const names = (limit: number) => tierMatches(db, terms, 'name', query.editionId, query.menuId, limit);
  const aliases = (limit: number) => tierMatches(db, terms, 'aliases', query.editionId, query.menuId, limit);
  const exact = (limit: number) => exactNameRows(db, query.keyword, query.editionId, limit);
  // The reader's language first (several content languages only): its exact name, then its names
  // and aliases, from the same reads as the tiers of every language that follow.
  const read = language ? { names: keptReads(names), aliases: keptReads(aliases), exact: keptReads(exact) } : { names, aliases, exact };
  const languageTiers: Array<(limit: number) => Promise<number[]>> = language
    ? [
        async (limit) => {
          const kind = nameKind(language.lang, false);
          const rows = await read.exact(limit);
          // Every language's exact names hold the language's, unless the read was cut at the limit.
          const own = rows.length < limit ? rows.filter((row) => row.kind === kind) : await exactNameRows(db, query.keyword, query.editionId, limit, kind);
          return inMenu(own, query.menuId);
        },
        (limit) => languageTierMatches(db, terms, 'name', language.lang, read.names, limit),
        (limit) => languageTierMatches(db, terms, 'aliases', language.lang, read.aliases, limit),
      ]
    : [];
  const tiers: Array<(limit: number) => Promise<number[]>> = [
    ...languageTiers,
    async (limit) => inMenu(await read.exact(limit), query.menuId),
    read.names,
    (limit) => (pinyin ? pinyinMatches(db, pinyin, 'exact', query.editionId, query.menuId, limit) : Promise.resolve([])),
    read.aliases,
    (limit) => (pinyin ? pinyinMatches(db, pinyin, 'prefix', query.editionId, query.menuId, limit) : Promise.resolve([])),
    // Not for a name typed as characters and pinyin (胡t): its lone character's prefix would
    // walk every body, for text matches nobody typing a name wants.
    (limit) => (pinyin?.mixed ? Promise.resolve([]) : tierMatches(db, terms, 'any', query.editionId, query.menuId, limit)),
  ];
  for (const tier of tiers) {
    for (const id of await tier(needed + seen.size)) {
      if (seen.has(id)) continue;
      seen.add(id);
      ordered.push(id);
    }
    if (ordered.length >= needed) break;
  }
  return ordered;
}

/** One page of search results, highlighted; empty for a keyword without letters or digits. */
export async function searchEntries(db: Db, query: SearchQuery): Promise<SearchHit[]> {
  const terms = queryTerms(query.keyword);
  if (terms.length === 0) return [];
  const pinyin = pinyinQuery(query.keyword);
  const offset = (query.pageNum - 1) * query.pageSize;
  const ids = (await rankedIds(db, query, terms, pinyin, offset + query.pageSize)).slice(offset, offset + query.pageSize);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('search_docs').select(['content_id', 'name', 'icon_url', 'menus', 'body_text']).where('content_id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [Number(row.content_id), row]));
  // The reader's name and text where the entry has them (a translation, the traditional view).
  const reader = query.language?.texts ? await query.language.texts(rows.map((row) => ({ id: Number(row.content_id), name: row.name }))) : undefined;
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const text = reader?.texts.get(id);
    const shownName = text?.name || row.name;
    // A name found by its pinyin marks the characters the pinyin stands for (胡t: <em>胡桃</em>).
    const lead = pinyin ? pinyinLeadLength(shownName, pinyin.key) : 0;
    const name = lead > 0 ? highlightLead(shownName, lead) : highlight(shownName, terms);
    // The snippet from the reader's text, else from the source's where the keyword matched it.
    const body = (text && snippet(text.body, terms)) || snippet(row.body_text, terms);
    const convert = !text && reader?.convert ? reader.convert : undefined;
    return [
      {
        entry_page_id: String(id),
        name: convert ? convert(name) : name,
        body: convert ? convert(body) : body,
        icon_url: row.icon_url,
        menus: JSON.parse(row.menus) as SearchHit['menus'],
      },
    ];
  });
}

/** Most suggestions answered. */
export const SUGGESTION_COUNT = 10;

/**
 * Suggested words for a keyword being typed: entry names and aliases that start with it (the
 * shortest first, then the most viewed), then the names of entries a pinyin keyword names (in
 * full, then by prefix), then names and aliases that contain it.
 */
export async function suggestWords(db: Db, editionId: number, keyword: string): Promise<string[]> {
  const norm = foldText(keyword);
  const terms = queryTerms(keyword);
  if (!norm || terms.length === 0) return [];
  const prefixRows = await db
    .selectFrom('search_names')
    .select(['norm', 'display', 'rank_key'])
    .where('edition_id', '=', editionId)
    .where('norm', '>=', norm)
    .where('norm', '<', `${norm}\u{10FFFF}`)
    .orderBy('norm')
    .limit(SUGGESTION_COUNT * 5)
    .execute();
  prefixRows.sort((a, b) => [...a.norm].length - [...b.norm].length || Number(a.rank_key) - Number(b.rank_key));
  const words: string[] = [];
  const add = (word: string) => {
    if (words.length < SUGGESTION_COUNT && !words.includes(word)) words.push(word);
  };
  for (const row of prefixRows) add(row.display);
  const pinyin = pinyinQuery(keyword);
  if (pinyin && words.length < SUGGESTION_COUNT) {
    // Entries a pinyin keyword names in full, then those it starts: the name or alias it was read from.
    const ids = await pinyinMatches(db, pinyin, 'exact', editionId, undefined, SUGGESTION_COUNT);
    if (ids.length < SUGGESTION_COUNT) ids.push(...(await pinyinMatches(db, pinyin, 'prefix', editionId, undefined, SUGGESTION_COUNT)));
    if (ids.length > 0) {
      const names = await db.selectFrom('search_names').select(['content_id', 'kind', 'display']).where('content_id', 'in', ids).orderBy('kind').execute();
      for (const id of ids) {
        const own = names.filter((row) => Number(row.content_id) === id);
        const read = own.find((row) => pinyinKeys(row.display).some((key) => key.startsWith(pinyin.key))) ?? own[0];
        if (read) add(read.display);
      }
    }
  }
  if (words.length < SUGGESTION_COUNT) {
    const [byName, byAlias] = await Promise.all([
      tierMatches(db, terms, 'name', editionId, undefined, SUGGESTION_COUNT),
      tierMatches(db, terms, 'aliases', editionId, undefined, SUGGESTION_COUNT),
    ]);
    const ids = [...byName, ...byAlias];
    if (ids.length > 0) {
      const names = await db.selectFrom('search_names').select(['content_id', 'kind', 'display', 'norm']).where('content_id', 'in', ids).execute();
      for (const id of ids) {
        const own = names.filter((row) => Number(row.content_id) === id);
        const hit =
          own.find((row) => isNameKind(row.kind) && row.norm.includes(norm)) ?? own.find((row) => row.norm.includes(norm)) ?? own.find((row) => row.kind === 0);
        if (hit) add(hit.display);
      }
    }
  }
  return words;
}
