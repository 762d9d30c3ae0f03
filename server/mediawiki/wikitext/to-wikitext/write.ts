import type { ComponentData, EntryComponent } from '../../../../shared/contract/entry-page-components.ts';
import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import { ALMANAC_PREFIX, ENTRY_META, FILE_VALUE_PREFIX, flatten } from '../almanac-codec.ts';
import { FIXED_COLUMNS_ATTRIBUTE } from '../to-doc/tables.ts';
import type { ExportContext } from '../types.ts';
import { escapeText } from './escape.ts';
import { richDocText } from './rich.ts';

/** {{Almanac:<type>|key=value...}}, one parameter a line, rich text as wikitext. */
function almanacTemplate(type: string, data: unknown, ctx: ExportContext): string {
  const lines = flatten(type, data).map(([key, value]) => {
    if (value.kind === 'doc') return `|${key}=\n${richDocText(value.value, ctx, 'template')}\n`;
    // A line break in a value stays one (a <br /> would read back as a space).
    if (value.kind === 'raw') return `|${key}=${value.value}`;
    const file = ctx.fileName(value.value);
    const text = file === null ? value.value : `${FILE_VALUE_PREFIX}${file}`;
    return `|${key}=${escapeText(text, 'template').replaceAll('<br />', '&#10;')}`;
  });
  return `{{${ALMANAC_PREFIX}${type}\n${lines.join('\n')}\n}}`;
}

const TEMPLATE_NAME = /^[^{}[\]|<>#\n]+$/;
const PARAMETER_NAME = /^[^{}[\]|<>=\n]+$/;

/** An infobox table written back as its template call, when the table still has that shape. */
function infobox(data: ComponentData<'table'>): string | undefined {
  const [name, second] = data.columns;
  if (data.columns.length !== 2 || second !== '' || !name || !TEMPLATE_NAME.test(name)) return undefined;
  if (!data.rows.every((row) => row.length === 2 && PARAMETER_NAME.test(row[0]!) && row[0]!.trim() === row[0] && row[1] !== '')) return undefined;
  return `{{${name}\n${data.rows.map(([key, value]) => `|${key}=${escapeText(value!, 'template')}`).join('\n')}\n}}`;
}

function wikitable(data: ComponentData<'table'>): string {
  const attributes = [`class="wikitable${data.sortable ? ' sortable' : ''}"`];
  if (data.fixed_columns > 0) attributes.push(`${FIXED_COLUMNS_ATTRIBUTE}="${data.fixed_columns}"`);
  const lines = [`{| ${attributes.join(' ')}`];
  const cell = (text: string) => escapeText(text, 'cell');
  if (data.columns.some((column) => column !== '')) lines.push(`! ${data.columns.map(cell).join(' !! ')}`);
  for (const row of data.rows) {
    lines.push('|-');
    lines.push(`| ${data.columns.map((_, i) => cell(row[i] ?? '')).join(' || ')}`);
  }
  lines.push('|}');
  return lines.join('\n');
}

function gallery(data: ComponentData<'gallery'>, ctx: ExportContext): string | undefined {
  if (data.images.some((image) => image.width !== undefined || image.height !== undefined)) return undefined;
  const lines: string[] = [];
  for (const image of data.images) {
    const name = ctx.fileName(image.src);
    if (name === null) return undefined;
    lines.push(image.caption ? `File:${name}|${escapeText(image.caption, 'template')}` : `File:${name}`);
  }
  return `<gallery>\n${lines.join('\n')}\n</gallery>`;
}

function tabber(data: ComponentData<'tabs'>, ctx: ExportContext): string {
  const tabs = data.tabs.map((tab) => `${escapeText(tab.name, 'tabber')}=\n${richDocText(tab.doc, ctx, 'tabber')}`);
  return `<tabber>\n${tabs.join('\n|-|\n')}\n</tabber>`;
}

/** A component as MediaWiki markup: rich text, tables, tabs and galleries natively, the others as {{Almanac:<type>}}. */
export function componentText(component: EntryComponent, ctx: ExportContext): string {
  switch (component.component_id) {
    case 'rich_text':
      return richDocText(component.data.doc, ctx);
    case 'table':
      return (component.layout === 'infobox' ? infobox(component.data) : undefined) ?? wikitable(component.data);
    case 'tabs':
      return tabber(component.data, ctx);
    case 'gallery':
      return gallery(component.data, ctx) ?? almanacTemplate('gallery', component.data, ctx);
    default:
      return almanacTemplate(component.component_id, component.data, ctx);
  }
}

/**
 * An entry document as a MediaWiki page's wikitext (issue #18). The first module, when named as
 * the page, is the lead (no heading); every other module is a '==' section. The page's
 * description and pictures, if any, lead as {{Almanac:entry}}. Aliases and filter values are the
 * exporter's (redirect pages, categories). Reading the result back gives the same document for
 * documents read from wikitext; module groups and folded-on-first-view are not kept.
 */
export function entryDocToWikitext(doc: EntryDoc, ctx: ExportContext): string {
  const parts: string[] = [];
  const meta = { desc: doc.desc, icon_url: doc.icon_url, header_img_url: doc.header_img_url };
  if (Object.values(meta).some((value) => value !== '')) {
    parts.push(almanacTemplate(ENTRY_META, Object.fromEntries(Object.entries(meta).filter(([, value]) => value !== '')), ctx));
  }
  doc.modules.forEach((module, i) => {
    if (!(i === 0 && module.name === doc.name && module.components.length > 0)) parts.push(`== ${escapeText(module.name, 'heading', true)} ==`);
    for (const component of module.components) {
      const text = componentText(component, ctx);
      if (text !== '') parts.push(text);
    }
  });
  return `${parts.join('\n\n')}\n`;
}
