import { describe, expect, it } from 'vitest';
import { pinyinKeys, pinyinLeadLength, pinyinQuery } from './pinyin-keys.ts';
import { toSimplified } from './script-fold.ts';
import { queryTerms } from './tokenize.ts';

describe('pinyin keys', () => {
  it('keys a name from all initials to all in full, each other reading of a character too', () => {
    expect(pinyinKeys('胡桃')).toEqual(['ht', 'hut', 'hutao']);
    expect(pinyinKeys('重云')).toEqual(['zy', 'zhongy', 'zhongyun', 'cy', 'chongy', 'chongyun']);
    expect(pinyinKeys('HP药水')).toEqual(['hys', 'hpys', 'hpyaos', 'hpyaoshui']);
    // ü is typed v, or u; a number is a syllable of its own.
    expect(pinyinKeys('旅人')).toEqual(['lr', 'lvr', 'lvren', 'lur', 'luren']);
    expect(pinyinKeys('潮汐之杯 2')).toContain('chaoxizhibei2');
    // Traditional characters are read as their simplified forms; a name without Han has no keys.
    expect(pinyinKeys('鍾離')).toEqual(pinyinKeys('钟离'));
    expect(pinyinKeys('Boss')).toEqual([]);
  });

  it('reads a keyword as pinyin only when it holds Latin letters and nothing but letters, spaces and Han', () => {
    expect(pinyinQuery('Hu Tao')).toEqual({ key: 'hutao', han: [], mixed: false });
    expect(pinyinQuery("xi'an")).toEqual({ key: 'xian', han: [], mixed: false });
    expect(pinyinQuery('胡t')).toEqual({ key: 'hut', han: ['胡'], mixed: true });
    expect(pinyinQuery('胡桃')).toBeUndefined();
    expect(pinyinQuery('chaoxizhibei2')).toEqual({ key: 'chaoxizhibei2', han: [], mixed: false });
    expect(pinyinQuery('hutao-2')).toBeUndefined();
  });
});

describe('query terms of names with particles', () => {
  const texts = (keyword: string) => queryTerms(keyword).map((term) => term.text);

  it('never asks for a phrase the keyword does not hold', () => {
    expect(texts('潮汐之杯')).toEqual(['潮汐之杯']);
    expect(texts('潮汐之杯2')).toEqual(['潮汐之杯', '2']);
    expect(texts('风之旅人')).toEqual(['风之旅人']);
    // A particle standing alone between words is still left out.
    expect(texts('甘雨的突破')).toEqual(['甘雨', '突破']);
  });

  it('reads traditional characters as simplified, by phrase', () => {
    expect(texts('護摩之杖')).toEqual(['护摩之杖']);
    expect(toSimplified('乾燥 乾隆')).toBe('干燥 乾隆');
    expect(toSimplified('plain text')).toBe('plain text');
  });
});

describe('the characters a pinyin key stands for', () => {
  it('counts the leading characters matched in full, by initial or by the letters typed', () => {
    expect(pinyinLeadLength('胡桃', 'hutao')).toBe(2);
    expect(pinyinLeadLength('胡桃木', 'hut')).toBe(2);
    expect(pinyinLeadLength('雷电将军', 'ldjj')).toBe(4);
    expect(pinyinLeadLength('雷电将军', 'leid')).toBe(2);
    expect(pinyinLeadLength('重云', 'chongyun')).toBe(2);
    expect(pinyinLeadLength('钟离', 'hutao')).toBe(0);
  });
});
