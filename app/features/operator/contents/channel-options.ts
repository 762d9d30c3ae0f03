import type { FilterGroup } from '../../../../shared/channel-ext.ts';
import type { OperatorChannel } from '../../../../shared/contract/operator-channels.ts';

export interface ChannelOption {
  id: number;
  /** The name with its ancestors: 'Parent / Child'. */
  label: string;
  /** Its own filter definition, else its nearest ancestor's (as readers' pages pick it). */
  groups: FilterGroup[];
}

/** The tree flattened in order, each channel with the filter groups its items choose from. */
export function channelOptions(nodes: OperatorChannel[], prefix = '', inherited: FilterGroup[] = []): ChannelOption[] {
  return nodes.flatMap((node) => {
    const groups = node.ch_ext.filter.length > 0 ? node.ch_ext.filter : inherited;
    const label = prefix ? `${prefix} / ${node.name}` : node.name;
    return [{ id: node.id, label, groups }, ...channelOptions(node.children, label, groups)];
  });
}
