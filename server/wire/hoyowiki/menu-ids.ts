import type { EncycMenu } from '../../shared/contract/encyc.ts';
import type { AnyCallContext } from './route.ts';

/**
 * Menu ids as the HoYoWiki mounts speak them. The publisher's HoYoWiki clients name a menu by
 * the publisher's own id (2 characters, 4 weapons, ...); a channel stands for one by declaring it
 * in its ch_ext (`wiki_menu_id`). On /hoyowiki/... an edition that declares any speaks only those
 * (another id is no menu: a tool asking for NPCs must not get whatever channel has that id); one
 * that declares none speaks channel ids, as the other mounts always do.
 */

/** What a menu id's meaning depends on: the mount and the edition. */
type Context = Pick<AnyCallContext, 'wire' | 'services' | 'edition'>;

async function declared({ wire, services, edition }: Context) {
  if (wire !== 'hoyowiki') return undefined;
  const menus = await services.channels.wikiMenus(edition.id);
  return menus.channelOf.size > 0 ? menus : undefined;
}

/** The channel a menu id names on this mount, or undefined when it names none. */
export async function channelOfMenu(context: Context, menuId: number): Promise<number | undefined> {
  const menus = await declared(context);
  return menus ? menus.channelOf.get(menuId) : menuId;
}

/**
 * The menus as this mount speaks them. With declared ids, on /hoyowiki/...: the declared menus
 * alone, as one flat list (as the publisher's get_menus answers), each by its declared id.
 */
export async function menusAsSpoken(context: Context, menus: EncycMenu[]): Promise<EncycMenu[]> {
  const spoken = await declared(context);
  if (!spoken) return menus;
  const flat = (list: EncycMenu[]): EncycMenu[] => list.flatMap((menu) => [menu, ...flat(menu.sub_menus)]);
  return flat(menus).flatMap((menu) => {
    const id = spoken.menuOf.get(menu.id);
    return id === undefined ? [] : [{ ...menu, menu_id: id, id, sub_menus: [] }];
  });
}

/** Search hits with their menus by declared id on /hoyowiki/... (menus without one left out there). */
export async function hitsAsSpoken<Hit extends { menus: Array<{ id: number; name: string }> }>(context: Context, hits: Hit[]): Promise<Hit[]> {
  const spoken = hits.length === 0 ? undefined : await declared(context);
  if (!spoken) return hits;
  return hits.map((hit) => ({
    ...hit,
    menus: hit.menus.flatMap((menu) => {
      const id = spoken.menuOf.get(menu.id);
      return id === undefined ? [] : [{ ...menu, id }];
    }),
  }));
}
