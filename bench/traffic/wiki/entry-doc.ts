import type { EntryComponent } from '../../../shared/contract/entry-page-components.ts';
import type { EntryDocInput } from '../../../shared/contract/entry-page.ts';
import type { Block } from '../../../shared/contract/rich-text.ts';
import { mulberry32 } from '../../../shared/seeded-random.ts';

/**
 * The document of a generated entry page: a facts table and three sections of text, about the
 * size of the demo's typical entry. Deterministic: entry n is always the same page.
 */

const WORDS = [
  '旅行者',
  '星辉',
  '晨曦城',
  '雾隐港',
  '雷鸣岛',
  '古老的',
  '传说',
  '剑术',
  '元素',
  '共鸣',
  '试炼',
  '遗迹',
  '守护者',
  '秘境',
  '商人',
  '冒险',
  '契约',
  '风暴',
  '微光',
  '回响',
];
const ELEMENTS = ['火', '水', '风', '雷', '岩', '草', '冰'];

function sentence(next: () => number): string {
  const words = Array.from({ length: 6 + Math.floor(next() * 10) }, () => WORDS[Math.floor(next() * WORDS.length)]!);
  return `${words.join('')}。`;
}

function paragraph(next: () => number): Block {
  return { type: 'paragraph', children: [{ text: Array.from({ length: 3 + Math.floor(next() * 4) }, () => sentence(next)).join('') }] };
}

const rich = (blocks: Block[]): EntryComponent => ({ component_id: 'rich_text', layout: '', style: '', data: { doc: blocks } });

/** The title of generated entry n (unique in the wiki). */
export const entryTitle = (n: number) => `流量条目 ${n + 1}`;

export function entryDoc(n: number, channelName: string, icon: string): EntryDocInput {
  const next = mulberry32(n + 1);
  const element = ELEMENTS[n % ELEMENTS.length]!;
  const table: EntryComponent = {
    component_id: 'table',
    layout: '',
    style: '',
    data: {
      columns: ['属性', '内容'],
      rows: [
        ['名称', entryTitle(n)],
        ['分类', channelName],
        ['元素', element],
        ['编号', String(n + 1)],
      ],
      sortable: false,
      fixed_columns: 0,
    },
  };
  const section = (id: number, name: string, paragraphs: number) => ({
    id: String(id),
    name,
    is_poped: false,
    group: '',
    components: [rich(Array.from({ length: paragraphs }, () => paragraph(next)))],
  });
  return {
    name: entryTitle(n),
    desc: `${entryTitle(n)}：${sentence(next)}`,
    icon_url: icon,
    header_img_url: '',
    aliases: [],
    filter_values: { 元素: [element] },
    modules: [
      { id: '1', name: '基础信息', is_poped: false, group: '', components: [table] },
      section(2, '简介', 3),
      section(3, '背景故事', 4),
      section(4, '攻略', 3),
    ],
  };
}
