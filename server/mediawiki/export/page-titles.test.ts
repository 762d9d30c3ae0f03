import { describe, expect, it } from 'vitest';
import { TitleBook, mainNamespaceTitle } from './page-titles.ts';

describe('mainNamespaceTitle', () => {
  it('keeps ordinary names, CJK and punctuation MediaWiki allows', () => {
    expect(mainNamespaceTitle('胡桃')).toBe('胡桃');
    expect(mainNamespaceTitle('Hu Tao (character)')).toBe('Hu Tao (character)');
    expect(mainNamespaceTitle('「大型条目示例」：试读/第一章')).toBe('「大型条目示例」：试读/第一章');
  });

  it('normalises as MediaWiki does: spaces for underscores and runs of blanks, first letter upper case', () => {
    expect(mainNamespaceTitle('  hu_tao   the\u3000ghost ')).toBe('Hu tao the ghost');
  });

  it('turns what MediaWiki refuses into look-alikes, never into another namespace', () => {
    expect(mainNamespaceTitle('[活动] 海灯节 #1 {限定} <新> a|b')).toBe('［活动］ 海灯节 ＃1 ｛限定｝ ＜新＞ a｜b');
    expect(mainNamespaceTitle('100%25 off ~~~~')).toBe('100％25 off ～～～～');
    expect(mainNamespaceTitle('Category:Weapons')).toBe('Category：Weapons');
    expect(mainNamespaceTitle('file_talk:x')).toBe('File talk：x');
    expect(mainNamespaceTitle('分类:角色', ['分类'])).toBe('分类：角色');
    expect(mainNamespaceTitle('Genshin: A Guide')).toBe('Genshin: A Guide');
    expect(mainNamespaceTitle(':Leading')).toBe('：Leading');
    expect(mainNamespaceTitle('../up')).toBe('．．/up');
    expect(mainNamespaceTitle('  \u0001 ')).toBeNull();
  });

  it('cuts titles to 255 bytes on a character boundary', () => {
    const title = mainNamespaceTitle('胡'.repeat(100))!;
    expect(Buffer.byteLength(title)).toBeLessThanOrEqual(255);
    expect(title).toBe('胡'.repeat(85));
  });
});

describe('TitleBook', () => {
  it('gives each page of an export its own title', () => {
    const book = new TitleBook();
    expect(book.entryTitle('胡桃', 1)).toBe('胡桃');
    expect(book.entryTitle('胡桃', 7)).toBe('胡桃 (7)');
    expect(book.entryTitle('hu tao', 8)).toBe('Hu tao');
    expect(book.aliasTitle('Hu_tao')).toBeNull();
    expect(book.aliasTitle('往生堂堂主')).toBe('往生堂堂主');
    expect(book.aliasTitle('往生堂堂主')).toBeNull();
    expect(book.entryTitle('', 9)).toBe('Entry 9');
  });
});
