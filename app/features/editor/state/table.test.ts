import { describe, expect, it } from 'vitest';
import { addColumn, addRow, removeColumn, removeRow, renameColumn, setCell, setFixedColumns, type TableData } from './table.ts';

const table: TableData = { columns: ['名称', '数值'], rows: [['a', '1'], ['b']], sortable: false, fixed_columns: 2 };

describe('the table grid', () => {
  it('adds and removes columns with their cells', () => {
    expect(addColumn(table, '备注')).toMatchObject({
      columns: ['名称', '数值', '备注'],
      rows: [
        ['a', '1', ''],
        ['b', ''],
      ],
    });
    expect(removeColumn(table, 0)).toMatchObject({ columns: ['数值'], rows: [['1'], []], fixed_columns: 1 });
    expect(removeColumn({ ...table, columns: ['only'] }, 0).columns).toEqual(['only']);
    expect(renameColumn(table, 1, '攻击').columns).toEqual(['名称', '攻击']);
  });

  it('adds and removes rows and sets cells of ragged rows', () => {
    expect(addRow(table).rows).toEqual([['a', '1'], ['b'], ['', '']]);
    expect(removeRow(table, 0).rows).toEqual([['b']]);
    expect(setCell(table, 1, 1, '2').rows).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('keeps fixed columns within 0..3 and the column count', () => {
    expect(setFixedColumns(table, 5).fixed_columns).toBe(2);
    expect(setFixedColumns({ ...table, columns: ['a', 'b', 'c', 'd'] }, 9).fixed_columns).toBe(3);
    expect(setFixedColumns(table, -1).fixed_columns).toBe(0);
  });
});
