import type { Selectable } from 'kysely';
import { chExtValue, displayTypeOf, parseChExt } from '../../../shared/channel-ext.ts';
import type { Db } from '../../db/database.ts';
import type { ChannelTable, ContentTable } from '../../db/schema.ts';

export type ChannelRow = Selectable<ChannelTable>;
/** The content columns a list item shows (presentContentItem): lists never read a body or tabs. */
export const LIST_ITEM_COLUMNS = [
  'id',
  'title',
  'icon',
  'bbs_url',
  'type',
  'author_name',
  'article_time',
  'summary',
  'alias_name',
  'corner_mark',
  'end_time_ms',
] as const;

export type PlacedContentRow = Pick<Selectable<ContentTable>, (typeof LIST_ITEM_COLUMNS)[number]> & {
  channel_id: number;
  recommend_id: number;
  placement_ext: string;
  /** Every placement of the entry a merged list found (its ext has a key per channel); absent: only this row's. */
  placements?: Array<{ channel_id: number; placement_ext: string }>;
};

/** A channel with its sub-tree and, where loaded, its placed content. */
export interface ChannelTree {
  row: ChannelRow;
  children: ChannelTree[];
  contents: PlacedContentRow[];
}

/** Blocks that preview their child channels (collections) need those children's entries too. */
function previewsChildren(node: ChannelTree): boolean {
  const type = displayTypeOf(parseChExt(node.row.ch_ext));
  return (type === 'group' || type === 'collectionBg') && node.children.length > 0;
}

export function channelService(db: Db) {
  async function allChannels(editionId: number): Promise<ChannelRow[]> {
    return db.selectFrom('channels').selectAll().where('edition_id', '=', editionId).orderBy('depth').orderBy('sort').orderBy('id').execute();
  }

  function buildForest(rows: ChannelRow[]): ChannelTree[] {
    const byId = new Map<number, ChannelTree>();
    const roots: ChannelTree[] = [];
    for (const row of rows) byId.set(row.id, { row, children: [], contents: [] });
    for (const row of rows) {
      const node = byId.get(row.id)!;
      const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return roots;
  }

  /** Content placed in the given channels, in each channel's order. */
  async function placedContents(channelIds: number[], limit?: number): Promise<Map<number, PlacedContentRow[]>> {
    const grouped = new Map<number, PlacedContentRow[]>();
    if (channelIds.length === 0) return grouped;
    const rows = await db
      .selectFrom('channel_contents as cc')
      .innerJoin('contents as c', 'c.id', 'cc.content_id')
      .select(LIST_ITEM_COLUMNS.map((column) => `c.${column}` as const))
      .select(['cc.channel_id as channel_id', 'cc.id as recommend_id', 'cc.ext as placement_ext'])
      .where('cc.channel_id', 'in', channelIds)
      .orderBy('cc.channel_id')
      .orderBy('cc.sort')
      .orderBy('cc.id')
      .execute();
    for (const row of rows) {
      const list = grouped.get(row.channel_id) ?? [];
      if (limit === undefined || list.length < limit) list.push(row);
      grouped.set(row.channel_id, list);
    }
    return grouped;
  }

  /** Loads the entries of the given channels, and of their children where the block previews them. */
  async function fill(nodes: ChannelTree[]) {
    const targets = nodes.flatMap((node) => (previewsChildren(node) ? [node, ...node.children] : [node]));
    const contents = await placedContents(targets.map((node) => node.row.id));
    for (const node of targets) node.contents = contents.get(node.row.id) ?? [];
  }

  /** Loads the entries of the given channels and of their direct children, at most `limit` each. */
  async function fillWithChildren(nodes: ChannelTree[], limit?: number) {
    const targets = nodes.flatMap((node) => [node, ...node.children]);
    const contents = await placedContents(
      targets.map((node) => node.row.id),
      limit,
    );
    for (const node of targets) node.contents = contents.get(node.row.id) ?? [];
  }

  /**
   * Gives each channel the entries placed on it or on any channel below it: each entry once, at
   * its first place (the channel's own order, then its sub-channels' in tree order), carrying all
   * its placements there. The channel's own key comes first; an entry placed only below it gets
   * that key from its nearest placement, so every item of the list has the channel's data.
   */
  async function fillWithSubtrees(nodes: ChannelTree[]) {
    const subtrees = nodes.map((node) => flatten([node]));
    const contents = await placedContents([...new Set(subtrees.flat().map((node) => node.row.id))]);
    nodes.forEach((node, index) => {
      const merged = new Map<number, PlacedContentRow & { placements: NonNullable<PlacedContentRow['placements']> }>();
      for (const member of subtrees[index]!) {
        for (const row of contents.get(member.row.id) ?? []) {
          const placement = { channel_id: row.channel_id, placement_ext: row.placement_ext };
          const found = merged.get(row.id);
          if (found) found.placements.push(placement);
          else {
            const own = row.channel_id === node.row.id ? [] : [{ channel_id: node.row.id, placement_ext: row.placement_ext }];
            merged.set(row.id, { ...row, channel_id: node.row.id, placements: [...own, placement] });
          }
        }
      }
      node.contents = [...merged.values()];
    });
  }

  /** The channel and its ancestors, nearest first; undefined for a channel not in the edition. */
  async function lineage(editionId: number, channelId: number): Promise<ChannelRow[] | undefined> {
    const byId = new Map((await allChannels(editionId)).map((row) => [row.id, row]));
    const chain: ChannelRow[] = [];
    for (let row = byId.get(channelId); row && !chain.includes(row); row = row.parent_id === null ? undefined : byId.get(row.parent_id)) {
      chain.push(row);
    }
    return chain.length > 0 ? chain : undefined;
  }

  async function topLevel(editionId: number, slot: 'position' | 'map', rows?: ChannelRow[]): Promise<ChannelTree[]> {
    const forest = buildForest(rows ?? (await allChannels(editionId)));
    return forest.filter((node) => node.row.slot === slot);
  }

  return {
    /** Every channel row of an edition, in tree order: a page reads them once and hands them to the calls below (`rows`). */
    rows: allChannels,

    /** The whole channel forest of an edition, without content; from rows already read when given. */
    async forest(editionId: number, rows?: ChannelRow[]): Promise<ChannelTree[]> {
      return buildForest(rows ?? (await allChannels(editionId)));
    },

    /**
     * Home sections: top-level 'position' channels with their children; each section's first
     * child (or the section itself when childless) carries its content, the rest load on demand.
     * rows: the edition's channel rows, when the caller has read them already.
     */
    async positionList(editionId: number, rows?: ChannelRow[]): Promise<ChannelTree[]> {
      const sections = await topLevel(editionId, 'position', rows);
      const firstLeaves = sections.map((section) => section.children[0] ?? section);
      await fill(firstLeaves);
      return sections;
    },

    mapList: (editionId: number) => topLevel(editionId, 'map'),

    /** One channel with its children and its own content, or undefined; rows as for positionList. */
    async withContent(editionId: number, channelId: number, rows?: ChannelRow[]): Promise<ChannelTree | undefined> {
      const forest = buildForest(rows ?? (await allChannels(editionId)));
      const node = findNode(forest, channelId);
      if (!node) return undefined;
      await fill([node]);
      return node;
    },

    /**
     * One channel with its own content and each direct child's list: the entries placed on the
     * child or below it (home/content/list, as the publisher fills a parent's children).
     */
    async withChildLists(editionId: number, channelId: number): Promise<ChannelTree | undefined> {
      const node = findNode(buildForest(await allChannels(editionId)), channelId);
      if (!node) return undefined;
      const [own] = await Promise.all([placedContents([node.row.id]), fillWithSubtrees(node.children)]);
      node.contents = own.get(node.row.id) ?? [];
      return node;
    },

    /** Channels displayed as 'recommended', in tree order, each with its children and their entries. */
    async recommended(editionId: number): Promise<ChannelTree[]> {
      const found = flatten(buildForest(await allChannels(editionId))).filter((node) => displayTypeOf(parseChExt(node.row.ch_ext)) === 'recommended');
      await fillWithChildren(found);
      return found;
    },

    /** An aggregate page: one channel with its children, each list holding at most `limit` entries. */
    async aggregate(editionId: number, channelId: number, limit: number): Promise<ChannelTree | undefined> {
      const node = findNode(buildForest(await allChannels(editionId)), channelId);
      if (!node) return undefined;
      await fillWithChildren([node], limit);
      return node;
    },

    lineage,

    /**
     * The filter definition text (ch_ext 'filter') a channel's selector uses: its own, else the
     * nearest ancestor's that has one; '' when none has; undefined for a channel not in the edition.
     */
    async selectorFilter(editionId: number, channelId: number): Promise<string | undefined> {
      const chain = await lineage(editionId, channelId);
      if (!chain) return undefined;
      for (const row of chain) {
        const filter = chExtValue(parseChExt(row.ch_ext), 'filter');
        if (filter.trim() !== '') return filter;
      }
      return '';
    },

    /** A channel row of the edition, or undefined. */
    byId: (editionId: number, channelId: number) =>
      db.selectFrom('channels').selectAll().where('edition_id', '=', editionId).where('id', '=', channelId).executeTakeFirst(),

    /** The channel marked is_latest in its ch_ext (shallowest first, then by sort), or undefined. */
    async latestChannel(editionId: number): Promise<ChannelRow | undefined> {
      const rows = await allChannels(editionId);
      return rows.find((row) => isTruthyFlag(chExtValue(parseChExt(row.ch_ext), 'is_latest')));
    },
  };
}

/** Every node of the trees, each before its children (pre-order). */
export function flatten(nodes: ChannelTree[]): ChannelTree[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

const isTruthyFlag = (value: string) => value === '1' || value.toLowerCase() === 'true';

export function findNode(forest: ChannelTree[], id: number): ChannelTree | undefined {
  for (const node of forest) {
    if (node.row.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
