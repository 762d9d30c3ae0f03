import type { EntryComponent } from '../../../shared/contract/entry-page-components.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { RichDoc } from '../../../shared/contract/rich-text.ts';
import type { Db } from '../../db/database.ts';
import { readEntryDoc } from './doc.ts';

const richText = (doc: RichDoc): string[] =>
  doc.flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
      case 'heading':
        return [block.children.map((run) => run.text + (run.footnote ? ` (${run.footnote})` : '')).join('')];
      case 'list':
        return block.items.map((item) => item.map((run) => run.text).join(''));
      case 'image':
        return block.alt ? [block.alt] : [];
    }
  });

/** The readable lines of one component. */
export function componentText(component: EntryComponent): string[] {
  switch (component.component_id) {
    case 'rich_text':
      return richText(component.data.doc);
    case 'tabs':
      return component.data.tabs.flatMap((tab) => [tab.name, ...richText(tab.doc)]);
    case 'switch':
      return component.data.options.flatMap((option) => [option.name, ...richText(option.doc)]);
    case 'fold':
      return [component.data.title, ...richText(component.data.doc)];
    case 'filter_list':
      return component.data.items.map((item) => item.name);
    case 'table':
      return [component.data.columns.join('\t'), ...component.data.rows.map((row) => row.join('\t'))];
    case 'relic_story':
      return component.data.pieces.flatMap((piece) => [piece.name, piece.description, piece.story].filter(Boolean));
    case 'card':
      return component.data.cards.map((card) => card.name);
    case 'voice':
      return component.data.items.flatMap((item) => [item.title, item.text].filter(Boolean));
    case 'gallery':
      return component.data.images.map((image) => image.caption).filter(Boolean);
    case 'materials':
      return component.data.custom?.name ? [component.data.custom.name] : [];
    case 'baseInfo':
      return [
        ...component.data.attr.map((line) => [line.key, line.value.filter(Boolean).join('、')].join('\t')),
        ...(component.data.category ? [component.data.category] : []),
        ...richText(component.data.rich_text),
      ];
    case 'gallery_character':
      return component.data.list.flatMap((item) => [item.key, item.imgDesc].filter(Boolean));
    case 'reliquary_set_effect':
      return [component.data.single_set_effect, component.data.two_set_effect, component.data.four_set_effect].filter(Boolean);
    case 'ascension':
      return component.data.list.flatMap((level) => [level.key, ...level.combatList.map((row) => [row.key, ...row.values].join('\t'))]);
    case 'talent':
    case 'story':
      return component.data.list.flatMap((item) => [item.title, item.desc].filter(Boolean));
    case 'summaryList':
      return component.data.list.flatMap((item) => [item.name, item.desc].filter(Boolean));
    case 'artifact_list':
      return Object.values(component.data).flatMap((piece) => [piece.title, piece.desc].filter(Boolean));
  }
}

/** Each module's name and the text of its components, as lines. */
export function moduleLines(doc: EntryDoc): string[] {
  const lines: string[] = [];
  for (const module of doc.modules) {
    lines.push(`## ${module.name}`);
    for (const component of module.components) lines.push(...componentText(component));
  }
  return lines;
}

/** Each module's name and the text of its components, as plain lines without markup (what search shows). */
export function modulePlainLines(doc: EntryDoc): string[] {
  return doc.modules.flatMap((module) => [module.name, ...module.components.flatMap(componentText)]);
}

/** A document as readable lines: name, description, aliases, then the modules (for diffs). */
export function entryDocLines(doc: EntryDoc): string[] {
  const head = [doc.name];
  if (doc.desc) head.push(doc.desc);
  if (doc.aliases.length > 0) head.push(doc.aliases.join(', '));
  return [...head, ...moduleLines(doc)];
}

/**
 * The readable text of an entry page's current revision (module names and the text of every
 * component), for the search index. Empty while the page has no modules, and while its current
 * revision is an imported one still kept as its wikitext (docs/decisions/018-mediawiki-import.md):
 * the index then holds its names until the import's conversion pass indexes its text. Converting
 * it here would put a parse on every reindex (each redirect an import turns into an alias).
 */
export async function entryPagePlainText(db: Db, contentId: number): Promise<string> {
  const row = await db
    .selectFrom('entry_pages as p')
    .innerJoin('entry_revisions as r', 'r.id', 'p.current_revision_id')
    .leftJoin('mediawiki_revisions as m', (join) => join.onRef('m.revision_id', '=', 'p.current_revision_id').on('m.converted', '=', 0))
    .select(['r.doc', 'm.revision_id as kept'])
    .where('p.content_id', '=', contentId)
    .executeTakeFirst();
  if (!row || row.kept !== null) return '';
  return modulePlainLines(readEntryDoc(row.doc, '')).join('\n');
}
