import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const WRITER = path.resolve(import.meta.dirname, '../../tests/support/sqlite-writer.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-writers-'));

describe('SQLite written by several processes (the workers of npm start)', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('never fails a transaction that reads and then writes while another process writes', async () => {
    const file = path.join(dir, 'almanac.sqlite');
    const setup = new SQLite(file);
    setup.pragma('journal_mode = WAL');
    setup.exec('create table counts (id integer primary key, seen integer not null)');
    setup.close();

    const writer = () => run(process.execPath, ['--import', 'tsx', WRITER, file, '1500'], { timeout: 60_000 });
    const answers = (await Promise.all([writer(), writer()])).map(({ stdout }) => JSON.parse(stdout) as { ran: number; failed: number; first?: string });
    for (const answer of answers) {
      expect(answer.failed, answer.first).toBe(0);
      expect(answer.ran).toBeGreaterThan(0);
    }
    // Each transaction saw every write committed before it: no two read the same count.
    const check = new SQLite(file, { readonly: true });
    const { total, seen } = check.prepare('select count(*) as total, count(distinct seen) as seen from counts').get() as { total: number; seen: number };
    check.close();
    expect(total).toBe(answers[0]!.ran + answers[1]!.ran);
    expect(seen).toBe(total);
  });
});
