/**
 * Long tables render collapsed: the first COLLAPSED_ROWS rows, and a "show all" button for the
 * rest, which are rendered only on demand (never in the server's HTML). A table only a few rows
 * longer shows them all: a button to reveal three rows is not worth a click.
 */
export const COLLAPSED_ROWS = 20;
/** A table up to this many rows past COLLAPSED_ROWS is shown whole. */
export const COLLAPSE_GRACE = 5;

export interface RowWindow<T> {
  /** The rows to render. */
  shown: T[];
  /** How many rows the collapsed table holds back (0: shown whole). */
  hidden: number;
}

/** The rows a table renders: all once expanded or when short, else the first COLLAPSED_ROWS. */
export function rowWindow<T>(rows: readonly T[], expanded: boolean, limit = COLLAPSED_ROWS, grace = COLLAPSE_GRACE): RowWindow<T> {
  if (expanded || rows.length <= limit + grace) return { shown: [...rows], hidden: 0 };
  return { shown: rows.slice(0, limit), hidden: rows.length - limit };
}
