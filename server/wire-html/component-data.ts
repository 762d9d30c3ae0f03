import type { EntryComponent } from '../../shared/contract/entry-page-components.ts';
import type { RichDoc } from '../../shared/contract/rich-text.ts';
import { plainTextHtml, richDocHtml } from './rich-html.ts';

/** A stored document read defensively: reads only check a document's shape (docs/decisions/007). */
const html = (doc: RichDoc | undefined): string => (Array.isArray(doc) ? richDocHtml(doc) : '');

/**
 * A component's data as the wire's `data` carries it, where the publisher sends HTML: each
 * rich-text document (`doc` of rich_text, fold, every tab and switch option) as HTML text, and
 * each cell of a table's rows as HTML text. The keys are those of the stored data; everything
 * else is as stored. Damaged data (never written by us) is sent as stored.
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
      default:
        return component.data;
    }
  } catch {
    return component.data;
  }
}
