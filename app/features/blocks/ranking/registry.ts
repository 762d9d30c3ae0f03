import type { BlockRegistry } from '../types.ts';
import { RankingBlock } from './RankingBlock.tsx';

/** Blocks of the ranking area by kind (display type, or a special channel's ext value). */
export const rankingBlocks: BlockRegistry = {
  /** The contribution channel (ch_ext value 'contribute'): the contributor ranking. */
  contribute: RankingBlock,
};
