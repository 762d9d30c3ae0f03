import { describe, expect, it } from 'vitest';
import { parseCardDetail } from './card-detail.ts';

describe('card detail', () => {
  it('reads the fields it shows', () => {
    expect(parseCardDetail('{"cost":3,"type":"行动牌","text":"抓牌","tags":["天赋",1]}')).toEqual({ cost: '3', type: '行动牌', text: '抓牌', tags: ['天赋'] });
  });

  it('only logs damaged detail and answers null', () => {
    const logged: string[] = [];
    expect(parseCardDetail('{"cost": 2,', (message) => logged.push(message))).toBeNull();
    expect(parseCardDetail('null', (message) => logged.push(message))).toBeNull();
    expect(logged).toHaveLength(2);
  });
});
