import { describe, expect, it } from 'vitest';
import { DEMO_TERMS } from '../../seed/demo/terms.ts';
import { traditionalConverter } from './traditional.ts';

const terms = new Map(DEMO_TERMS.map(([source, target]) => [source, target]));
const toTaiwan = traditionalConverter('zh-tw', terms);
const toHongKong = traditionalConverter('zh-hk', terms);
const openccOnly = traditionalConverter('zh-tw', new Map());

describe('the traditional view with the demo edition’s terms', () => {
  it('has every term once, 1-100 characters, trimmed', () => {
    expect(terms.size).toBe(DEMO_TERMS.length);
    expect(DEMO_TERMS.length).toBeGreaterThanOrEqual(30);
    for (const [source, target] of DEMO_TERMS) {
      for (const text of [source, target]) {
        expect(text).toBe(text.trim());
        expect(text.length).toBeGreaterThan(0);
        expect(text.length).toBeLessThanOrEqual(100);
      }
    }
  });

  it('converts each term, inside a sentence, to exactly its spelling: zero wrong conversions', () => {
    const wrong: string[] = [];
    for (const [source, target] of DEMO_TERMS) {
      for (const [sentence, expected] of [
        [`${source}`, `${target}`],
        [`关于${source}的资料`, `關於${target}的資料`],
        [`我们在这里讨论${source}。`, `我們在這裡討論${target}。`],
        [`${source}与${source}`, `${target}與${target}`],
      ]) {
        const converted = toTaiwan(sentence!);
        if (converted !== expected) wrong.push(`${sentence} → ${converted} (wanted ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('needs the table: OpenCC alone spells some of these terms otherwise', () => {
    expect(openccOnly('岩王帝君')).toBe('巖王帝君');
    expect(openccOnly('珐露珊')).toBe('琺露珊');
    expect(openccOnly('罗莎莉亚')).toBe('羅莎莉亞');
    expect(toTaiwan('岩王帝君')).toBe('岩王帝君');
    expect(toTaiwan('珐露珊')).toBe('珐露珊');
    expect(toTaiwan('罗莎莉亚')).toBe('蘿莎莉亞');
  });

  it('prefers the longest term where terms overlap', () => {
    expect(toTaiwan('岩元素伤害')).toBe('岩元素傷害');
    const overlapping = traditionalConverter(
      'zh-tw',
      new Map([
        ['雷电', '雷電'],
        ['雷电将军', '雷電將軍（將軍）'],
      ]),
    );
    expect(overlapping('雷电将军与雷电')).toBe('雷電將軍（將軍）與雷電');
  });

  it('converts the rest of the text by OpenCC’s phrases, Taiwan’s usage for zh-tw', () => {
    expect(toTaiwan('打开菜单查看信息')).toBe('開啟選單檢視資訊');
    expect(toTaiwan('这个软件的鼠标设置')).toBe('這個軟體的滑鼠設定');
    expect(toTaiwan('钟离离开了璃月港')).toBe('鍾離離開了璃月港');
    expect(toTaiwan('头发')).toBe('頭髮');
    expect(toTaiwan('发现')).toBe('發現');
    expect(toTaiwan('')).toBe('');
    expect(toTaiwan('Mora 与 123')).toBe('Mora 與 123');
  });

  it('keeps the terms in the Hong Kong view too, with Hong Kong’s characters elsewhere', () => {
    expect(toHongKong('岩王帝君在璃月')).toBe('岩王帝君在璃月');
    expect(toHongKong('温迪')).toBe('温迪');
  });
});
