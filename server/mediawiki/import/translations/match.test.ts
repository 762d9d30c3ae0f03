import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../import-error.ts';
import { Namespaces } from '../titles.ts';
import { alignToSource } from './align.ts';
import { interlanguageTitles } from './interlanguage.ts';
import { readTitleMap } from './title-map.ts';
import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';

const namespaces = new Namespaces([{ key: 14, name: 'Category', case: 'first-letter' }]);

const withFile = async (name: string, text: string) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-titles-'));
  const file = path.join(dir, name);
  await fs.writeFile(file, text);
  return file;
};

describe('interlanguage links', () => {
  it("finds the source language's titles by its MediaWiki prefixes, normalised", () => {
    const targets = ['zh:胡桃', 'ZH: 甘雨#天赋', 'ja:胡桃', 'Category:Characters', 'zh-hant:胡桃', 'zh:胡桃', 'en:hu_tao'];
    expect(interlanguageTitles(targets, 'zh-cn', namespaces)).toEqual(['胡桃', '甘雨']);
    expect(interlanguageTitles(targets, 'zh-tw', namespaces)).toEqual(['胡桃']);
    expect(interlanguageTitles(targets, 'en-us', namespaces)).toEqual(['Hu tao']);
    expect(interlanguageTitles(targets, 'ko-kr', namespaces)).toEqual([]);
  });

  it('takes a prefix that is a namespace of the dump for the namespace', () => {
    const local = new Namespaces([{ key: 4, name: 'Zh', case: 'first-letter' }]);
    expect(interlanguageTitles(['zh:胡桃'], 'zh-cn', local)).toEqual([]);
  });
});

describe('the mapping file', () => {
  it('reads CSV (a header, comments, quoted fields) and JSON, titles normalised', async () => {
    const csv = await withFile('titles.csv', 'translated,source\n# a comment\nliyue_Harbor,璃月港\n"Paimon, the ""guide""",派蒙\n\n');
    expect([...(await readTitleMap(csv, namespaces, namespaces))]).toEqual([
      ['Liyue Harbor', '璃月港'],
      ['Paimon, the "guide"', '派蒙'],
    ]);
    const json = await withFile('titles.json', '{"Ganyu": "甘雨", "keqing": "刻晴"}');
    expect([...(await readTitleMap(json, namespaces, namespaces))]).toEqual([
      ['Ganyu', '甘雨'],
      ['Keqing', '刻晴'],
    ]);
  });

  it('refuses a file it cannot read, a bad line, and a title mapped twice', async () => {
    await expect(readTitleMap('/nonexistent/titles.csv', namespaces, namespaces)).rejects.toThrow(ImportError);
    await expect(readTitleMap(await withFile('a.csv', 'Ganyu\n'), namespaces, namespaces)).rejects.toThrow('line 1: two fields expected');
    await expect(readTitleMap(await withFile('b.csv', 'Ganyu,甘雨\nganyu,刻晴\n'), namespaces, namespaces)).rejects.toThrow('mapped twice');
    await expect(readTitleMap(await withFile('c.json', '["Ganyu"]'), namespaces, namespaces)).rejects.toThrow('one JSON object');
  });
});

describe('sections laid on the source modules', () => {
  const module = (id: string, name: string) => ({ id, name, is_poped: false, group: '', components: [] });
  const doc = (name: string, modules: EntryDoc['modules']): EntryDoc => ({
    name,
    desc: '',
    icon_url: '',
    header_img_url: '',
    aliases: [],
    filter_values: {},
    modules,
  });

  it("takes the source's module ids by position, its pictures and filters, and leaves out sections beyond the source's", () => {
    const source = { ...doc('甘雨', [module('a', '甘雨'), module('b', '天赋')]), icon_url: '/img/x.png', filter_values: { 元素: ['冰'] } };
    const aligned = alignToSource(doc('Ganyu', [module('1', 'Ganyu'), module('2', 'Talents'), module('3', 'Trivia')]), source, ['Ganyu (character)']);
    expect(aligned.doc.modules.map((item) => [item.id, item.name])).toEqual([
      ['a', 'Ganyu'],
      ['b', 'Talents'],
    ]);
    expect(aligned).toMatchObject({
      extra: 1,
      missing: 0,
      doc: { icon_url: '/img/x.png', filter_values: source.filter_values, aliases: ['Ganyu (character)'] },
    });
    expect(alignToSource(doc('Ganyu', [module('1', 'Ganyu')]), source, []).missing).toBe(1);
  });
});
