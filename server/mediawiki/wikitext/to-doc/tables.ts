import type { TableToken, TdToken } from 'wikiparser-node';
import { componentOf, sourceOf, type Item, type Scope } from './scope.ts';

/** Our table's ceilings (shared/contract/entry-page-components.ts). */
export const TABLE_LIMITS = { columns: 30, columnName: 50, cell: 500, rows: 1_000, fixedColumns: 3 } as const;
/** The attribute our export writes for a table's fixed columns (no MediaWiki equivalent). */
export const FIXED_COLUMNS_ATTRIBUTE = 'data-almanac-fixed-columns';
const MAX_SPAN = 1_000;

interface Cell {
  text: string;
  header: boolean;
  rowspan: number;
  colspan: number;
}

/** Cuts text to a ceiling, noting it. */
export function fit(text: string, max: number, scope: Scope, what: string): string {
  if (text.length <= max) return text;
  scope.notes.add('limit', what, text.slice(0, 200));
  return `${text.slice(0, max - 1)}…`;
}

function readRows(table: TableToken, scope: Scope): { rows: Cell[][]; caption: string } {
  const rows: Cell[][] = [];
  let caption = '';
  let current: Cell[] | undefined;
  const readCell = (td: TdToken) => {
    const inner = td.lastChild;
    if (td.subtype === 'caption') {
      caption = scope.nested.plain(inner.childNodes);
      return;
    }
    if (!current) rows.push((current = []));
    current.push({
      text: scope.nested.plain(inner.childNodes),
      header: td.subtype === 'th',
      rowspan: Math.min(Math.max(1, td.rowspan || 1), MAX_SPAN),
      colspan: Math.min(Math.max(1, td.colspan || 1), TABLE_LIMITS.columns),
    });
  };
  for (const child of table.childNodes) {
    if (child.type === 'td') readCell(child);
    else if (child.type === 'tr') {
      current = undefined;
      const cells = child.childNodes.filter((node): node is TdToken => node.type === 'td');
      if (cells.length === 0) continue;
      for (const td of cells) readCell(td);
    }
  }
  return { rows, caption };
}

/** Lays the cells out on a grid: a cell spanning rows or columns fills each place it covers. */
function layOut(rows: Cell[][]): { grid: (Cell | undefined)[][]; spans: boolean } {
  const grid: (Cell | undefined)[][] = rows.map(() => []);
  let spans = false;
  rows.forEach((cells, y) => {
    let x = 0;
    for (const cell of cells) {
      while (grid[y]![x] !== undefined) x++;
      if (cell.rowspan > 1 || cell.colspan > 1) spans = true;
      for (let dy = 0; dy < cell.rowspan && y + dy < rows.length; dy++) {
        for (let dx = 0; dx < cell.colspan; dx++) grid[y + dy]![x + dx] = cell;
      }
      x += cell.colspan;
    }
  });
  return { grid, spans };
}

/**
 * A wikitable as our table: its leading rows of header cells name the columns (a header
 * spanning columns above sub-headers gives 'Base Stats / HP'), the other rows are plain text
 * cells. Cells spanning rows or columns are repeated in each place they cover (noted: our table
 * has no spans). Over 1,000 rows it becomes several tables; columns beyond 30 and text beyond
 * the cell ceiling are cut and noted. A caption becomes a bold paragraph before it.
 */
export function tableItems(table: TableToken, scope: Scope): Item[] {
  const { rows, caption } = readRows(table, scope);
  const { grid, spans } = layOut(rows);
  const items: Item[] = [];
  if (caption.trim() !== '') items.push({ kind: 'block', block: { type: 'paragraph', children: [{ text: caption.trim(), bold: true }] } });
  const width = Math.max(0, ...grid.map((row) => row.length));
  if (width === 0) {
    if (caption.trim() === '') scope.notes.add('table', 'empty table', sourceOf(table).slice(0, 200));
    return items;
  }
  if (spans) scope.notes.add('table', 'rowspan/colspan', sourceOf(table).slice(0, 200));
  if (width > TABLE_LIMITS.columns) scope.notes.add('limit', 'table columns', sourceOf(table).slice(0, 200));
  const columnCount = Math.min(width, TABLE_LIMITS.columns);

  let headerRows = 0;
  while (headerRows < grid.length - 1 && headerRows < 3 && grid[headerRows]!.every((cell) => cell === undefined || cell.header)) headerRows++;
  // A table of header cells only keeps them as its rows.
  if (headerRows === grid.length) headerRows = 0;
  const columns = Array.from({ length: columnCount }, (_, x) => {
    const names: string[] = [];
    for (let y = 0; y < headerRows; y++) {
      const text = grid[y]![x]?.text.trim() ?? '';
      if (text !== '' && !names.includes(text)) names.push(text);
    }
    return fit(names.join(' / '), TABLE_LIMITS.columnName, scope, 'table column name');
  });
  const body = grid
    .slice(headerRows)
    .map((row) => Array.from({ length: columnCount }, (_, x) => fit(row[x]?.text.trim() ?? '', TABLE_LIMITS.cell, scope, 'table cell')));

  const classes = String(table.getAttr('class') ?? '').split(/\s+/);
  const sortable = classes.includes('sortable');
  const fixed = Number(table.getAttr(FIXED_COLUMNS_ATTRIBUTE) ?? 0);
  const fixedColumns = Number.isInteger(fixed) ? Math.min(Math.max(fixed, 0), TABLE_LIMITS.fixedColumns) : 0;
  for (let start = 0; start === 0 || start < body.length; start += TABLE_LIMITS.rows) {
    items.push({
      kind: 'component',
      component: componentOf('table', { columns, rows: body.slice(start, start + TABLE_LIMITS.rows), sortable, fixed_columns: fixedColumns }),
    });
  }
  return items;
}
