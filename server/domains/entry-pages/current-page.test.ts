import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { readCurrentPage } from './current-page.ts';
import { publishRevision } from './publish.ts';

/**
 * Two writers of one page in turn (issue 32's "no lost edits"): the second waits on the page's
 * lock, and once the first commits it must read the first's revision, not the version number of
 * one and the document of the other (PostgreSQL's re-check of a locked row in a join keeps the old
 * snapshot's rows of the other tables). SQLite has one writer at a time: the same answer by design.
 */
describe.each(dialects)('reading a page with its lock on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('reads the revision a concurrent writer committed while it waited for the lock', async () => {
    const edition = await server.make.edition();
    const { contentId } = await server.make.entryPage(edition.id, { name: '锁前' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));

    const first = server.db.transaction().execute(async (trx) => {
      await readCurrentPage(trx, edition.id, contentId, { lock: true });
      await publishRevision(trx, { contentId, doc: { name: '第一位', desc: '', modules: [] }, authorId: null });
      locked();
      await held;
    });
    await lockTaken;
    const second = server.db.transaction().execute(async (trx) => {
      const page = await readCurrentPage(trx, edition.id, contentId, { lock: true });
      return { version: page!.version, name: page!.doc.name };
    });
    // The second is waiting for the lock (PostgreSQL) or for the one writer (SQLite) by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await first;
    expect(await second).toEqual({ version: 2, name: '第一位' });
  });
});
