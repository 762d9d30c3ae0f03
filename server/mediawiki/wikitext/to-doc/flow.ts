import type { AstNodes } from 'wikiparser-node';
import type { Inline } from '../../../../shared/contract/rich-text.ts';
import { Runs, type Marks } from './runs.ts';
import type { Item } from './scope.ts';

/** A line of wikitext: the parser's nodes, with the text between them cut at each newline. */
export type LinePart = AstNodes | string;

/** Cuts a node list into lines (tokens are never cut: a table or a template spanning lines stays one part). */
export function splitLines(nodes: readonly AstNodes[]): LinePart[][] {
  const lines: LinePart[][] = [[]];
  for (const node of nodes) {
    if (node.type !== 'text') {
      lines[lines.length - 1]!.push(node);
      continue;
    }
    const parts = node.data.split('\n');
    lines[lines.length - 1]!.push(parts[0]!);
    for (let i = 1; i < parts.length; i++) lines.push([parts[i]!]);
  }
  return lines;
}

/** Bold and italic as the line's quotes and the open <b>/<i> tags leave them. */
export class MarkState {
  quoteBold = false;
  quoteItalic = false;
  htmlBold = 0;
  htmlItalic = 0;
  href: string | undefined;
  spoiler = false;

  marks(): Marks {
    const marks: Marks = {};
    if (this.quoteBold || this.htmlBold > 0) marks.bold = true;
    if (this.quoteItalic || this.htmlItalic > 0) marks.italic = true;
    if (this.href !== undefined) marks.href = this.href;
    if (this.spoiler) marks.spoiler = true;
    return marks;
  }

  /** MediaWiki closes '' and ''' at the end of each line. */
  endLine(): void {
    this.quoteBold = false;
    this.quoteItalic = false;
  }
}

/** Where inline content goes: runs being filled, and what a paragraph break or a block inside the text does there. */
export interface Flow {
  runs: Runs;
  state: MarkState;
  /** Whether images, tables and other components can stand as blocks here (a paragraph), or must become text (a cell, an item). */
  readonly blocks: boolean;
  paragraphBreak(): void;
  block(item: Item): void;
}

/** A flow that keeps everything on one line (list items, headings, table cells, captions, footnotes). */
export class LineFlow implements Flow {
  readonly runs = new Runs();
  readonly state = new MarkState();
  readonly blocks = false;

  constructor(private readonly textOf: (item: Item) => string) {}

  paragraphBreak(): void {
    this.runs.text(' ', {});
  }

  block(item: Item): void {
    const text = this.textOf(item);
    if (text !== '') {
      this.runs.text(' ', {});
      this.runs.text(text, {});
      this.runs.text(' ', {});
    }
  }
}

const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/u;

/**
 * The line breaks inside a paragraph's runs (lines of the source joined) become a space, or
 * nothing between two CJK characters, which a space would split.
 */
export function joinLines(runs: Inline[]): Inline[] {
  runs.forEach((run, i) => {
    if (!run.text.includes('\n')) return;
    run.text = run.text.replace(/[ \t]*\n[ \t\n]*/g, (match: string, offset: number, whole: string) => {
      const before = whole[offset - 1] ?? runs[i - 1]?.text.at(-1) ?? '';
      const after = whole[offset + match.length] ?? runs[i + 1]?.text[0] ?? '';
      return CJK.test(before) && CJK.test(after) ? '' : ' ';
    });
  });
  return runs.filter((run) => run.text !== '' || run.footnote !== undefined);
}
