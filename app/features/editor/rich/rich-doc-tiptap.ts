import type { Block, Inline, RichDoc } from '../../../../shared/contract/rich-text.ts';

/**
 * Converters between the stored rich text (shared/contract/rich-text.ts) and the Tiptap
 * (ProseMirror) JSON the editor works on. Pure, so both directions are unit-tested; the editor
 * never stores HTML. Marks: bold, italic, link (href), spoiler, footnote (the note text, shown
 * after the run).
 */

export interface TiptapMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface TiptapNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: TiptapNode[];
  marks?: TiptapMark[];
  text?: string;
}

// ---- RichDoc → Tiptap

function marksOf(run: Inline): TiptapMark[] {
  const marks: TiptapMark[] = [];
  if (run.bold) marks.push({ type: 'bold' });
  if (run.italic) marks.push({ type: 'italic' });
  if (run.href) marks.push({ type: 'link', attrs: { href: run.href } });
  if (run.spoiler) marks.push({ type: 'spoiler' });
  if (run.footnote) marks.push({ type: 'footnote', attrs: { note: run.footnote } });
  return marks;
}

/** Runs as text nodes; a line break inside a run becomes a hard break. */
function inlineNodes(runs: readonly Inline[]): TiptapNode[] {
  const nodes: TiptapNode[] = [];
  for (const run of runs) {
    const marks = marksOf(run);
    run.text.split('\n').forEach((part, index) => {
      if (index > 0) nodes.push({ type: 'hardBreak' });
      if (part !== '') nodes.push(marks.length > 0 ? { type: 'text', text: part, marks } : { type: 'text', text: part });
    });
  }
  return nodes;
}

const withContent = (type: string, content: TiptapNode[], attrs?: Record<string, unknown>): TiptapNode => ({
  type,
  ...(attrs ? { attrs } : {}),
  ...(content.length > 0 ? { content } : {}),
});

function blockNode(block: Block): TiptapNode {
  switch (block.type) {
    case 'paragraph':
      return withContent('paragraph', inlineNodes(block.children));
    case 'heading':
      return withContent('heading', inlineNodes(block.children), { level: block.level });
    case 'image':
      return { type: 'image', attrs: { src: block.src, alt: block.alt } };
    case 'list':
      return {
        type: block.ordered ? 'orderedList' : 'bulletList',
        content: (block.items.length > 0 ? block.items : [[]]).map((item) => ({ type: 'listItem', content: [withContent('paragraph', inlineNodes(item))] })),
      };
  }
}

/** The editor's document of stored rich text (an empty text gives one empty paragraph). */
export function richDocToTiptap(doc: RichDoc): TiptapNode {
  const content = doc.map(blockNode);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

// ---- Tiptap → RichDoc

const sameFormat = (a: Inline, b: Inline) =>
  a.bold === b.bold && a.italic === b.italic && a.href === b.href && a.spoiler === b.spoiler && a.footnote === b.footnote;

/** Text nodes as runs: marks become the run's fields; neighbours of one format are joined. */
function runsOf(nodes: readonly TiptapNode[] | undefined): Inline[] {
  const runs: Inline[] = [];
  for (const node of nodes ?? []) {
    let run: Inline;
    if (node.type === 'hardBreak') run = { text: '\n' };
    else if (node.type === 'text' && node.text) {
      run = { text: node.text };
      for (const mark of node.marks ?? []) {
        if (mark.type === 'bold') run.bold = true;
        else if (mark.type === 'italic') run.italic = true;
        else if (mark.type === 'spoiler') run.spoiler = true;
        else if (mark.type === 'link' && typeof mark.attrs?.href === 'string' && mark.attrs.href) run.href = mark.attrs.href;
        else if (mark.type === 'footnote' && typeof mark.attrs?.note === 'string' && mark.attrs.note) run.footnote = mark.attrs.note;
      }
    } else continue;
    const last = runs[runs.length - 1];
    // A break joins the run before it; a run with a footnote ends there (its note follows it).
    if (last && !last.footnote && (run.text === '\n' || sameFormat(last, run))) last.text += run.text;
    else runs.push(run);
  }
  return runs;
}

const hasText = (runs: readonly Inline[]) => runs.some((run) => run.text.trim() !== '');

/** The inline runs of a list item: its paragraphs, one after another; nested lists become items of their own. */
function listItems(list: TiptapNode): Inline[][] {
  const items: Inline[][] = [];
  for (const item of list.content ?? []) {
    const runs: Inline[] = [];
    const nested: Inline[][] = [];
    for (const child of item.content ?? []) {
      if (child.type === 'bulletList' || child.type === 'orderedList') nested.push(...listItems(child));
      else runs.push(...runsOf(child.content));
    }
    if (hasText(runs)) items.push(runs);
    items.push(...nested);
  }
  return items;
}

function blocksOf(node: TiptapNode): Block[] {
  switch (node.type) {
    case 'paragraph': {
      const children = runsOf(node.content);
      return hasText(children) ? [{ type: 'paragraph', children }] : [];
    }
    case 'heading': {
      const children = runsOf(node.content);
      const level = node.attrs?.level === 3 ? 3 : 2;
      return hasText(children) ? [{ type: 'heading', level, children }] : [];
    }
    case 'image': {
      const src = typeof node.attrs?.src === 'string' ? node.attrs.src : '';
      const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
      return src ? [{ type: 'image', src, alt }] : [];
    }
    case 'bulletList':
    case 'orderedList': {
      const items = listItems(node);
      return items.length > 0 ? [{ type: 'list', ordered: node.type === 'orderedList', items }] : [];
    }
    default:
      // Anything else the schema might hold (a quote pasted in): keep its text as paragraphs.
      return (node.content ?? []).flatMap(blocksOf);
  }
}

/** The stored rich text of the editor's document; empty paragraphs are dropped. */
export function tiptapToRichDoc(doc: TiptapNode): RichDoc {
  return (doc.content ?? []).flatMap(blocksOf);
}
