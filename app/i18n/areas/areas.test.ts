import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountCenterZh } from '../catalog/account-center.ts';
import { contributingPagesZh } from '../catalog/contributing-pages.ts';
import { editorZh } from '../catalog/editor.ts';
import { notificationPagesZh } from '../catalog/notification-pages.ts';
import { operatorZh } from '../catalog/operator.ts';
import { personalCenterZh } from '../catalog/personal-center.ts';
import { reportsZh } from '../catalog/reports.ts';
import { enUS } from '../en-US.ts';
import { zhCN } from '../zh-CN.ts';

const APP = path.resolve(import.meta.dirname, '../..');

/**
 * The areas a reader's page never loads: their messages may only be used by the code of the pages
 * that load them, and those pages' route modules import the area (the others get it from them).
 */
const AREAS = [
  {
    name: 'editor',
    keys: Object.keys(editorZh),
    prefixes: ['editor.'],
    users: [
      'features/editor/',
      'routes/words/editor.tsx',
      'routes/words/create.tsx',
      'routes/words/mock.tsx',
      'routes/words/content-notice.tsx',
      'routes/words/content-save.tsx',
    ],
    loaders: [
      'routes/words/editor.tsx',
      'routes/words/create.tsx',
      'routes/words/mock.tsx',
      'routes/words/content-notice.tsx',
      'routes/words/content-save.tsx',
    ],
  },
  {
    name: 'operator',
    keys: Object.keys(operatorZh),
    prefixes: ['operator.'],
    users: ['features/operator/', 'routes/admin/'],
    loaders: ['routes/admin/layout.tsx'],
  },
  {
    name: 'account-center',
    keys: [...Object.keys(personalCenterZh), ...Object.keys(accountCenterZh), ...Object.keys(notificationPagesZh)],
    prefixes: ['personalCenter.', 'accountCenter.', 'inbox.', 'watchlist.', 'notificationSettings.'],
    users: [
      'features/accounts/center/',
      'features/accounts/AccountCenterPage.tsx',
      'features/accounts/account-center-permissions',
      'routes/account-center.tsx',
      // The inbox, the watchlist and the notification settings (issue 32); the bell and the watch button use core messages only.
      'features/notifications/InboxPage.tsx',
      'features/notifications/WatchlistPage.tsx',
      'features/notifications/NotificationNav.tsx',
      'features/notifications/NotificationSettingsSection.tsx',
      'features/notifications/notification-text.ts',
      'routes/account-notifications.tsx',
      'routes/account-watchlist.tsx',
    ],
    loaders: ['routes/account-center.tsx', 'routes/account-notifications.tsx', 'routes/account-watchlist.tsx'],
  },
  {
    name: 'contributing',
    keys: Object.keys(contributingPagesZh),
    prefixes: ['contributing.', 'review.', 'submitted.'],
    users: ['features/contributing/', 'features/accounts/center/', 'features/editor/pages/DraftChooser.tsx', 'routes/words/'],
    // Every route whose page shows one of those components (ConfirmDialog is the rollback's too).
    loaders: [
      'routes/account-center.tsx',
      'routes/content-upgrade-records.tsx',
      'routes/words/content-success.tsx',
      'routes/words/create.tsx',
      'routes/words/list.tsx',
      'routes/words/review-detail.tsx',
      'routes/words/review.tsx',
      'routes/words/submission.tsx',
      'routes/words/submit-success.tsx',
    ],
  },
  { name: 'reports', keys: Object.keys(reportsZh), prefixes: ['reports.'], users: ['routes/reports.tsx'], loaders: ['routes/reports.tsx'] },
] as const;

/** Each area's messages in one language (`<area>.<locale>.ts`), and every catalogue file's by language. */
const languageModules = import.meta.glob<{ messages: Record<string, string> }>('./*.*-*.ts', { eager: true });
const catalogueFiles = Object.values(import.meta.glob<Record<string, Record<string, string>>>('../catalog/*.ts', { eager: true }));
const ofLanguage = (suffix: string) =>
  Object.assign(
    {},
    ...catalogueFiles.flatMap((exports) =>
      Object.entries(exports)
        .filter(([name]) => name.endsWith(suffix))
        .map(([, messages]) => messages),
    ),
  ) as Record<string, string>;
const catalogueZh = ofLanguage('Zh');
const catalogueEn = ofLanguage('En');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('message areas', () => {
  const files = sourceFiles(APP)
    .map((file) => path.relative(APP, file).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('i18n/'));

  for (const area of AREAS) {
    it(`${area.name}: every key has the prefix, none is also a core key`, () => {
      for (const key of area.keys) {
        expect(
          area.prefixes.some((prefix) => key.startsWith(prefix)),
          key,
        ).toBe(true);
        expect(Object.hasOwn(zhCN, key) || Object.hasOwn(enUS, key), key).toBe(false);
      }
    });

    it(`${area.name}: only its pages' code uses its messages`, () => {
      const quoted = new RegExp(`['"\`](?:${area.prefixes.map((prefix) => prefix.replace('.', '\\.')).join('|')})[\\w$]`);
      const users = files.filter((file) => quoted.test(readFileSync(path.join(APP, file), 'utf8')));
      expect(users.length).toBeGreaterThan(0);
      for (const file of users)
        expect(
          area.users.some((allowed) => file.startsWith(allowed)),
          file,
        ).toBe(true);
    });

    it(`${area.name}: a module a language, each with the area's messages in that language only`, () => {
      const zh = languageModules[`./${area.name}.zh-CN.ts`]?.messages ?? {};
      const en = languageModules[`./${area.name}.en-US.ts`]?.messages ?? {};
      expect(Object.keys(zh)).toEqual(expect.arrayContaining([...area.keys]));
      expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
      for (const key of Object.keys(zh)) {
        expect(zh[key], key).toBe(catalogueZh[key]);
        expect(en[key], key).toBe(catalogueEn[key]);
      }
      // The area's module loads one of them, by the page's language (app/i18n/index.ts addArea).
      const source = readFileSync(path.join(APP, `i18n/areas/${area.name}.ts`), 'utf8');
      for (const locale of ['zh-CN', 'en-US']) expect(source).toContain(`'${locale}': () => import('./${area.name}.${locale}.ts')`);
    });

    it(`${area.name}: the pages' route modules load it`, () => {
      for (const file of area.loaders) {
        const fromRoute = path.posix.relative(path.posix.dirname(file), `i18n/areas/${area.name}.ts`);
        expect(readFileSync(path.join(APP, file), 'utf8')).toContain(`import '${fromRoute}';`);
      }
    });
  }
});
