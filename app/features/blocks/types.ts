import type { ComponentType } from 'react';
import type { PageChannelNode, PageContentItem } from '../../../shared/contract/channel.ts';
import type { DisplayType } from '../../../shared/channel-ext.ts';

/**
 * What every block gets: the channel whose entries it shows (its id keys each item's ext as
 * c_{id}; its ch_ext holds display_type, col_per_row, icons...), the entries, and whether it is
 * limited (home and previews truncate per block type, shared/blocks.ts; a channel page shows everything).
 */
export interface BlockProps {
  channel: PageChannelNode;
  items: PageContentItem[];
  displayType: DisplayType;
  limited: boolean;
}

export type BlockComponent = ComponentType<BlockProps>;
/**
 * What picks a block: the channel's display type, or the special kind its ch_ext 'value'
 * names ('contribute' for the contribution channel; 'calendar' is also a display type).
 */
export type BlockKind = DisplayType | 'contribute';
export type BlockRegistry = Partial<Record<BlockKind, BlockComponent>>;
