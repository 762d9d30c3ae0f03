import { describe, expect, it } from 'vitest';
import { memoByText } from './text-memo.ts';

describe('memoByText', () => {
  it('reads each text once and hands the same answer back', () => {
    const read: string[] = [];
    const parse = memoByText((text) => {
      read.push(text);
      return JSON.parse(text) as unknown;
    });
    const first = parse('{"a":1}');
    expect(parse('{"a":1}')).toBe(first);
    expect(parse('[]')).toEqual([]);
    expect(read).toEqual(['{"a":1}', '[]']);
  });

  it('remembers undefined answers too', () => {
    let calls = 0;
    const parse = memoByText(() => {
      calls++;
      return undefined;
    });
    parse('x');
    parse('x');
    expect(calls).toBe(1);
  });

  it('forgets the oldest half once full, and keeps answering right', () => {
    let calls = 0;
    const parse = memoByText((text) => {
      calls++;
      return text.length;
    }, 4);
    for (const text of ['a', 'bb', 'ccc', 'dddd']) parse(text);
    parse('eeeee'); // full: 'a' and 'bb' are forgotten
    expect(calls).toBe(5);
    expect(parse('dddd')).toBe(4);
    expect(calls).toBe(5);
    expect(parse('a')).toBe(1);
    expect(calls).toBe(6);
  });
});
