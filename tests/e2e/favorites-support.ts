import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { signInByApi } from './fixtures.ts';

/** The browser tests' server database (playwright.config.ts: DATA_DIR=.e2e-data/{port}). */
const DATABASE = path.resolve('.e2e-data', String(process.env.E2E_PORT ?? 3199), 'almanac.sqlite');

function withDatabase<T>(work: (db: SQLite.Database) => T): T {
  const db = new SQLite(DATABASE);
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Internal contents of the public edition: id and title, in id order, skipping `offset`. */
export function demoContents(count: number, offset: number): Array<{ id: number; title: string }> {
  return withDatabase(
    (db) =>
      db
        .prepare(
          "SELECT c.id, c.title FROM contents c JOIN editions e ON e.id = c.edition_id WHERE e.app_sn = 'ys_obc' AND c.type = 1 AND c.bbs_url = '' ORDER BY c.id LIMIT ? OFFSET ?",
        )
        .all(count, offset) as Array<{ id: number; title: string }>,
  );
}

/** Someone edits a page: its version moves on (as a published revision does). */
export function changeContent(id: number) {
  withDatabase((db) => db.prepare('UPDATE contents SET version = version + 1, updated_at = updated_at + 1 WHERE id = ?').run(id));
}

/**
 * Signs a demo account in through the API (the page's cookie jar gets the session). Sign-ups
 * are rate limited per address, so the tests use the seeded accounts: one per viewport
 * project (they run side by side), so their favorites never mix.
 */
export async function signInDemo(page: Page, loginName?: string): Promise<string> {
  const name = loginName ?? ((page.viewportSize()?.width ?? 0) <= 900 ? 'demo' : 'editor');
  await signInByApi(page, name);
  return name;
}

/** Forgets every change of the signed-in user's favorites (both red-point pairs). */
export async function lookAtFavorites(page: Page) {
  expect((await page.request.post('/api/ys_obc/wapi/entry_page/refresh_favorite_red_point', { data: {} })).status()).toBe(200);
  expect((await page.request.post('/api/ys_obc/v1/content/refresh_favorite_red_point', { data: { app_sn: 'ys_obc' } })).status()).toBe(200);
}

/** Removes a favorite through the API (tests leave the shared demo accounts as they found them). */
export async function unfavoriteByApi(page: Page, kind: 'entry' | 'strategy', id: number) {
  const response =
    kind === 'entry'
      ? await page.request.post('/api/ys_obc/wapi/entry_page/favorite', { data: { entry_page_id: id, is_favorite: false } })
      : await page.request.post('/api/ys_obc/v1/content/favorite', { data: { content_id: id, is_favorite: false } });
  expect(response.status()).toBe(200);
}

/** Favorites a content through the API as the signed-in page. */
export async function favoriteByApi(page: Page, kind: 'entry' | 'strategy', id: number) {
  const response =
    kind === 'entry'
      ? await page.request.post('/api/ys_obc/wapi/entry_page/favorite', { data: { entry_page_id: id } })
      : await page.request.post('/api/ys_obc/v1/content/favorite', { data: { content_id: id } });
  expect((await response.json()).data).toEqual({ is_favorite: true });
}

/** Marks the favorites guide as seen in this browser, so it does not cover the header. */
export async function skipFavoritesGuide(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('almanac:favorites-guide-seen', '1'));
}

/** A channel of the public edition by its name (and its parent's, for names used twice). */
export function demoChannel(name: string, parentName?: string): { id: number; parent_id: number | null } {
  return withDatabase((db) => {
    const rows = db
      .prepare(
        "SELECT ch.id, ch.parent_id, p.name AS parent_name FROM channels ch JOIN editions e ON e.id = ch.edition_id LEFT JOIN channels p ON p.id = ch.parent_id WHERE e.app_sn = 'ys_obc' AND ch.name = ? ORDER BY ch.id",
      )
      .all(name) as Array<{ id: number; parent_id: number | null; parent_name: string | null }>;
    const row = rows.find((candidate) => parentName === undefined || candidate.parent_name === parentName);
    if (!row) throw new Error(`no demo channel ${name}`);
    return { id: row.id, parent_id: row.parent_id };
  });
}
