/** The ids of these channel nodes and every node below them (a page that shows their entries is stale when one of them changes). */
export function channelIdsOf(nodes: readonly ChannelLike[]): number[] {
  const ids: number[] = [];
  const visit = (node: ChannelLike) => {
    ids.push(node.id);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return ids;
}

interface ChannelLike {
  id: number;
  children: readonly ChannelLike[];
}
