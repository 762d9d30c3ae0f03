import { describe, expect, it } from 'vitest';
import { TransferError } from '../transfer-error.ts';
import { dependencyOrder } from './data-tables.ts';
import type { TableShape } from './table-shape.ts';

const table = (name: string, references: string[] = []): TableShape => ({
  name,
  columns: [{ name: 'id', type: 'integer', nullable: false }],
  primaryKey: ['id'],
  references: references.map((target, i) => ({ column: `ref_${i}`, table: target })),
  sequenceColumn: 'id',
});

describe('dependencyOrder', () => {
  it('puts referenced tables first, ties by name, whatever the order given', () => {
    const tables = [
      table('revisions', ['contents', 'users']),
      table('users'),
      table('contents', ['editions']),
      table('editions'),
      table('banners', ['editions']),
    ];
    const order = dependencyOrder(tables).map((shape) => shape.name);
    expect(order).toEqual(['editions', 'banners', 'contents', 'users', 'revisions']);
    expect(dependencyOrder([...tables].reverse()).map((shape) => shape.name)).toEqual(order);
  });

  it('ignores a table referencing itself and references to tables not copied', () => {
    expect(dependencyOrder([table('channels', ['channels', 'editions']), table('editions', ['elsewhere'])]).map((shape) => shape.name)).toEqual([
      'editions',
      'channels',
    ]);
  });

  it('refuses tables that reference each other in a circle, naming it', () => {
    expect(() => dependencyOrder([table('a', ['b']), table('b', ['c']), table('c', ['a'])])).toThrow(TransferError);
    expect(() => dependencyOrder([table('a', ['b']), table('b', ['a'])])).toThrow('a → b → a');
  });
});
