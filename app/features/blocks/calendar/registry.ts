import type { BlockRegistry } from '../types.ts';
import { CalendarBlock } from './CalendarBlock.tsx';

/** Blocks of the calendar area by kind (display type, or a special channel's ext value). */
export const calendarBlocks: BlockRegistry = {
  calendar: CalendarBlock,
};
