import { parseFilterDefinition } from '../../../shared/channel-ext.ts';
import type { ContentItem } from '../../../shared/contract/channel.ts';
import type { ContentPage, SelectorGroup } from '../../../shared/contract/content-lists.ts';
import type { PlacedContentRow } from '../channels/channels-service.ts';
import type { ContentRow, LatestContentRow, Page } from './content-lists-service.ts';
import { presentContentItem } from '../channels/channel-presenter.ts';

/** An entry outside any channel (latest lists): the ContentItem shape with no channel data. */
function presentUnplacedItem(row: ContentRow): ContentItem {
  return { ...presentContentItem({ ...row, channel_id: 0, recommend_id: 0, placement_ext: '{}' }), ext: '{}' };
}

/**
 * An entry of the latest lists (content/latest, home/recent_update, home's latestContent, the
 * 最新 channel): sorted by their last edit, so article_user_name and article_time are the last
 * editor and that edit's time, not the entry's first author and date.
 */
export function presentLatestItem(row: LatestContentRow): ContentItem {
  return { ...presentUnplacedItem(row), article_user_name: row.last_editor_name, article_time: String(row.last_edited_at) };
}

export const presentLatestPage = (page: Page<LatestContentRow>): ContentPage => ({
  list: page.rows.map(presentLatestItem),
  total: page.total,
});

export const presentChannelPage = (page: Page<PlacedContentRow>): ContentPage => ({
  list: page.rows.map(presentContentItem),
  total: page.total,
});

/** A filter definition's text as selector groups; invalid or absent gives none. */
export const presentSelector = (filterText: string): { list: SelectorGroup[] } => ({
  list: parseFilterDefinition(filterText).map((group) => ({
    label: group.label,
    children: group.options.map((label) => ({ label })),
  })),
});
