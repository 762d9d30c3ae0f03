import { parseFilterDefinition } from '../../../shared/channel-ext.ts';
import type { ContentItem } from '../../../shared/contract/channel.ts';
import type { ContentPage, SelectorGroup } from '../../../shared/contract/content-lists.ts';
import type { PlacedContentRow } from '../channels/channels-service.ts';
import type { ContentRow, Page } from './content-lists-service.ts';
import { presentContentItem } from '../channels/channel-presenter.ts';

/** An entry outside any channel (latest lists): the ContentItem shape with no channel data. */
export function presentUnplacedItem(row: ContentRow): ContentItem {
  return { ...presentContentItem({ ...row, channel_id: 0, recommend_id: 0, placement_ext: '{}' }), ext: '{}' };
}

export const presentLatestPage = (page: Page<ContentRow>): ContentPage => ({
  list: page.rows.map(presentUnplacedItem),
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
