import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database.ts';
import type { SearchDocument } from './document.ts';
import { rankKey } from './rank-key.ts';
import { pinyinKeys } from './pinyin-keys.ts';
import { foldText, indexTokens } from './tokenize.ts';
import { chunks } from '../../chunks.ts';
import { nameKind } from './translated-text.ts';

/**
 * Writes index documents into the dialect's index (search_docs, search_names and search_pinyin on
 * both; the FTS5 table on SQLite, the doc_vec tsvector on PostgreSQL). Callers run it in a
 * transaction.
 */

/** The scope token of a channel a document is found under (never produced from a keyword). */
export const scopeToken = (channelId: number) => `m${channelId}`;
/** PostgreSQL lexemes of scope tokens start with '#', a character keywords never yield. */
export const scopeLexeme = (channelId: number) => `#m${channelId}`;

/** tsvector limits: positions up to 16383, at most 256 positions kept per lexeme. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 256;
/** Positions skipped between texts, so no phrase runs from one into the next. */
const TEXT_GAP = 8;

/** A tsvector literal of texts (each tokenized on its own) plus the document's scope lexemes. */
export function tsvectorLiteral(texts: string[], scope: number[]): string {
  const positions = new Map<string, number[]>();
  let position = 0;
  for (const text of texts) {
    for (const token of indexTokens(text)) {
      position = Math.min(MAX_POSITION, position + 1);
      const list = positions.get(token) ?? [];
      if (list.length < MAX_POSITIONS_PER_LEXEME && list[list.length - 1] !== position) list.push(position);
      positions.set(token, list);
    }
    position = Math.min(MAX_POSITION, position + TEXT_GAP);
  }
  const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  const parts = [...positions].map(([lexeme, list]) => `${quote(lexeme)}:${list.join(',')}`);
  for (const id of scope) parts.push(quote(scopeLexeme(id)));
  return parts.join(' ');
}

const docRow = (doc: SearchDocument, key: number) => ({
  content_id: doc.contentId,
  edition_id: doc.editionId,
  rank_key: key,
  name: doc.name,
  icon_url: doc.iconUrl,
  menus: JSON.stringify(doc.menus),
  scope: doc.scope.length > 0 ? ` ${doc.scope.join(' ')} ` : '',
  body_text: doc.bodyText,
});

/** The names of a document in every language: the source's, then each translation's (the source's alone for most entries). */
const allNames = (doc: SearchDocument) =>
  doc.translations.length === 0 ? [doc.name] : [doc.name, ...doc.translations.map((text) => text.name).filter(Boolean)];
/** The aliases of a document in every language. */
const allAliases = (doc: SearchDocument) =>
  doc.translations.length === 0 ? doc.aliases : [...doc.aliases, ...doc.translations.flatMap((text) => text.aliases)];
/** Text searched with the body besides the names and aliases: the source's, then each translation's. */
const allBodyTexts = (doc: SearchDocument) => [doc.bodyText, doc.facetText, ...doc.translations.map((text) => text.bodyText).filter(Boolean)];

function nameRows(doc: SearchDocument, key: number) {
  const rows = new Map<string, { edition_id: number; norm: string; content_id: number; kind: number; display: string; rank_key: number }>();
  const add = (display: string, kind: number) => {
    const norm = foldText(display);
    if (norm && !rows.has(`${kind}:${norm}`))
      rows.set(`${kind}:${norm}`, { edition_id: doc.editionId, norm, content_id: doc.contentId, kind, display, rank_key: key });
  };
  add(doc.name, 0);
  for (const alias of doc.aliases) add(alias, 1);
  // A translation's names under its language's kinds: the reader's language ranks first (engine.ts).
  for (const text of doc.translations) {
    if (text.name) add(text.name, nameKind(text.lang, false));
    for (const alias of text.aliases) add(alias, nameKind(text.lang, true));
  }
  return [...rows.values()];
}

/** The pinyin keys of a document's name and aliases, one row each. */
function pinyinRows(doc: SearchDocument, key: number) {
  const keys = new Set([...allNames(doc), ...allAliases(doc)].flatMap(pinyinKeys));
  return [...keys].map((pinyin) => ({ edition_id: doc.editionId, key: pinyin, rank_key: key, content_id: doc.contentId }));
}

/** Removes a content from the index (nothing happens when it is not there). */
export async function removeFromIndex(db: Db, contentId: number): Promise<void> {
  const old = await db.selectFrom('search_docs').select(['rank_key', 'edition_id']).where('content_id', '=', contentId).executeTakeFirst();
  if (!old) return;
  if (!isPostgres(db)) {
    await sql`delete from search_fts_names where rowid = ${Number(old.rank_key)}`.execute(db);
    await sql`delete from search_fts where rowid = ${Number(old.rank_key)}`.execute(db);
  }
  // Its pinyin keys are those of the names it was indexed with (the table is keyed by key, not by content).
  const names = await db.selectFrom('search_names').select('display').where('content_id', '=', contentId).execute();
  const keys = [...new Set(names.flatMap((row) => pinyinKeys(row.display)))];
  for (const slice of chunks(keys, 500))
    await db
      .deleteFrom('search_pinyin')
      .where('edition_id', '=', Number(old.edition_id))
      .where('key', 'in', slice)
      .where('rank_key', '=', Number(old.rank_key))
      .execute();
  await db.deleteFrom('search_names').where('content_id', '=', contentId).execute();
  await db.deleteFrom('search_docs').where('content_id', '=', contentId).execute();
}

/** Adds documents that are not in the index (after removeFromIndex, or into an empty index). */
export async function addToIndex(db: Db, docs: SearchDocument[]): Promise<void> {
  if (docs.length === 0) return;
  const postgres = isPostgres(db);
  // Batches stay under SQLite's bound-parameter limit.
  for (let start = 0; start < docs.length; start += 200) {
    const batch = docs.slice(start, start + 200);
    const keyed = batch.map((doc) => ({ doc, key: rankKey(doc.contentId, doc.pv) }));
    if (postgres) {
      const values = keyed.map(({ doc, key }) => {
        const row = docRow(doc, key);
        const nameVec = tsvectorLiteral(allNames(doc), doc.scope);
        const aliasVec = tsvectorLiteral(allAliases(doc), doc.scope);
        const bodyVec = tsvectorLiteral([...allNames(doc), ...allAliases(doc), ...allBodyTexts(doc)], doc.scope);
        return sql`(${row.content_id}, ${row.edition_id}, ${row.rank_key}, ${row.name}, ${row.icon_url}, ${row.menus}, ${row.scope}, ${row.body_text}, ${nameVec}::tsvector, ${aliasVec}::tsvector, ${bodyVec}::tsvector)`;
      });
      await sql`insert into search_docs (content_id, edition_id, rank_key, name, icon_url, menus, scope, body_text, name_vec, alias_vec, body_vec) values ${sql.join(values)}`.execute(
        db,
      );
    } else {
      await db
        .insertInto('search_docs')
        .values(keyed.map(({ doc, key }) => docRow(doc, key)))
        .execute();
      const names = keyed.map(({ doc, key }) => {
        const scope = doc.scope.map(scopeToken).join(' ');
        const aliases = allAliases(doc)
          .map((alias) => indexTokens(alias).join(' '))
          .join(' ');
        return {
          key,
          scope,
          name: allNames(doc)
            .map((name) => indexTokens(name).join(' '))
            .join(' '),
          aliases,
        };
      });
      await sql`insert into search_fts_names (rowid, scope, name, aliases) values ${sql.join(names.map((row) => sql`(${row.key}, ${row.scope}, ${row.name}, ${row.aliases})`))}`.execute(
        db,
      );
      const texts = keyed.map(({ doc }, index) => {
        const row = names[index]!;
        const body = doc.translations.length === 0 ? `${doc.bodyText}\n${doc.facetText}` : allBodyTexts(doc).join('\n');
        return sql`(${row.key}, ${row.scope}, ${[row.name, row.aliases, indexTokens(body).join(' ')].join(' ')})`;
      });
      await sql`insert into search_fts (rowid, scope, text) values ${sql.join(texts)}`.execute(db);
    }
    // Rows of a few columns: 500 a statement stays under SQLite's bound-parameter limit.
    const names = keyed.flatMap(({ doc, key }) => nameRows(doc, key));
    for (const rows of chunks(names, 500)) await db.insertInto('search_names').values(rows).execute();
    const pinyin = keyed.flatMap(({ doc, key }) => pinyinRows(doc, key));
    for (const rows of chunks(pinyin, 500)) await db.insertInto('search_pinyin').values(rows).execute();
  }
}

/** Empties the whole index. */
export async function clearIndex(db: Db): Promise<void> {
  if (!isPostgres(db)) {
    await sql`insert into search_fts_names (search_fts_names) values ('delete-all')`.execute(db);
    await sql`insert into search_fts (search_fts) values ('delete-all')`.execute(db);
  }
  await db.deleteFrom('search_pinyin').execute();
  await db.deleteFrom('search_names').execute();
  await db.deleteFrom('search_docs').execute();
}

/** Merges the FTS5 tables' segments (after a bulk build; SQLite only). */
export async function optimizeFts(db: Db): Promise<void> {
  await sql`insert into search_fts_names (search_fts_names) values ('optimize')`.execute(db);
  await sql`insert into search_fts (search_fts) values ('optimize')`.execute(db);
}
