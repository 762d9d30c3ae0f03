import type { Selectable } from 'kysely';
import type { ContentInfoResponse } from '../../shared/contract/content.ts';
import { parseRichDoc } from '../../shared/contract/rich-text.ts';
import type { ContentTable } from '../db/schema.ts';

interface PlacementRow {
  id: number;
  name: string;
  parent_id: number | null;
  ext: string;
}

/** Stored detail tabs as {name, text}; the client adds the default tab when there are none. */
function presentTabs(row: Selectable<ContentTable>) {
  try {
    const tabs: unknown = JSON.parse(row.tabs);
    if (!Array.isArray(tabs)) return [];
    return tabs
      .filter((tab): tab is { name: string; doc: unknown } => typeof tab?.name === 'string')
      .map((tab) => ({ name: tab.name, text: JSON.stringify(parseRichDoc(JSON.stringify(tab.doc ?? []))) }));
  } catch {
    return [];
  }
}

export function presentContentInfo(row: Selectable<ContentTable>, placements: PlacementRow[]): ContentInfoResponse {
  const ext: Record<string, unknown> = {};
  for (const placement of placements) {
    try {
      ext[`c_${placement.id}`] = JSON.parse(placement.ext);
    } catch {
      ext[`c_${placement.id}`] = {};
    }
  }
  return {
    content: {
      id: row.id,
      title: row.title,
      content: JSON.stringify(parseRichDoc(row.body)),
      ext: JSON.stringify(ext),
      author_name: row.author_name,
      editor_name: row.editor_name,
      ctime: String(row.created_at),
      mtime: String(row.updated_at),
      version: row.version,
      icon: row.icon,
      summary: row.summary,
      url: row.url,
      type: row.type,
      bbs_url: row.bbs_url,
      contents: presentTabs(row),
    },
    channel_list: placements.map((placement) => ({
      id: placement.id,
      name: placement.name,
      parent_id: placement.parent_id ?? 0,
    })),
  };
}
