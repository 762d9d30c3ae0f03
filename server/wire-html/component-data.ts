import type { EntryComponent } from '../../shared/contract/entry-page-components.ts';
import type { RichDoc } from '../../shared/contract/rich-text.ts';
import { plainTextHtml, richDocHtml } from './rich-html.ts';

/** A stored document read defensively: reads only check a document's shape (docs/decisions/007). */
const html = (doc: RichDoc | undefined): string => (Array.isArray(doc) ? richDocHtml(doc) : '');

/** A stored plain text as the publisher's HTML paragraph ('' stays ''). */
const cellHtml = (text: unknown): string => plainTextHtml(typeof text === 'string' ? text : '');

/**
 * A component's data as the wire's `data` carries it, where the publisher sends HTML: each
 * rich-text document (`doc` of rich_text, fold, every tab and switch option) as HTML text, and
 * each cell of a table's rows as HTML text; of the publisher's types (shared/contract/publisher-components.ts)
 * every description, effect and baseInfo value as an HTML paragraph, and baseInfo's lines under both
 * `attr` and `list`. The keys are those of the stored data; everything else is as stored. Damaged data (never written by us) is sent as stored.
 */
export function wireComponentData(component: EntryComponent): unknown {
  try {
    switch (component.component_id) {
      case 'rich_text':
        return { ...component.data, doc: html(component.data.doc) };
      case 'fold':
        return { ...component.data, doc: html(component.data.doc) };
      case 'tabs':
        return { ...component.data, tabs: component.data.tabs.map((tab) => ({ ...tab, doc: html(tab.doc) })) };
      case 'switch':
        return { ...component.data, options: component.data.options.map((option) => ({ ...option, doc: html(option.doc) })) };
      case 'table':
        return { ...component.data, rows: component.data.rows.map((row) => row.map((cell) => plainTextHtml(String(cell)))) };
      case 'baseInfo': {
        const attr = component.data.attr.map((line) => ({ key: line.key, value: line.value.map(cellHtml) }));
        // `attr` is the observation wiki's key, `list` HoYoLAB's: both carry the same lines.
        return { ...component.data, attr, list: attr, rich_text: html(component.data.rich_text) };
      }
      case 'gallery_character':
        return {
          ...component.data,
          list: component.data.list.map((item, index) => ({ ...item, id: item.id || String(index + 1), imgDesc: cellHtml(item.imgDesc) })),
        };
      case 'reliquary_set_effect':
        return {
          single_set_effect: cellHtml(component.data.single_set_effect),
          two_set_effect: cellHtml(component.data.two_set_effect),
          four_set_effect: cellHtml(component.data.four_set_effect),
        };
      case 'talent':
      case 'summaryList':
      case 'story':
        return { ...component.data, list: component.data.list.map((item) => ({ ...item, desc: cellHtml(item.desc) })) };
      case 'artifact_list':
        // Only the slots the set has (an empty title is none), each description as HTML.
        return Object.fromEntries(
          Object.entries(component.data)
            .filter(([, piece]) => piece.title.trim() !== '')
            .map(([slot, piece]) => [slot, { ...piece, desc: cellHtml(piece.desc) }]),
        );
      default:
        return component.data;
    }
  } catch {
    return component.data;
  }
}
