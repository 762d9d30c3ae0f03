import type { AnyCallContext } from '../../api/route.ts';
import { declaredIds } from '../declared-ids.ts';

/**
 * Menu ids as the HoYoWiki mounts speak them. The publisher's HoYoWiki clients name a menu by
 * the publisher's own id (2 characters, 4 weapons, ...); a channel stands for one by declaring it
 * in its ch_ext (`wiki_menu_id`). An edition that declares any speaks only those here (another id
 * is no menu: a tool asking for NPCs must not get whatever channel has that id); one that declares
 * none speaks channel ids, as our own mount always does.
 */

/** What a menu id's meaning depends on: the edition's channels. */
export type MenuContext = Pick<AnyCallContext, 'perRequest' | 'edition'>;

export interface SpokenMenus {
  /** The channel a menu id names, or undefined when it names none. */
  channelOf(menuId: number): number | undefined;
  /** The menu id a channel is spoken as, or undefined when it is none. */
  menuOf(channelId: number): number | undefined;
  /** True when the edition declares the publisher's ids. */
  declared: boolean;
}

export async function spokenMenus(context: MenuContext): Promise<SpokenMenus> {
  const { channelOf, idOf } = await declaredIds(context, 'wiki_menu_id');
  if (channelOf.size === 0) return { channelOf: (id) => id, menuOf: (id) => id, declared: false };
  return { channelOf: (id) => channelOf.get(id), menuOf: (id) => idOf.get(id), declared: true };
}

/** The channel a menu id names on this mount, or undefined when it names none. */
export async function channelOfMenu(context: MenuContext, menuId: number): Promise<number | undefined> {
  return (await spokenMenus(context)).channelOf(menuId);
}
