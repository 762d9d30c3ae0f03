import type { BlockRegistry } from '../types.ts';

/** Blocks of the gacha area by kind (display type, or a special channel's ext value). */
export const gachaBlocks: BlockRegistry = {};
