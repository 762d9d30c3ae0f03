import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { sqliteChangeFeed } from './change-feed.ts';

function logWith(rows: Array<{ tags: string; changed_at: number }>) {
  const connection = new SQLite(':memory:');
  connection.exec('create table content_changes (id integer primary key autoincrement, tags text not null, changed_at bigint not null)');
  const insert = connection.prepare('insert into content_changes (tags, changed_at) values (?, ?)');
  for (const row of rows) insert.run(row.tags, row.changed_at);
  return { connection, insert };
}

describe('sqliteChangeFeed', () => {
  it('judges pages stored before it started by the last day of the log, never staling what it renders from now on', async () => {
    const now = Date.now();
    const { connection } = logWith([
      { tags: 'entry:1', changed_at: now - 3_600_000 },
      // Written a moment ago (a seed at boot): a page rendered from now on is current.
      { tags: 'entry:2', changed_at: now - 10 },
    ]);
    const feed = sqliteChangeFeed(connection);
    expect(feed.live()).toBe(true);
    const renderedNow = feed.clock.now();
    expect(feed.clock.staleSince(['entry:1', 'entry:2'], renderedNow + 0.001)).toBeUndefined();
    // A page stored before the first change (by another process, before a restart) is stale by it.
    expect(feed.clock.staleSince(['entry:1'], now - 7_200_000)).toBeDefined();
    expect(feed.clock.staleSince(['entry:3'], now - 7_200_000)).toBeUndefined();
    await feed.close();
  });

  it('hears a change another process commits at its next check', async () => {
    const { connection, insert } = logWith([]);
    const feed = sqliteChangeFeed(connection);
    const renderedAt = feed.clock.now();
    insert.run('entry:5 channel:2', Date.now());
    expect(feed.clock.staleSince(['channel:2'], renderedAt)).toBeUndefined();
    expect(feed.live()).toBe(true);
    expect(feed.clock.staleSince(['channel:2'], renderedAt)).toBeDefined();
    expect(feed.clock.staleSince(['entry:6'], renderedAt)).toBeUndefined();
    await feed.close();
  });
});
