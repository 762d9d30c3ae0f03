import type { PageChannelNode, PageContentItem } from '../../../shared/contract/channel.ts';
import { chExtValue, displayTypeOf, parseChExt } from '../../../shared/channel-ext.ts';
import { columnsPerRow, truncateFor } from '../../../shared/blocks.ts';
import { useT } from '../../i18n/index.ts';
import { useLayout } from '../../lib/wiki-context.tsx';
import { ContentGrid } from '../content/ContentGrid.tsx';
import { cardBlocks } from './cards/registry.ts';
import { calendarBlocks } from './calendar/registry.ts';
import { gachaBlocks } from './gacha/registry.ts';
import { listBlocks } from './lists/registry.ts';
import { rankingBlocks } from './ranking/registry.ts';
import type { BlockKind, BlockProps, BlockRegistry } from './types.ts';

const registry: BlockRegistry = { ...listBlocks, ...cardBlocks, ...rankingBlocks, ...calendarBlocks, ...gachaBlocks };

/** Icon grids (default, avatar, card, recommended, filter): columns and truncation per spec. */
function GridBlock({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const colPerRow = Number(chExtValue(parseChExt(channel.ch_ext), 'col_per_row')) || undefined;
  const columns = columnsPerRow(displayType, layout, colPerRow);
  return <ContentGrid items={truncateFor(items, displayType, layout, limited, colPerRow)} columns={columns} />;
}

interface ChannelBlockProps {
  channel: PageChannelNode;
  items?: PageContentItem[];
  limited: boolean;
}

/** Which block a channel gets: its display type, or the special kind its ch_ext 'value' names. */
export function blockKindOf(channel: Pick<PageChannelNode, 'ch_ext'>): BlockKind {
  const attributes = parseChExt(channel.ch_ext);
  const special = chExtValue(attributes, 'value');
  return special === 'contribute' ? 'contribute' : special === 'calendar' ? 'calendar' : displayTypeOf(attributes);
}

/** Blocks of living data (ranking, calendar) load their own data instead of showing entries. */
export const isSelfLoading = (kind: BlockKind) => kind === 'contribute' || kind === 'calendar';

/** Renders a channel's entries with the block its display_type names. */
export function ChannelBlock({ channel, items = channel.list, limited }: ChannelBlockProps) {
  const t = useT();
  const displayType = displayTypeOf(parseChExt(channel.ch_ext));
  const kind = blockKindOf(channel);
  const Block = registry[kind] ?? GridBlock;
  if (!isSelfLoading(kind) && items.length === 0 && channel.children.length === 0) return <p className="block-empty">{t('channel.empty')}</p>;
  return (
    <div data-block={kind}>
      <Block channel={channel} items={items} displayType={displayType} limited={limited} />
    </div>
  );
}
