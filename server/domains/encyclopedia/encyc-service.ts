import { chExtValue, parseChExt, parseFilterDefinition, type FilterGroup } from '../../../shared/channel-ext.ts';
import type { EncycEntry, EncycFilterGroup, EncycMenu } from '../../../shared/contract/encyc.ts';
import type { Db } from '../../db/database.ts';
import { chunks } from '../../chunks.ts';
import { channelService, findNode, type ChannelTree } from '../channels/channels-service.ts';

/** ext of a placement: filter.value is its filter values ('group/option'). */
function filterValuesOf(ext: string): string[] {
  try {
    const value = (JSON.parse(ext) as { filter?: { value?: unknown } } | null)?.filter?.value;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const inCatalogue = (node: ChannelTree) => chExtValue(parseChExt(node.row.ch_ext), 'show_in_catalog') === '1';
/** The calendar and contribution channels are pages of their own, not lists of entries. */
const isSpecial = (node: ChannelTree) => ['calendar', 'contribute'].includes(chExtValue(parseChExt(node.row.ch_ext), 'value'));

const presentMenu = (node: ChannelTree, subMenus: EncycMenu[]): EncycMenu => ({
  menu_id: node.row.id,
  id: node.row.id,
  name: node.row.name,
  icon_url: chExtValue(parseChExt(node.row.ch_ext), 'icon_url'),
  sub_menus: subMenus,
});

/**
 * The encyclopedia: the edition's menus (top-level catalogue channels with sub-channels), each
 * menu's filter groups, and its entries filtered and paged. A menu's entries are those placed
 * in its channel, or, when none are, those of its sub-channels in their order.
 */
export function encycService(db: Db) {
  const channels = channelService(db);

  /** Ids of channels holding at least one entry. */
  async function filledChannels(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db.selectFrom('channel_contents').select('channel_id').distinct().where('channel_id', 'in', ids).execute();
    return new Set(rows.map((row) => Number(row.channel_id)));
  }

  /** The menu's filter definition (its own or its nearest ancestor's); undefined for an unknown menu. */
  async function filterDefinition(editionId: number, menuId: number): Promise<FilterGroup[] | undefined> {
    const text = await channels.selectorFilter(editionId, menuId);
    return text === undefined ? undefined : parseFilterDefinition(text);
  }

  return {
    async menus(editionId: number): Promise<EncycMenu[]> {
      const forest = await channels.forest(editionId);
      const roots = forest.filter(
        (node) => (node.row.slot === 'position' || node.row.slot === 'map') && inCatalogue(node) && !isSpecial(node) && node.children.length > 0,
      );
      const candidates = roots.flatMap((root) => root.children.flatMap((child) => [child, ...child.children]));
      const filled = await filledChannels(candidates.map((node) => node.row.id));
      return roots.flatMap((root) => {
        const subMenus = root.children
          .filter((child) => filled.has(child.row.id) || child.children.some((grandchild) => filled.has(grandchild.row.id)))
          .map((child) => presentMenu(child, []));
        return subMenus.length > 0 ? [presentMenu(root, subMenus)] : [];
      });
    },

    filterDefinition,

    /** The menu's filter groups (its own definition or its nearest ancestor's); undefined for an unknown menu. */
    async filters(editionId: number, menuId: number): Promise<EncycFilterGroup[] | undefined> {
      const groups = await filterDefinition(editionId, menuId);
      if (groups === undefined) return undefined;
      return groups.map((group) => ({
        key: group.label,
        text: group.label,
        values: group.options.map((option) => ({ id: `${group.label}/${option}`, value: option })),
      }));
    },

    /**
     * A page of the menu's entries holding every chosen filter value, and how many match;
     * undefined for an unknown menu. `only: 'entry pages'` leaves out contents that are no entry
     * page (articles, links), as the publisher's get_entry_page_list lists only pages. Only ids and filter values are read for matching; the
     * page's rows are read afterwards.
     */
    async entries(
      editionId: number,
      menuId: number,
      filters: string[],
      page: { pageNum: number; pageSize: number },
      only: 'entry pages' | 'any content' = 'any content',
    ): Promise<{ list: EncycEntry[]; total: number } | undefined> {
      const node = findNode(await channels.forest(editionId), menuId);
      if (!node) return undefined;
      const placements = (ids: number[]) =>
        ids.length === 0
          ? Promise.resolve([])
          : db.selectFrom('channel_contents').select(['channel_id', 'content_id', 'ext', 'sort', 'id']).where('channel_id', 'in', ids).execute();
      let rows = await placements([node.row.id]);
      let order = [node.row.id];
      if (rows.length === 0) {
        order = node.children.flatMap((child) => [child.row.id, ...child.children.map((grandchild) => grandchild.row.id)]);
        rows = await placements(order);
      }
      const rank = new Map(order.map((id, index) => [id, index]));
      rows.sort((a, b) => rank.get(Number(a.channel_id))! - rank.get(Number(b.channel_id))! || a.sort - b.sort || Number(a.id) - Number(b.id));
      const seen = new Set<number>();
      let matching: Array<{ contentId: number; values: string[] }> = [];
      for (const row of rows) {
        const contentId = Number(row.content_id);
        if (seen.has(contentId)) continue;
        seen.add(contentId);
        const values = filterValuesOf(row.ext);
        if (filters.every((chosen) => values.includes(chosen))) matching.push({ contentId, values });
      }
      if (only === 'entry pages' && matching.length > 0) {
        const pages = new Set<number>();
        // In slices under SQLite's bound-parameter limit.
        for (const ids of chunks(
          matching.map((item) => item.contentId),
          500,
        )) {
          const rows = await db.selectFrom('entry_pages').select('content_id').where('edition_id', '=', editionId).where('content_id', 'in', ids).execute();
          for (const row of rows) pages.add(Number(row.content_id));
        }
        matching = matching.filter((item) => pages.has(item.contentId));
      }
      const slice = matching.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize);
      const contents =
        slice.length === 0
          ? []
          : await db
              .selectFrom('contents')
              .select(['id', 'title', 'icon', 'summary'])
              .where('edition_id', '=', editionId)
              .where(
                'id',
                'in',
                slice.map((item) => item.contentId),
              )
              .execute();
      const byId = new Map(contents.map((row) => [Number(row.id), row]));
      const list = slice.flatMap(({ contentId, values }) => {
        const content = byId.get(contentId);
        if (!content) return [];
        const filterValues: Record<string, { values: string[] }> = {};
        for (const value of values) {
          const [group, ...rest] = value.split('/');
          if (!group || rest.length === 0) continue;
          (filterValues[group] ??= { values: [] }).values.push(rest.join('/'));
        }
        return [{ entry_page_id: String(contentId), name: content.title, icon_url: content.icon, desc: content.summary, filter_values: filterValues }];
      });
      return { list, total: matching.length };
    },
  };
}

export type EncycService = ReturnType<typeof encycService>;
