import { variantFinder } from './variant.ts';
import { blackboardChannelVariants } from './blackboard/channels.ts';
import { blackboardLivingVariants } from './blackboard/living.ts';
import { entryListOnHoYoWiki, menuFiltersOnHoYoWiki } from './hoyowiki/entry-list.ts';
import { entryPageVariants } from './hoyowiki/entry-pages.ts';
import { menusOnHoYoWiki } from './hoyowiki/menus.ts';
import { searchOnHoYoWiki } from './hoyowiki/search.ts';

/**
 * Every call that takes other input or answers other shapes on the publisher's mounts than on our
 * own (docs/decisions/015-wire-fidelity.md); a call not here answers alike on every mount.
 */
export const publisherVariant = variantFinder([
  menusOnHoYoWiki,
  menuFiltersOnHoYoWiki,
  entryListOnHoYoWiki,
  ...entryPageVariants,
  searchOnHoYoWiki,
  ...blackboardChannelVariants,
  ...blackboardLivingVariants,
]);
