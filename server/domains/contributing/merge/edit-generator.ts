import type { EntryComponent } from '../../../../shared/contract/entry-page-components.ts';
import { entryDocSchema, type EntryDoc, type EntryModule } from '../../../../shared/contract/entry-page.ts';
import type { Block } from '../../../../shared/contract/rich-text.ts';
import { mulberry32 } from '../../../../shared/seeded-random.ts';

/**
 * Seeded random edits of one entry document, for the merge's property tests and the concurrency
 * test (tests only). Every text an edit writes carries a marker «…» no other edit writes, and
 * every sentence of the base carries its own, so what an edit did can be looked for afterwards.
 */

/** A seeded generator (shared/seeded-random.ts: the same seed gives the same edits). */
export function seeded(seed: number) {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return { next, int, pick, shuffle };
}
export type Random = ReturnType<typeof seeded>;

const paragraph = (...sentences: string[]): Block => ({ type: 'paragraph', children: [{ text: sentences.join('') }] });

/** A page of three modules: two of rich text (three paragraphs of three sentences each, then a fold), one with a table. */
export function baseDoc(name = '合并测试'): EntryDoc {
  const rich = (m: number): EntryModule => ({
    id: `m${m}`,
    name: `模块${m}`,
    is_poped: false,
    group: '',
    components: [0, 1].map((c): EntryComponent => ({
      component_id: 'rich_text',
      layout: '',
      style: '',
      data: { doc: [0, 1, 2].map((p) => paragraph(...[0, 1, 2].map((s) => `«B${m}${c}${p}${s}»句子。`))) },
    })),
  });
  const table: EntryModule = {
    id: 't',
    name: '数据',
    is_poped: false,
    group: '',
    components: [
      {
        component_id: 'table',
        layout: '',
        style: '',
        data: { columns: ['名称', '数值'], rows: [0, 1, 2, 3].map((r) => [`«BR${r}»`, `«BV${r}»`]), sortable: false, fixed_columns: 0 },
      },
    ],
  };
  return entryDocSchema.parse({ name, desc: '«BD0»第一句。«BD1»第二句。', aliases: ['«BA0»'], modules: [rich(1), rich(2), table] });
}

const clone = <T>(value: T): T => structuredClone(value);

type Edit = (doc: EntryDoc, marker: string, random: Random) => void;

const richComponents = (doc: EntryDoc) =>
  doc.modules.flatMap((module) => module.components.filter((component) => component.component_id === 'rich_text').map((component) => ({ module, component })));

const paragraphsOf = (component: EntryComponent) => (component.component_id === 'rich_text' ? component.data.doc : []);

const EDITS: Record<string, Edit> = {
  /** Rewrites one sentence of a paragraph. */
  sentence(doc, marker, random) {
    const target = random.pick(richComponents(doc));
    const blocks = paragraphsOf(target.component);
    const block = blocks.length > 0 ? random.pick(blocks) : undefined;
    if (!block || block.type !== 'paragraph') return;
    const run = block.children[0]!;
    const parts = run.text.split('。').filter(Boolean);
    parts[random.int(parts.length)] = `${marker}改写`;
    run.text = `${parts.join('。')}。`;
  },
  /** A new paragraph after another one. */
  insertParagraph(doc, marker, random) {
    const blocks = paragraphsOf(random.pick(richComponents(doc)).component);
    blocks.splice(random.int(blocks.length + 1), 0, paragraph(`${marker}新段落。`));
  },
  /** A paragraph removed. */
  deleteParagraph(doc, _marker, random) {
    const blocks = paragraphsOf(random.pick(richComponents(doc)).component);
    if (blocks.length > 1) blocks.splice(random.int(blocks.length), 1);
  },
  /** A table cell rewritten. */
  cell(doc, marker, random) {
    const table = doc.modules.find((module) => module.id === 't')?.components[0];
    if (table?.component_id !== 'table' || table.data.rows.length === 0) return;
    const row = random.pick(table.data.rows);
    row[random.int(row.length)] = marker;
  },
  /** A table row added. */
  row(doc, marker, random) {
    const table = doc.modules.find((module) => module.id === 't')?.components[0];
    if (table?.component_id !== 'table') return;
    table.data.rows.splice(random.int(table.data.rows.length + 1), 0, [marker, '1']);
  },
  /** A component added at the end of a module. */
  component(doc, marker, random) {
    random.pick(doc.modules).components.push({ component_id: 'rich_text', layout: '', style: '', data: { doc: [paragraph(`${marker}新组件。`)] } });
  },
  /** A module renamed. */
  rename(doc, marker, random) {
    random.pick(doc.modules).name = `模块${marker}`;
  },
  /** One sentence of the description rewritten. */
  desc(doc, marker, random) {
    const parts = doc.desc.split('。').filter(Boolean);
    parts[random.int(parts.length)] = marker;
    doc.desc = `${parts.join('。')}。`;
  },
  alias(doc, marker) {
    doc.aliases.push(marker);
  },
  /** A new module at the end. */
  module(doc, marker) {
    doc.modules.push({ id: `n${marker.replace(/\W/g, '')}`.slice(0, 32), name: `新模块${marker}`, is_poped: false, group: '', components: [] });
  },
};
export const EDIT_KINDS = Object.keys(EDITS);

/** `count` random edits of `base` by editor `editor`: the edited document. */
export function randomEdit(base: EntryDoc, editor: string, count: number, random: Random): EntryDoc {
  const doc = clone(base);
  for (let i = 0; i < count; i += 1) {
    const kind = random.pick(EDIT_KINDS);
    EDITS[kind]!(doc, `«${editor}.${i}»`, random);
  }
  return entryDocSchema.parse(doc);
}

/** The markers a value holds. */
export function markers(value: unknown): Set<string> {
  return new Set(JSON.stringify(value ?? null).match(/«[^»]+»/g) ?? []);
}
