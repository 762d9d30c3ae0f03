import { describe, expect, it } from 'vitest';
import { asciiOnly } from './ascii-source.ts';

describe('asciiOnly', () => {
  it('writes characters outside ASCII as escapes that mean the same in code, strings and patterns', () => {
    const source = String.raw`// a comment — with a dash
const parts = (text) => text.split(/[,，]/);
const named = /[\p{Script=Han}]+😀/u;
const escaped = /\，/;
const backslash = "\\" + "中";`;
    const ascii = asciiOnly(source);
    expect(/[\u0080-\uffff]/.test(ascii)).toBe(false);
    const run = (code: string) =>
      new Function(`${code}\nreturn { parts, named, escaped, backslash };`)() as {
        parts: (text: string) => string[];
        named: RegExp;
        escaped: RegExp;
        backslash: string;
      };
    const before = run(source);
    const after = run(ascii);
    expect(after.parts('甲，乙,丙')).toEqual(before.parts('甲，乙,丙'));
    expect(after.parts('甲，乙,丙')).toEqual(['甲', '乙', '丙']);
    expect(after.named.test('漢字😀')).toBe(true);
    expect(after.escaped.test('，')).toBe(true);
    expect(after.backslash).toBe('\\中');
  });

  it('leaves an ASCII script as it is', () => {
    const source = 'const a = "\\u4E2D"; // plain';
    expect(asciiOnly(source)).toBe(source);
  });
});
