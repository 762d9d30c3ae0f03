import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { EntryComponent } from '../../../shared/contract/entry-page-components.ts';
import { entryDocSchema, type EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { Block, Inline, RichDoc } from '../../../shared/contract/rich-text.ts';
import type { ConvertContext, ExportContext, WikiLinkTarget } from './types.ts';

/** Test helpers of the wikitext conversion: an importer's context over a set of known pages and files, and readers of the produced document. */

export const FIXTURES = path.join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'mediawiki', 'pages');
export const fixture = (name: string): string => readFileSync(path.join(FIXTURES, name), 'utf8');

/** Our href of an imported page, as an importer might make it. */
export const hrefOf = (target: WikiLinkTarget): string =>
  `/wiki/${encodeURIComponent(target.title)}${target.fragment ? `#${encodeURIComponent(target.fragment)}` : ''}`;
/** Our stored picture of a file name. */
export const srcOf = (name: string): string => `/img/mw/${Buffer.from(name).toString('hex')}.png`;

/** A context in which the given pages and files were imported; `links` and `files` record what was asked. */
export function importContext(title: string, pages: readonly string[] = [], files: readonly string[] = []) {
  const links: WikiLinkTarget[] = [];
  const asked: string[] = [];
  const ctx: ConvertContext = {
    title,
    resolveLink(target) {
      links.push(target);
      return pages.includes(target.title) ? hrefOf(target) : null;
    },
    resolveFile(name) {
      asked.push(name);
      return files.includes(name) ? srcOf(name) : null;
    },
  };
  return { ctx, links, files: asked };
}

/** The inverse for export: our hrefs and pictures back to titles and file names. */
export const exportContext: ExportContext = {
  entryTitle(href) {
    const match = /^\/wiki\/([^#]*)(?:#(.*))?$/.exec(href);
    return match ? decodeURIComponent(match[1]!) + (match[2] ? `#${decodeURIComponent(match[2])}` : '') : null;
  },
  fileName(url) {
    const match = /^\/img\/mw\/([0-9a-f]+)\.png$/.exec(url);
    return match ? Buffer.from(match[1]!, 'hex').toString() : null;
  },
};

/** Asserts the document passes the write validator unchanged (defaults included). */
export function expectValid(doc: EntryDoc): void {
  const parsed = entryDocSchema.safeParse(doc);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 5))).toBe(true);
  if (parsed.success) expect(parsed.data).toEqual(doc);
}

export const moduleNamed = (doc: EntryDoc, name: string) => {
  const module = doc.modules.find((candidate) => candidate.name === name);
  expect(module, `module ${name}`).toBeDefined();
  return module!;
};

export const componentsOf = <T extends EntryComponent['component_id']>(doc: EntryDoc, type: T) =>
  doc.modules
    .flatMap((module) => module.components)
    .filter((component): component is Extract<EntryComponent, { component_id: T }> => component.component_id === type);

/** Every block of every rich text (tabs, folds and switches included). */
export function blocksOf(doc: EntryDoc): Block[] {
  const out: Block[] = [];
  const add = (rich: RichDoc) => out.push(...rich);
  for (const component of doc.modules.flatMap((module) => module.components)) {
    if (component.component_id === 'rich_text') add(component.data.doc);
    if (component.component_id === 'tabs') component.data.tabs.forEach((tab) => add(tab.doc));
    if (component.component_id === 'switch') component.data.options.forEach((option) => add(option.doc));
    if (component.component_id === 'fold') add(component.data.doc);
  }
  return out;
}

export const runsOf = (doc: EntryDoc): Inline[] =>
  blocksOf(doc).flatMap((block) => (block.type === 'list' ? block.items.flat() : block.type === 'image' ? [] : block.children));

/** The text of runs, as read. */
export const textOf = (runs: readonly Inline[]): string => runs.map((run) => run.text).join('');

/** The run holding a piece of text. */
export function runWith(doc: EntryDoc, text: string): Inline {
  const run = runsOf(doc).find((candidate) => candidate.text.includes(text));
  expect(run, `a run with ${text}`).toBeDefined();
  return run!;
}
