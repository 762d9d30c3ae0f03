import { chExtToInput, inputToChExt } from '../../../../shared/contract/operator-ch-ext.ts';
import type { Db } from '../../../db/database.ts';
import { cut } from '../convert/source-doc.ts';
import { FILTER_TEXT_MAX, FILTER_VALUES_MAX, type CategoryMap } from './category-map.ts';

/** Where an entry goes, from its categories. */
export interface Placement {
  /** Channel ids, the first is the entry's menu. */
  channelIds: number[];
  /** Filter values of the entry: group → values. */
  filterValues: Record<string, string[]>;
  /** Categories that placed the entry in a channel, became a filter value, were ignored, or fit nowhere (too long, too many). */
  mapped: { channel: string[]; filter: string[]; ignored: string[]; unplaced: string[] };
}

const fold = (text: string) => text.normalize('NFKC').trim().toLowerCase();

/**
 * Decides placements from the operator's map, else the default: a category named as a channel of
 * the edition places the entry there; any other becomes a value of the filter group. Channels the
 * map names that do not exist are created (top level) on first use; the default channel (named
 * after the wiki) too. Holds the edition's channel names (a few hundred) in memory.
 */
export class PlacementPlanner {
  private readonly byName = new Map<string, number>();
  private readonly byId = new Set<number>();
  private readonly rules = new Map<string, { channel?: string | number; filter?: [string, string]; ignore?: true }>();
  readonly createdChannels: string[] = [];

  private constructor(
    private readonly editionId: number,
    private readonly defaultChannelName: string,
    readonly filterGroup: string,
  ) {}

  static async create(db: Db, editionId: number, map: CategoryMap | undefined, fallback: { siteName: string; lang: string }): Promise<PlacementPlanner> {
    const group = map?.filter_group ?? (fallback.lang.toLowerCase().startsWith('zh') ? '分类' : 'Category');
    const planner = new PlacementPlanner(editionId, cut(map?.default_channel ?? (fallback.siteName.trim() || 'MediaWiki'), 100), group);
    const channels = await db
      .selectFrom('channels')
      .select(['id', 'name'])
      .where('edition_id', '=', editionId)
      .orderBy('depth', 'desc')
      .orderBy('id')
      .execute();
    // Deepest first, then oldest: of channels sharing a name the deepest (a leaf, where entries live) wins.
    for (const channel of channels) {
      planner.byId.add(Number(channel.id));
      if (!planner.byName.has(fold(channel.name))) planner.byName.set(fold(channel.name), Number(channel.id));
    }
    for (const [category, channel] of Object.entries(map?.channels ?? {})) planner.rules.set(fold(category), { channel });
    for (const [category, value] of Object.entries(map?.filters ?? {})) {
      const [groupName, option] = value.split('/') as [string, string];
      planner.rules.set(fold(category), { filter: [groupName.trim(), option.trim()] });
    }
    for (const category of map?.ignore ?? []) planner.rules.set(fold(category), { ignore: true });
    return planner;
  }

  /** The channel id of a name, creating a top-level channel when there is none. */
  private async channelNamed(db: Db, name: string, at: number): Promise<number> {
    const known = this.byName.get(fold(name));
    if (known !== undefined) return known;
    const last = await db
      .selectFrom('channels')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('edition_id', '=', this.editionId)
      .where('parent_id', 'is', null)
      .executeTakeFirst();
    const chExt = inputToChExt({ ...chExtToInput('[]'), display_type: 'filter', show_in_catalog: true });
    const row = await db
      .insertInto('channels')
      .values({
        edition_id: this.editionId,
        parent_id: null,
        depth: 1,
        sort: Number(last?.sort ?? -1) + 1,
        name,
        slot: 'position',
        ch_ext: chExt,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    this.byName.set(fold(name), id);
    this.byId.add(id);
    this.createdChannels.push(name);
    return id;
  }

  /** Where an entry of these categories goes. Runs in the batch's transaction (it may create channels). */
  async place(db: Db, categories: string[], at: number): Promise<Placement> {
    const channelIds: number[] = [];
    const filterValues: Record<string, string[]> = {};
    const mapped: Placement['mapped'] = { channel: [], filter: [], ignored: [], unplaced: [] };
    const addFilter = (group: string, value: string, category: string) => {
      const values = (filterValues[group] ??= []);
      if (values.includes(value)) return mapped.filter.push(category);
      if (group.length > FILTER_TEXT_MAX || value.length > FILTER_TEXT_MAX || values.length >= FILTER_VALUES_MAX) return mapped.unplaced.push(category);
      values.push(value);
      mapped.filter.push(category);
    };
    for (const category of categories) {
      const rule = this.rules.get(fold(category));
      if (rule?.ignore) {
        mapped.ignored.push(category);
      } else if (rule?.channel !== undefined) {
        const id = typeof rule.channel === 'number' && this.byId.has(rule.channel) ? rule.channel : await this.channelNamed(db, String(rule.channel), at);
        if (!channelIds.includes(id)) channelIds.push(id);
        mapped.channel.push(category);
      } else if (rule?.filter) {
        addFilter(rule.filter[0], rule.filter[1], category);
      } else {
        const id = this.byName.get(fold(category));
        if (id !== undefined) {
          if (!channelIds.includes(id)) channelIds.push(id);
          mapped.channel.push(category);
        } else {
          addFilter(this.filterGroup, category.replace(/\//g, '／'), category);
        }
      }
    }
    if (channelIds.length === 0) channelIds.push(await this.channelNamed(db, this.defaultChannelName, at));
    return { channelIds, filterValues, mapped };
  }
}
