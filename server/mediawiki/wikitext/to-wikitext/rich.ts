import type { Block, Inline, RichDoc } from '../../../../shared/contract/rich-text.ts';
import { isSafeLink } from '../../../../shared/safe-url.ts';
import type { ExportContext } from '../types.ts';
import { escapeText, type EscapeContext } from './escape.ts';

/** The template our reader reads as a spoiler (moegirl's 黑幕). */
export const SPOILER_TEMPLATE = '黑幕';
/** How the reader marks nested list items (to-doc/blocks.ts): ideographic spaces, then ◦/▪ or a number. */
const NESTED_ITEM = /^(\u3000+)(?:([◦▪]) |(\d+)\. )?/u;

function linked(text: string, href: string, ctx: ExportContext): string {
  const title = ctx.entryTitle(href);
  if (title !== null) return text === escapeText(title) ? `[[${title}]]` : `[[${title}|${text}]]`;
  if (/^https?:\/\//i.test(href) && isSafeLink(href)) return `[${href} ${text}]`;
  return text;
}

/** One run: its text escaped, then link, spoiler, quotes and footnote around it. */
function runText(run: Inline, ctx: ExportContext, where: EscapeContext, lineStart: boolean): string {
  let text = escapeText(run.text, run.spoiler ? 'template' : where, lineStart && !run.bold && !run.italic && !run.href && !run.spoiler);
  if (run.href !== undefined && text !== '') text = linked(text, run.href, ctx);
  if (run.spoiler && text !== '') text = `{{${SPOILER_TEMPLATE}|${text}}}`;
  if (text !== '') {
    const quotes = (run.bold ? "'''" : '') + (run.italic ? "''" : '');
    const closing = (run.italic ? "''" : '') + (run.bold ? "'''" : '');
    text = quotes + text + closing;
  }
  if (run.footnote !== undefined && run.footnote.trim() !== '') text += `<ref>${escapeText(run.footnote, where === 'template' ? 'template' : 'text')}</ref>`;
  return text;
}

/** Runs as one line of wikitext (quotes of neighbouring runs kept apart by an empty <nowiki/>). */
export function runsText(runs: readonly Inline[], ctx: ExportContext, where: EscapeContext = 'text'): string {
  let out = '';
  runs.forEach((run, i) => {
    const part = runText(run, ctx, where, i === 0);
    if (out.endsWith("'") && part.startsWith("'")) out += '<nowiki/>';
    out += part;
  });
  return out;
}

function listItem(runs: readonly Inline[], ordered: boolean, ctx: ExportContext, where: EscapeContext): string {
  const top = ordered ? '#' : '*';
  const first = runs[0];
  const nested = first ? NESTED_ITEM.exec(first.text) : null;
  if (!nested) return `${top} ${runsText(runs, ctx, where)}`;
  const depth = nested[1]!.length + 1;
  const char = nested[2] ? '*' : nested[3] ? '#' : ':';
  const rest = [{ ...first!, text: first!.text.slice(nested[0].length) }, ...runs.slice(1)].filter((run) => run.text !== '' || run.footnote !== undefined);
  return `${top}${char.repeat(depth - 1)} ${runsText(rest, ctx, where)}`;
}

function block(block: Block, ctx: ExportContext, where: EscapeContext): string {
  switch (block.type) {
    case 'paragraph': {
      const first = block.children[0];
      const indent = first ? /^\u3000+/u.exec(first.text) : null;
      if (indent) {
        const rest = [{ ...first!, text: first!.text.slice(indent[0].length) }, ...block.children.slice(1)];
        return `${':'.repeat(indent[0].length + 1)}${runsText(rest, ctx, where)}`;
      }
      return runsText(block.children, ctx, where);
    }
    case 'heading': {
      const marks = block.level === 2 ? '===' : '====';
      return `${marks} ${runsText(block.children, ctx, where === 'text' ? 'heading' : where)} ${marks}`;
    }
    case 'list':
      return block.items.map((item) => listItem(item, block.ordered, ctx, where)).join('\n');
    case 'image': {
      const name = ctx.fileName(block.src);
      const alt = escapeText(block.alt, 'template');
      if (name !== null) return `[[File:${name}|thumb|${alt}]]`.replace('|thumb|]]', ']]');
      return /^https:\/\//i.test(block.src) ? `[${block.src} ${alt || block.src}]` : escapeText(block.alt, where, true);
    }
  }
}

/** A rich-text document as wikitext blocks separated by blank lines. `where` is 'template' inside a template parameter. */
export function richDocText(doc: RichDoc, ctx: ExportContext, where: 'text' | 'template' | 'tabber' = 'text'): string {
  return doc
    .map((b) => block(b, ctx, where))
    .filter((text) => text !== '')
    .join('\n\n');
}
