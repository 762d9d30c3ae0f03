import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Tables whose rows public pages show: a write to one must raise the content-changed event. */
const PUBLIC_TABLES = [
  'contents',
  'channels',
  'channel_contents',
  'entry_pages',
  'entry_revisions',
  'editions',
  'banners',
  'announcements',
  'gacha_pools',
  'calendar_activities',
  'red_points',
];

/** Modules that write them without raising it themselves, and why that is right. */
const EXEMPT: Record<string, string> = {
  'server/seed/factories.ts': 'test and demo data, written before any server reads it',
  'server/seed/demo/translations.ts': "the demo's content languages, set while seeding, before any server reads them",
  'server/domains/seo/seo-support.ts': 'bulk entries for the sitemap tests',
  'server/domains/operator/footer-pages.ts': "runs inside the edition writes' changingContent transaction (operator/editions.ts)",
  'server/domains/living/calendar/calendar-service.ts': 'markUpdated serves the seed and tests; operators edit red points through operator/living.ts',
  'server/domains/entry-pages/entry-pages-service.ts': 'like counts, which pages load in the browser (my-data), never render on the server',
  'server/mediawiki/import/write/aliases.ts': 'part of an import run, which raises the edition when it finishes (run-import.ts)',
  'server/mediawiki/import/write/finish-import.ts': 'part of an import run, which raises the edition when it finishes (run-import.ts)',
  'server/mediawiki/import/categories/placement-plan.ts': 'part of an import run, which raises the edition when it finishes (run-import.ts)',
  'server/mediawiki/import/categories/channel-filters.ts': 'part of an import run, which raises the edition when it finishes (run-import.ts)',
  'server/mediawiki/import/convert/on-demand.ts': 'converts a revision when a reader asks for it: the page being rendered shows the result',
};

const WRITES = new RegExp(`\\b(insertInto|updateTable|deleteFrom)\\('(${PUBLIC_TABLES.join('|')})'\\)`);
const RAISES = /\b(contentChanged|changingContent|entryChanged)\(/;
const root = path.join(import.meta.dirname, '..', '..');

function sources(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file).split(path.sep).join('/'));
}

describe('the content-changed event', () => {
  it('is raised by every module that writes what public pages show (or the module is exempt, with its reason)', () => {
    const silent = sources('server').filter((file) => {
      if (file.startsWith('server/db/migrations/')) return false;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return WRITES.test(text) && !RAISES.test(text) && !(file in EXEMPT);
    });
    expect(
      silent,
      'these write public tables without contentChanged/changingContent/entryChanged: raise it in the write, or exempt the module with its reason',
    ).toEqual([]);
  });

  it('lists no exemption that no longer writes a public table', () => {
    const stale = Object.keys(EXEMPT).filter((file) => !fs.existsSync(path.join(root, file)) || !WRITES.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(stale).toEqual([]);
  });
});
