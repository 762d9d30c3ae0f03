import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { Block, Inline, RichDoc } from '../../shared/contract/rich-text.ts';
import { isSafeLink, isSafeMediaUrl } from '../../shared/safe-url.ts';

/**
 * HTML text of our structured rich text, for the fields where the publisher's API sends HTML
 * (issue #15): third-party programs load those with an HTML parser. Built as a hast tree from
 * the document and serialised by hast-util-to-html, so every text and attribute is escaped and
 * the only elements and attributes are the ones made here: stored text that looks like markup
 * (`<script>`, `onerror=`) stays text. Links and pictures keep only safe URLs (shared/safe-url.ts);
 * an unsafe link is left as its text, an unsafe picture is left out.
 */

const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

function runNode(run: Inline): ElementContent {
  let node: ElementContent = { type: 'text', value: run.text };
  if (run.bold) node = h('strong', {}, node);
  if (run.italic) node = h('em', {}, node);
  if (run.href && isSafeLink(run.href)) node = h('a', { href: run.href, ...(run.href.startsWith('/') ? {} : EXTERNAL_LINK) }, node);
  if (run.spoiler) node = h('span', { className: ['spoiler'] }, node);
  return node;
}

/** Runs in order, each footnote as a numbered marker after its run with the note as its title. */
function runsNodes(runs: Inline[], nextNote: () => number): ElementContent[] {
  return runs.flatMap((run) => {
    const node = runNode(run);
    if (run.footnote === undefined || run.footnote.trim() === '') return [node];
    const n = nextNote();
    return [node, h('sup', { className: ['footnote'], title: run.footnote }, `[${n}]`)];
  });
}

function blockNode(block: Block, nextNote: () => number): Element | undefined {
  switch (block.type) {
    case 'paragraph':
      return h('p', runsNodes(block.children, nextNote));
    case 'heading':
      return h(block.level === 2 ? 'h2' : 'h3', runsNodes(block.children, nextNote));
    case 'image':
      return isSafeMediaUrl('image', block.src) ? h('img', { src: block.src, alt: block.alt }) : undefined;
    case 'list':
      return h(
        block.ordered ? 'ol' : 'ul',
        block.items.map((item) => h('li', runsNodes(item, nextNote))),
      );
  }
}

/** The hast tree of a document; footnotes are numbered from 1 in reading order. */
export function richDocTree(doc: RichDoc): Root {
  let notes = 0;
  const nextNote = () => ++notes;
  return { type: 'root', children: doc.flatMap((block) => blockNode(block, nextNote) ?? []) };
}

/** A document as HTML text ('' for an empty document). */
export function richDocHtml(doc: RichDoc): string {
  return toHtml(richDocTree(doc));
}

/**
 * Plain text (a table cell) as HTML text: one paragraph, its lines separated by <br>; '' for an
 * empty text. The publisher's table cells are paragraphs.
 */
export function plainTextHtml(text: string): string {
  if (text === '') return '';
  const lines = text.split(/\r\n|\r|\n/);
  return toHtml(
    h(
      'p',
      lines.flatMap((line, index): ElementContent[] => (index === 0 ? [{ type: 'text', value: line }] : [h('br'), { type: 'text', value: line }])),
    ),
  );
}
