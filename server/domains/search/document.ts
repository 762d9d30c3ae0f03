import { parseRichDoc, type RichDoc } from '../../../shared/contract/rich-text.ts';
import type { Db } from '../../db/database.ts';
import { entryPagePlainText } from '../entry-pages/plain-text.ts';
import { currentTranslatedTexts, type TranslatedText } from './translated-text.ts';

/** What the index holds about one entry page. */
export interface SearchDocument {
  contentId: number;
  editionId: number;
  name: string;
  aliases: string[];
  iconUrl: string;
  /** The channels it is placed in, for the answer's menus. */
  menus: Array<{ id: number; name: string }>;
  /** Channel ids it is found under in a menu filter: its channels and all their ancestors. */
  scope: number[];
  /** Summary, body text, detail tabs and entry-page module text: what a snippet is cut from. */
  bodyText: string;
  /** Filter values, table rows and channel names: searched with the body, never shown. */
  facetText: string;
  pv: number;
  /**
   * The entry's text in each language it is translated into (issue 31), by language code; empty
   * for an entry with none (every entry of a single-language wiki), which is indexed as before.
   */
  translations: TranslatedText[];
}

export interface ChannelInfo {
  id: number;
  name: string;
  parent_id: number | null;
}

/** Plain text of a rich-text document, one line per block. */
export function richDocText(doc: RichDoc): string {
  const lines: string[] = [];
  for (const block of doc) {
    if (block.type === 'paragraph' || block.type === 'heading') lines.push(block.children.map((inline) => inline.text).join(''));
    else if (block.type === 'list') for (const item of block.items) lines.push(item.map((inline) => inline.text).join(''));
    else if (block.type === 'image' && block.alt) lines.push(block.alt);
  }
  return lines.filter((line) => line.trim() !== '').join('\n');
}

/** Text of the detail page's tabs ([{name, doc}] JSON). */
function tabsText(tabsJson: string): string {
  try {
    const tabs: unknown = JSON.parse(tabsJson);
    if (!Array.isArray(tabs)) return '';
    return tabs
      .map((tab: { name?: unknown; doc?: unknown }) => {
        const doc = typeof tab?.doc === 'string' ? parseRichDoc(tab.doc) : parseRichDoc(JSON.stringify(tab?.doc ?? []));
        return [typeof tab?.name === 'string' ? tab.name : '', richDocText(doc)].filter(Boolean).join('\n');
      })
      .filter(Boolean)
      .join('\n');
  } catch {
    return '';
  }
}

/** Filter values ('group/option') and table rows of a placement's ext data. */
export function placementText(extJson: string): string[] {
  try {
    const ext = JSON.parse(extJson) as { filter?: { value?: unknown }; table?: { list?: unknown } } | null;
    const out: string[] = [];
    const values = ext?.filter?.value;
    if (Array.isArray(values)) for (const value of values) if (typeof value === 'string') out.push(value);
    const rows = ext?.table?.list;
    if (Array.isArray(rows)) {
      for (const row of rows as Array<{ key?: unknown; value?: unknown }>) {
        const line = [row?.key, row?.value].filter((part): part is string => typeof part === 'string').join(' ');
        if (line) out.push(line);
      }
    }
    return out;
  } catch {
    return [];
  }
}

/** Aliases are written in one field, separated by commas, enumeration commas, semicolons or slashes. */
export const splitAliases = (aliasName: string) => [
  ...new Set(
    aliasName
      .split(/[,，、;；/|\n]+/)
      .map((alias) => alias.trim())
      .filter(Boolean),
  ),
];

/** The channels of an edition by id (to walk a placement up to its top-level channel). */
export async function channelMap(db: Db, editionId: number): Promise<Map<number, ChannelInfo>> {
  const rows = await db.selectFrom('channels').select(['id', 'name', 'parent_id']).where('edition_id', '=', editionId).execute();
  return new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), name: row.name, parent_id: row.parent_id === null ? null : Number(row.parent_id) }]));
}

/** The channel ids a placement in `channelId` is found under: itself and its ancestors. */
function lineage(channels: Map<number, ChannelInfo>, channelId: number): number[] {
  const ids: number[] = [];
  for (let node = channels.get(channelId); node && !ids.includes(node.id); node = node.parent_id === null ? undefined : channels.get(node.parent_id)) {
    ids.push(node.id);
  }
  return ids;
}

/** Builds the index document of a content, or undefined when the content no longer exists. */
export async function loadSearchDocument(db: Db, contentId: number, channels?: Map<number, ChannelInfo>): Promise<SearchDocument | undefined> {
  const content = await db
    .selectFrom('contents')
    .select(['id', 'edition_id', 'title', 'alias_name', 'summary', 'body', 'tabs', 'icon'])
    .where('id', '=', contentId)
    .executeTakeFirst();
  if (!content) return undefined;
  const editionId = Number(content.edition_id);
  const placements = await db.selectFrom('channel_contents').select(['channel_id', 'ext']).where('content_id', '=', contentId).orderBy('channel_id').execute();
  const pvRow = await db.selectFrom('content_pv').select('pv').where('content_id', '=', contentId).executeTakeFirst();
  const byId = channels ?? (placements.length > 0 ? await channelMap(db, editionId) : new Map<number, ChannelInfo>());
  const modules = await entryPagePlainText(db, contentId);
  const translations = (await currentTranslatedTexts(db, [contentId])).get(contentId) ?? [];
  return assembleDocument(content, placements, byId, Number(pvRow?.pv ?? 0), modules, translations);
}

export interface ContentSource {
  id: number;
  edition_id: number;
  title: string;
  alias_name: string;
  summary: string;
  body: string;
  tabs: string;
  icon: string;
}

/** The index document from the rows it is made of. */
export function assembleDocument(
  content: ContentSource,
  placements: Array<{ channel_id: number; ext: string }>,
  channels: Map<number, ChannelInfo>,
  pv: number,
  modulesText: string,
  translations: TranslatedText[] = [],
): SearchDocument {
  const menus: SearchDocument['menus'] = [];
  const scope = new Set<number>();
  const filterLines: string[] = [];
  for (const placement of placements) {
    const channelId = Number(placement.channel_id);
    const channel = channels.get(channelId);
    if (channel && !menus.some((menu) => menu.id === channelId)) menus.push({ id: channelId, name: channel.name });
    for (const id of lineage(channels, channelId)) scope.add(id);
    filterLines.push(...placementText(placement.ext));
  }
  const bodyText = [content.summary, richDocText(parseRichDoc(content.body)), tabsText(content.tabs), modulesText]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
  return {
    contentId: Number(content.id),
    editionId: Number(content.edition_id),
    name: content.title,
    aliases: splitAliases(content.alias_name),
    iconUrl: content.icon,
    menus,
    scope: [...scope].sort((a, b) => a - b),
    bodyText,
    facetText: [...new Set(filterLines), ...menus.map((menu) => menu.name)].join('\n'),
    pv,
    translations,
  };
}
