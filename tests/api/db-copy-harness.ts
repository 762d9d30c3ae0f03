import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db, Dialect } from '../../server/db/database.ts';
import { runImport } from '../../server/mediawiki/import/run-import.ts';
import { seedDemoInto } from '../../server/seed/seed.ts';
import { dataTables } from '../../server/transfer/schema/data-tables.ts';
import type { CommitAnswer, PreEditAnswer } from '../../shared/contract/contributing.ts';
import { postJson, sessionCookieOf, signUp } from '../support/accounts.ts';
import { runCli, type CliName, type CliResult } from '../support/cli.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { pictureUploads } from '../support/uploads.ts';

/** Shared setup of the db:copy and JSON export/import tests: a seeded wiki with writes, its tables read whole, the programs run. */

export const SEEDED_TIMEOUT = 240_000;
export const APP_SN = 'ys_obc';

/** Runs one of the transfer programs (server/cli/{name}.ts) as `npm run` does, with only the given environment besides PATH and HOME. */
export function runTransfer(
  name: Extract<CliName, 'db-copy' | 'export-json' | 'import-json' | 'export-mediawiki'>,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<CliResult> {
  return runCli(name, args, { NODE_ENV: 'test', ...env });
}

interface Envelope<T> {
  retcode: number;
  message: string;
  data: T;
}

async function answer<T>(response: Promise<Response>): Promise<Envelope<T>> {
  const body = (await (await response).json()) as Envelope<T>;
  expect(body.retcode, body.message).toBe(0);
  return body;
}

/**
 * What readers and editors add to the demo over HTTP: an account (session, rate-limit counter),
 * a favorite, a reviewed edit (a second revision, a contribution), an uploaded picture (an
 * uploads row, an upload session and its chunk).
 */
async function writeAsUsers(server: TestServer): Promise<{ editedPageId: number }> {
  const api = (path: string) => `/api/${APP_SN}/${path}`;
  const admin = sessionCookieOf(await postJson(server, api('v1/account/login'), { login_name: 'admin', password: 'admin-password' }));
  expect(admin).not.toBe('');
  const reader = await signUp(server, APP_SN, `copy_reader`);
  const page = await server.db
    .selectFrom('entry_pages')
    .innerJoin('editions', 'editions.id', 'entry_pages.edition_id')
    .select('entry_pages.content_id')
    .where('editions.app_sn', '=', APP_SN)
    .orderBy('entry_pages.content_id')
    .executeTakeFirstOrThrow();
  const pageId = Number(page.content_id);
  await answer(postJson(server, api('wapi/entry_page/favorite'), { entry_page_id: pageId }, reader.cookie));

  const edit = await answer<PreEditAnswer>(server.get(api(`wapi/entry_page/pre_edit_data?entry_page_id=${pageId}`), { headers: { cookie: admin } }));
  const doc = { ...edit.data.doc, desc: `${edit.data.doc.desc}（复制前的修订）` };
  const commit = await answer<CommitAnswer>(
    postJson(server, api('wapi/commit_content'), { entry_page_id: pageId, base_version: edit.data.version, doc }, admin),
  );
  await answer(postJson(server, api('wapi/audit_content/update'), { audit_id: commit.data.audit_id, action: 'approve' }, admin));

  const picture = await sharp({ create: { width: 20, height: 12, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .png()
    .toBuffer();
  const uploads = pictureUploads(APP_SN, reader.cookie);
  const started = await uploads.start(server, { file_name: 'copy.png', mime: 'image/png', size: picture.length });
  expect(started.body.retcode, started.body.message).toBe(0);
  const uploadId = started.body.data.upload_id;
  expect((await uploads.sendChunk(server, uploadId, 0, picture)).body.retcode).toBe(0);
  expect((await uploads.complete(server, uploadId)).body.retcode).toBe(0);
  return { editedPageId: pageId };
}

const FIXTURE_DUMP = fileURLToPath(new URL('../fixtures/mediawiki/dumps/liyue-wiki/liyue-wiki-history.xml', import.meta.url));

/** A test server with the demo wiki, the writes above and a MediaWiki dump imported into the second edition (the import's own tables and imported authors). */
export async function seededWiki(dialect: Dialect): Promise<{ server: TestServer; editedPageId: number }> {
  const server = await startTestServer(dialect);
  await seedDemoInto(server.db, server.storage);
  const writes = await writeAsUsers(server);
  const second = await server.db.selectFrom('editions').select('app_sn').where('app_sn', '<>', APP_SN).orderBy('id').executeTakeFirstOrThrow();
  const report = await runImport(server.db, server.storage, { dumpFile: FIXTURE_DUMP, edition: second.app_sn, uploadMaxMb: 10, workers: 0 });
  expect(report.finished).toBe(true);
  return { server, ...writes };
}

/** A value as both databases and JSON agree on it: bytes as base64, booleans as 1/0, big integers as numbers. */
function normalize(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return `bytes:${value.toString('base64')}`;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/** Every data table (the migrated schema's, search index aside) with all its rows, in one order whatever the database. */
export async function tableContents(db: Db, dialect: Dialect): Promise<Record<string, unknown[][]>> {
  const contents: Record<string, unknown[][]> = {};
  for (const table of await dataTables({ db, dialect })) {
    const columns = table.columns.map((column) => column.name).sort();
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    // Sorted here, not by the database: text keys would sort by each database's collation.
    contents[table.name] = rows.rows
      .map((row) => columns.map((column) => normalize(row[column])))
      .map((row) => ({ row, key: JSON.stringify(row) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ row }) => row);
  }
  return contents;
}

/** Asserts two wikis hold the same rows in every table, naming the first table that differs. */
export function expectSameTables(actual: Record<string, unknown[][]>, expected: Record<string, unknown[][]>): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const table of Object.keys(expected)) expect({ table, rows: actual[table] }).toEqual({ table, rows: expected[table] });
}

/** The entry pages a search for keyword finds in the demo's public edition. */
export async function searchNames(server: TestServer, keyword: string): Promise<string[]> {
  const body = await answer<{ list: Array<{ name: string }> }>(server.get(`/api/${APP_SN}/wapi/search?keyword=${encodeURIComponent(keyword)}`));
  return body.data.list.map((item) => item.name.replace(/<\/?em>/g, ''));
}
