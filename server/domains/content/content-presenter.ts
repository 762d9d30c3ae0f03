import type { Selectable } from 'kysely';
import type { ContentInfoResponse } from '../../../shared/contract/content.ts';
import type { ContentTable } from '../../db/schema.ts';
import { contentBody } from '../../wire-html/content-info.ts';
import { wireExt } from './item-ext.ts';

interface PlacementRow {
  id: number;
  name: string;
  parent_id: number | null;
  ext: string;
}

/** data of content/info; `content` and `contents[].text` are HTML with their documents beside them (server/wire-html/content-info.ts). */
export function presentContentInfo(row: Selectable<ContentTable>, placements: PlacementRow[]): ContentInfoResponse {
  return {
    content: {
      id: row.id,
      title: row.title,
      ...contentBody(row),
      ext: wireExt(placements.map((placement) => ({ channel_id: placement.id, placement_ext: placement.ext }))),
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
    },
    channel_list: placements.map((placement) => ({
      id: placement.id,
      name: placement.name,
      parent_id: placement.parent_id ?? 0,
    })),
  };
}
