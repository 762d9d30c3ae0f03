import type { AppLoadContext } from 'react-router';
import type { ChannelTree } from '../../../server/domains/channels/channels-service.ts';
import { channelPagePath } from '../../../server/domains/seo/channel-page-path.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { readerChannelForest } from '../../features/channels/channel-forest.server.ts';
import type { TrailStep } from './structured-data.ts';

/** The nodes from a top-level channel down to the channel of this id, or none. */
function pathTo(forest: ChannelTree[], id: number): ChannelTree[] {
  for (const node of forest) {
    if (node.row.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * An entry's breadcrumbs: the channels from the top down to the one it belongs to (its menu, else
 * the deepest channel it is placed in), each with its page's path, named in the reader's content
 * language `wanted`. Reads the channel forest the layout already read for this request.
 */
export async function channelTrail(
  context: AppLoadContext,
  edition: Edition,
  channelIds: ReadonlyArray<number | null | undefined>,
  wanted: string,
): Promise<TrailStep[]> {
  const forest = await readerChannelForest(context, edition, wanted);
  const paths = channelIds.filter((id): id is number => typeof id === 'number' && id > 0).map((id) => pathTo(forest, id));
  const chosen = paths.find((path) => path.length > 0);
  if (!chosen) return [];
  const rootSlot = chosen[0]!.row.slot;
  return chosen.map((node) => ({ name: node.row.name, path: channelPagePath(rootSlot, node.row) }));
}
