import { describe, expect, it } from 'vitest';
import { materialMapOf, withCustomMaterial } from './material-map.ts';

describe('material map', () => {
  const map = materialMapOf([
    { id: 1, name: '星银矿', icon_url: '/img/a.png' },
    { id: 2, name: '雾幻花', icon_url: '/img/b.png' },
  ]);

  it('is keyed by id', () => {
    expect(map[2]?.name).toBe('雾幻花');
  });

  it('adds a custom material that has an id, is not listed and not in the map', () => {
    const added = withCustomMaterial(map, [1, 2], { id: 9, name: '摩拉', icon_url: '/img/m.png' });
    expect(added[9]).toEqual({ id: 9, name: '摩拉', icon_url: '/img/m.png' });
    expect(map[9]).toBeUndefined();
  });

  it('leaves the map alone otherwise', () => {
    expect(withCustomMaterial(map, [1], undefined)).toBe(map);
    expect(withCustomMaterial(map, [1], { id: 0, name: 'x' })).toBe(map);
    expect(withCustomMaterial(map, [1, 9], { id: 9, name: 'x' })).toBe(map);
    expect(withCustomMaterial(map, [], { id: 2, name: 'x' })).toBe(map);
  });
});
