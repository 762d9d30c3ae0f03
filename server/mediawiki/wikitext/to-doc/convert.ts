import type { AstNodes, CategoryToken } from 'wikiparser-node';
import { entryDocSchema, type EntryDoc, type EntryModule } from '../../../../shared/contract/entry-page.ts';
import type { Block } from '../../../../shared/contract/rich-text.ts';
import { parsePage } from '../parser.ts';
import { redirectOf } from '../scan.ts';
import type { ConvertContext, ConvertedPage } from '../types.ts';
import { BlockReader } from './blocks.ts';
import { fitModules } from './fit.ts';
import { nestedReader } from './nested.ts';
import { Notes } from './notes.ts';
import { collectNamedRefs } from './refs.ts';
import { componentOf, type Scope } from './scope.ts';
import { modulesOf } from './sections.ts';

const NAME_MAX = 100;

function docName(title: string, notes: Notes): string {
  const name = title.trim() || '-';
  if (name.length <= NAME_MAX) return name;
  notes.add('limit', 'page title length', name.slice(0, 200));
  return name.slice(0, NAME_MAX).trim();
}

const emptyDoc = (name: string, modules: EntryModule[] = []): EntryDoc => ({
  name,
  desc: '',
  icon_url: '',
  header_img_url: '',
  aliases: [],
  filter_values: {},
  modules,
});

function topCategories(nodes: readonly AstNodes[], into: Set<string>): void {
  for (const node of nodes) if (node.type === 'category') into.add((node as CategoryToken).link.main.trim());
}

/** Paragraphs of the source text itself: what a page becomes if its conversion fails (never expected; noted). */
function sourceDoc(name: string, wikitext: string): EntryDoc {
  const blocks: Block[] = wikitext
    .split(/\n{2,}/)
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .slice(0, 2_000)
    .map((text) => ({ type: 'paragraph', children: [{ text: text.slice(0, 20_000) }] }));
  return emptyDoc(name, blocks.length > 0 ? [{ id: '1', name, is_poped: false, group: '', components: [componentOf('rich_text', { doc: blocks })] }] : []);
}

function convert(wikitext: string, ctx: ConvertContext, notes: Notes, name: string): ConvertedPage {
  const scope: Scope = { ctx, notes, refs: new Map(), categories: new Set(), meta: {}, nested: nestedReader(() => scope) };
  const root = parsePage(wikitext, ctx.site);
  const redirect = redirectOf(root.childNodes[0]);
  if (redirect) {
    topCategories(root.childNodes, scope.categories);
    return { doc: emptyDoc(name), categories: [...scope.categories], redirect, unmapped: [] };
  }
  collectNamedRefs(root.childNodes, scope);
  const items = new BlockReader(scope, true).read(root.childNodes);
  const modules = fitModules(modulesOf(items, name), notes);
  const doc: EntryDoc = {
    ...emptyDoc(name, modules),
    desc: scope.meta.desc ?? '',
    icon_url: scope.meta.icon_url ?? '',
    header_img_url: scope.meta.header_img_url ?? '',
  };
  return { doc, categories: [...scope.categories], redirect: null, unmapped: notes.list() };
}

/**
 * A MediaWiki page's wikitext as our entry document (issue #18): see ./types.ts. Never throws:
 * a document the contract would refuse (not expected) or a failing conversion gives the source
 * text as paragraphs, noted.
 */
export function wikitextToEntryDoc(wikitext: string, ctx: ConvertContext): ConvertedPage {
  const notes = new Notes();
  const name = docName(ctx.title, notes);
  try {
    const page = convert(wikitext, ctx, notes, name);
    const checked = entryDocSchema.safeParse(page.doc);
    if (checked.success) return page;
    notes.add('limit', 'document refused by the contract', checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    return { ...page, doc: sourceDoc(name, wikitext), unmapped: notes.list() };
  } catch (error) {
    notes.add('markup', 'conversion failed', error instanceof Error ? error.message : String(error));
    return { doc: sourceDoc(name, wikitext), categories: [], redirect: null, unmapped: notes.list() };
  }
}
