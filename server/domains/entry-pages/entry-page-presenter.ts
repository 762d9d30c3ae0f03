import type { EntryDoc, EntryPageHistory, EntryPageWire, WireFilterValue } from '../../../shared/contract/entry-page.ts';
import { filterTags } from '../../../shared/filter-tags.ts';
import type { WirePageRecord } from './wire-pages.ts';
import type { RevisionRecord } from './entry-pages-service.ts';
import { parsePlacementExt, wirePlacement } from '../content/item-ext.ts';

/** The language the publisher's clients name ('zh-CN' → 'zh-cn'). */
export const wireLang = (lang: string): string => lang.toLowerCase();

/** filter_values by group, each {values}: the publisher's shape, keyed by the group's label. */
export function presentFilterValues(groups: EntryDoc['filter_values']): Record<string, WireFilterValue> {
  return Object.fromEntries(Object.entries(groups).map(([group, values]) => [group, { values: [...values] }]));
}

/**
 * ext.fe_ext: {c_{channelId}: {filter}} for each channel the page is placed in, the filter block
 * of the content item's ext there (item-ext.ts builds both: {text, value}); its own channel's
 * from its document when it is not placed there (yet).
 */
function feExt({ page, placements }: WirePageRecord): string {
  const blocks: Record<string, { filter: unknown }> = {};
  for (const placement of placements) blocks[`c_${placement.channelId}`] ??= { filter: wirePlacement(parsePlacementExt(placement.ext)).filter };
  if (page.menuId > 0) blocks[`c_${page.menuId}`] ??= { filter: wirePlacement({ filter: { value: filterTags(page.doc.filter_values) } }).filter };
  return JSON.stringify(blocks);
}

/**
 * An entry page in the publisher's shape (data.page of wapi/entry_page, an item of
 * wapi/entry_pages): its modules as the record brings them (server/wire-html/modules.ts:
 * component data as JSON text with HTML where the publisher sends HTML, the structured data
 * beside it in data_doc). `lang` is the edition's language: `langs` when the record was not read in a language.
 */
export function presentEntryPage(record: WirePageRecord, lang: string): EntryPageWire {
  const { page } = record;
  const { doc } = page;
  return {
    id: String(page.id),
    name: doc.name,
    desc: doc.desc,
    icon_url: doc.icon_url,
    header_img_url: doc.header_img_url,
    aliases: doc.aliases,
    modules: record.modules,
    filter_values: presentFilterValues(doc.filter_values),
    menu_id: String(page.menuId),
    menu_name: page.menuName,
    version: String(page.version),
    langs: record.language?.langs ?? [wireLang(lang)],
    ext: { fe_ext: feExt(record) },
    mtime: String(page.mtime),
  };
}

export function presentHistory(history: { rows: RevisionRecord[]; total: number }): EntryPageHistory {
  return {
    list: history.rows.map((row) => ({
      id: row.id,
      version: row.version,
      summary: row.summary,
      user: { uid: row.authorId === null ? '' : String(row.authorId), name: row.authorName },
      ctime: String(row.createdAt),
    })),
    total: String(history.total),
  };
}
