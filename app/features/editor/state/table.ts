import type { ComponentData } from '../../../../shared/contract/entry-page-components.ts';

/** Pure changes of a table component's data: columns, rows and cells stay rectangular. */
export type TableData = ComponentData<'table'>;

export const TABLE_LIMITS = { columns: 30, rows: 1_000, fixedColumns: 3 } as const;

export function addColumn(table: TableData, name: string): TableData {
  if (table.columns.length >= TABLE_LIMITS.columns) return table;
  return { ...table, columns: [...table.columns, name], rows: table.rows.map((row) => [...row, '']) };
}

export function removeColumn(table: TableData, index: number): TableData {
  if (table.columns.length <= 1 || index < 0 || index >= table.columns.length) return table;
  const fixed = Math.min(table.fixed_columns, table.columns.length - 1);
  return {
    ...table,
    columns: table.columns.filter((_, at) => at !== index),
    rows: table.rows.map((row) => row.filter((_, at) => at !== index)),
    fixed_columns: fixed,
  };
}

export function renameColumn(table: TableData, index: number, name: string): TableData {
  return { ...table, columns: table.columns.map((column, at) => (at === index ? name : column)) };
}

export function addRow(table: TableData): TableData {
  if (table.rows.length >= TABLE_LIMITS.rows) return table;
  return { ...table, rows: [...table.rows, table.columns.map(() => '')] };
}

export function removeRow(table: TableData, index: number): TableData {
  return { ...table, rows: table.rows.filter((_, at) => at !== index) };
}

/** Sets a cell; a short row (stored data may be ragged) is padded to the columns first. */
export function setCell(table: TableData, row: number, column: number, value: string): TableData {
  return {
    ...table,
    rows: table.rows.map((cells, at) => {
      if (at !== row) return cells;
      const padded = table.columns.map((_, index) => cells[index] ?? '');
      padded[column] = value;
      return padded;
    }),
  };
}

export function setFixedColumns(table: TableData, count: number): TableData {
  return { ...table, fixed_columns: Math.max(0, Math.min(TABLE_LIMITS.fixedColumns, table.columns.length, Math.floor(count))) };
}
