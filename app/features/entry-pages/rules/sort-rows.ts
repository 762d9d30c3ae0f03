import { collator } from '../../../lib/format/index.ts';

/**
 * Sortable tables: a column header toggles ascending/descending;
 * numbers compare numerically and come before text (in both directions); empty cells come last.
 */
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: number;
  direction: SortDirection;
}

/** The number a cell holds ('1,234', '-3.5', '12%', '+7'), or null for text. */
export function cellNumber(cell: string): number | null {
  const text = cell.trim().replace(/,/g, '').replace(/%$/, '');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Number(text);
}

const cellCollator = collator('zh-CN', { numeric: true });

/** Orders two cells for the given direction: numbers before text, empty cells last. */
export function compareCells(a: string, b: string, direction: SortDirection = 'asc'): number {
  const emptyA = a.trim() === '';
  const emptyB = b.trim() === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  const na = cellNumber(a);
  const nb = cellNumber(b);
  if (na !== null && nb === null) return -1;
  if (na === null && nb !== null) return 1;
  const order = na !== null && nb !== null ? na - nb : cellCollator.compare(a, b);
  return direction === 'asc' ? order : -order;
}

/** The rows sorted by one column (stable: equal cells keep their order). */
export function sortRows<Row extends readonly string[]>(rows: readonly Row[], state: SortState | null): Row[] {
  if (!state) return [...rows];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => compareCells(x.row[state.column] ?? '', y.row[state.column] ?? '', state.direction) || x.index - y.index)
    .map(({ row }) => row);
}

/** A click on a column header: a new column sorts ascending, the same column toggles. */
export function nextSort(state: SortState | null, column: number): SortState {
  if (state?.column === column) return { column, direction: state.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}
