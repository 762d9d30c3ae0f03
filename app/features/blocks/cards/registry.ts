import type { BlockRegistry } from '../types.ts';
import { CardFilter } from './CardFilter.tsx';
import { Collection } from './Collection.tsx';
import { CollectionAvatar } from './CollectionAvatar.tsx';
import { CollectionBg } from './CollectionBg.tsx';
import { Kingkong } from './Kingkong.tsx';
import { Kingkong16 } from './Kingkong16.tsx';
import { KingkongTag } from './KingkongTag.tsx';
import { Monster } from './Monster.tsx';
import { Relic } from './Relic.tsx';
import { RelicWeapon } from './RelicWeapon.tsx';
import { TaskFilter } from './TaskFilter.tsx';

/** Card, collection and icon-grid blocks by display type (filled by their components). */
export const cardBlocks: BlockRegistry = {
  kingkong: Kingkong,
  kingkong16: Kingkong16,
  kingkongTag: KingkongTag,
  group: Collection,
  collectionBg: CollectionBg,
  collectionAvatar: CollectionAvatar,
  relic: Relic,
  monster: Monster,
  relicWeapon: RelicWeapon,
  taskFilter: TaskFilter,
  cardFilter: CardFilter,
};
