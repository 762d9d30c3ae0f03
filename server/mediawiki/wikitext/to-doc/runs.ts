import type { Inline } from '../../../../shared/contract/rich-text.ts';

/** The marks a run of text carries. */
export interface Marks {
  bold?: boolean;
  italic?: boolean;
  href?: string;
  spoiler?: boolean;
}

const sameMarks = (run: Inline, marks: Marks) =>
  (run.bold ?? false) === (marks.bold ?? false) &&
  (run.italic ?? false) === (marks.italic ?? false) &&
  run.href === marks.href &&
  (run.spoiler ?? false) === (marks.spoiler ?? false);

/** Builds the runs of one paragraph, list item or heading: equal neighbours merge, footnotes attach to the run before them. */
export class Runs {
  readonly runs: Inline[] = [];

  text(text: string, marks: Marks): void {
    if (text === '') return;
    const last = this.runs.at(-1);
    if (last && last.footnote === undefined && sameMarks(last, marks)) {
      last.text += text;
      return;
    }
    const run: Inline = { text };
    if (marks.bold) run.bold = true;
    if (marks.italic) run.italic = true;
    if (marks.href !== undefined) run.href = marks.href;
    if (marks.spoiler) run.spoiler = true;
    this.runs.push(run);
  }

  /** A line break inside a paragraph (joinLines turns it into a space or nothing). */
  lineBreak(): void {
    const last = this.runs.at(-1);
    if (last && last.footnote === undefined) last.text += '\n';
    else this.runs.push({ text: '\n' });
  }

  footnote(note: string): void {
    const last = this.runs.at(-1);
    if (last && last.footnote === undefined) last.footnote = note;
    else this.runs.push({ text: '', footnote: note });
  }

  get empty(): boolean {
    return this.runs.length === 0;
  }

  /** The runs with the outer whitespace trimmed and empty runs dropped; the builder is emptied. */
  take(): Inline[] {
    const runs = this.runs.splice(0);
    const first = runs[0];
    if (first) first.text = first.text.replace(/^[ \t\n]+/, '');
    const last = runs.at(-1);
    if (last) last.text = last.text.replace(/[ \t\n]+$/, '');
    return runs.filter((run) => run.text !== '' || run.footnote !== undefined);
  }
}

/** The plain text of runs (a footnote in brackets after its run), as table cells and captions hold it. */
export const runsText = (runs: readonly Inline[]): string => runs.map((run) => run.text + (run.footnote ? ` (${run.footnote})` : '')).join('');
