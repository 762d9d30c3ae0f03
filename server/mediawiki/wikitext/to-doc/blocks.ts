import type { AstNodes, HeadingToken, LinkToken } from 'wikiparser-node';
import type { Inline } from '../../../../shared/contract/rich-text.ts';
import { joinLines, LineFlow, MarkState, splitLines, type Flow, type LinePart } from './flow.ts';
import { inlineNode, inlineParts, isInterlanguage } from './inline.ts';
import { Runs } from './runs.ts';
import type { Item, Scope } from './scope.ts';
import { isInvisibleMagic, isReferenceList } from './templates.ts';

/** Parts of a line that show nothing of their own: a line of only these is no paragraph. */
function isTrivia(part: LinePart): boolean {
  if (typeof part === 'string') return /^[ \t\r]*$/.test(part);
  switch (part.type) {
    case 'comment':
    case 'category':
    case 'double-underscore':
    case 'noinclude':
    case 'include':
      return true;
    case 'link':
      return isInterlanguage(part as LinkToken);
    default:
      return isReferenceList(part) || isInvisibleMagic(part);
  }
}

/** Module boundaries: '= x =' and '== x ==' (deeper headings are headings inside a module). */
const SECTION_LEVEL = 2;
/** Ordered-list numbering and bullet shapes of nested items (our lists are flat). */
const INDENT = '\u3000';
const BULLETS = ['◦', '▪'];

/** Text of an item in a place that takes no blocks (a list item, a cell). */
export function itemText(item: Item): string {
  if (item.kind === 'block') {
    const block = item.block;
    if (block.type === 'image') return block.alt;
    if (block.type === 'list') return block.items.map((runs) => runs.map((run) => run.text).join('')).join('; ');
    return block.children.map((run) => run.text).join('');
  }
  if (item.kind === 'component' && item.component.component_id === 'table') {
    const { columns, rows } = item.component.data;
    return [columns, ...rows]
      .map((row) => row.filter((cell) => cell !== '').join(' | '))
      .filter((row) => row !== '')
      .join('; ');
  }
  if (item.kind === 'component' && item.component.component_id === 'gallery')
    return item.component.data.images
      .map((image) => image.caption)
      .filter(Boolean)
      .join('; ');
  return '';
}

interface ListState {
  ordered: boolean;
  items: Inline[][];
  counters: number[];
}

/**
 * Reads wikitext nodes as MediaWiki lays out lines: blank lines end paragraphs, '*' and '#' lines
 * make lists, ';' and ':' lines definitions, headings sections (on a page) or headings (nested),
 * and tables, pictures, galleries and infoboxes stand as blocks of their own.
 */
export class BlockReader implements Flow {
  readonly items: Item[] = [];
  runs = new Runs();
  readonly state = new MarkState();
  readonly blocks = true;
  #list: ListState | undefined;

  constructor(
    private readonly scope: Scope,
    private readonly page: boolean,
  ) {}

  read(nodes: readonly AstNodes[]): Item[] {
    for (const line of splitLines(nodes)) {
      this.line(line);
      this.state.endLine();
    }
    this.paragraphBreak();
    this.endList();
    return this.items;
  }

  paragraphBreak(): void {
    const children = joinLines(this.runs.take());
    if (children.length > 0) this.items.push({ kind: 'block', block: { type: 'paragraph', children } });
    this.state.htmlBold = 0;
    this.state.htmlItalic = 0;
  }

  block(item: Item): void {
    this.paragraphBreak();
    this.endList();
    this.items.push(item);
  }

  private endList(): void {
    const list = this.#list;
    this.#list = undefined;
    if (list && list.items.length > 0) this.items.push({ kind: 'block', block: { type: 'list', ordered: list.ordered, items: list.items } });
  }

  private line(parts: LinePart[]): void {
    const significant = parts.filter((part) => !isTrivia(part));
    if (significant.length === 0) {
      for (const part of parts) if (typeof part !== 'string') inlineNode(part, this, this.scope, false);
      if (parts.every((part) => typeof part === 'string')) {
        this.paragraphBreak();
        this.endList();
      }
      return;
    }
    const first = significant[0]!;
    if (typeof first !== 'string' && first.type === 'heading') {
      this.heading(first as HeadingToken, parts);
      return;
    }
    if (typeof first !== 'string' && first.type === 'list') {
      this.listLine(String(first).trim(), parts.slice(parts.indexOf(first) + 1));
      return;
    }
    this.endList();
    const lead = parts[0];
    if (typeof lead === 'string' && /^ +\S/.test(lead)) {
      // A line starting with a space is preformatted text in MediaWiki: a paragraph of its own here.
      this.scope.notes.add('markup', 'preformatted line', parts.map(String).join('').slice(0, 200));
      this.paragraphBreak();
      inlineParts(parts, this, this.scope);
      this.paragraphBreak();
      return;
    }
    if (!this.runs.empty) this.runs.lineBreak();
    inlineParts(parts, this, this.scope, significant.length === 1 && typeof first !== 'string' ? first : undefined);
  }

  private heading(node: HeadingToken, parts: LinePart[]): void {
    this.paragraphBreak();
    this.endList();
    const title = node.childNodes[0];
    const flow = new LineFlow(itemText);
    for (const child of title.childNodes) inlineNode(child, flow, this.scope, false);
    const children = flow.runs.take();
    if (this.page && node.level <= SECTION_LEVEL) {
      this.items.push({
        kind: 'section',
        name: children
          .map((run) => run.text)
          .join('')
          .trim(),
      });
    } else if (children.length > 0) {
      this.items.push({ kind: 'block', block: { type: 'heading', level: node.level <= 3 ? 2 : 3, children } });
    }
    // What follows a heading on its line (comments, categories) has no text of its own.
    for (const part of parts) if (part !== node && typeof part !== 'string') inlineNode(part, this, this.scope, false);
  }

  /**
   * A list line. Our lists are flat: a nested item stays in its list, indented with ideographic
   * spaces and marked ◦/▪ or numbered; ';' terms are bold paragraphs and ':' lines (MediaWiki's
   * indentation) paragraphs, indented one space per level beyond the first.
   */
  private listLine(prefix: string, rest: LinePart[]): void {
    this.paragraphBreak();
    const top = prefix[0]!;
    const depth = prefix.length;
    const last = prefix[depth - 1]!;
    if (top === ';' || top === ':') {
      this.endList();
      this.definitionLine(prefix, rest);
      return;
    }
    const ordered = top === '#';
    if (this.#list && this.#list.ordered !== ordered) this.endList();
    const list = (this.#list ??= { ordered, items: [], counters: [] });
    list.counters[depth - 1] = (list.counters[depth - 1] ?? 0) + 1;
    list.counters.length = depth;
    const flow = new LineFlow(itemText);
    if (depth > 1) {
      this.scope.notes.add('list', 'nested list', prefix);
      const marker = last === '#' ? `${list.counters[depth - 1]}. ` : last === '*' ? `${BULLETS[Math.min(depth - 2, BULLETS.length - 1)]} ` : '';
      flow.runs.text(INDENT.repeat(depth - 1) + marker, {});
    }
    if (last === ';') flow.state.htmlBold = 1;
    inlineParts(rest, flow, this.scope);
    const runs = flow.runs.take();
    if (runs.length > 0) list.items.push(runs);
  }

  private definitionLine(prefix: string, rest: LinePart[]): void {
    const indent = INDENT.repeat(prefix.length - 1);
    const paragraph = (parts: LinePart[], bold: boolean) => {
      if (indent !== '') this.runs.text(indent, {});
      if (bold) this.state.htmlBold = 1;
      inlineParts(parts, this, this.scope);
      this.paragraphBreak();
    };
    if (!prefix.endsWith(';')) {
      paragraph(rest, false);
      return;
    }
    // "; term : definition" on one line: the term, then the definition.
    const dd = rest.findIndex((part) => typeof part !== 'string' && part.type === 'dd');
    paragraph(dd < 0 ? rest : rest.slice(0, dd), true);
    if (dd >= 0) paragraph(rest.slice(dd + 1), false);
  }
}
