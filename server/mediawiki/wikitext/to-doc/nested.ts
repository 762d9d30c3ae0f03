import type { AstNodes } from 'wikiparser-node';
import type { Block, Inline, RichDoc } from '../../../../shared/contract/rich-text.ts';
import { BlockReader, itemText } from './blocks.ts';
import { joinLines, LineFlow, splitLines, type LinePart } from './flow.ts';
import { inlineNode, inlineParts } from './inline.ts';
import { runsText, type Marks } from './runs.ts';
import type { Nested, Scope } from './scope.ts';

const isBlank = (parts: LinePart[]) => parts.every((part) => typeof part === 'string' && /^[ \t\r]*$/.test(part));

/** Reading wikitext nested in a page: as blocks (tabs, folds), or as one line (cells, captions, footnotes, parameters). */
export function nestedReader(scope: () => Scope): Nested {
  const nested: Nested = {
    richDoc(nodes: readonly AstNodes[]): RichDoc {
      const blocks: Block[] = [];
      for (const item of new BlockReader(scope(), false).read(nodes)) {
        if (item.kind === 'block') blocks.push(item.block);
        else if (item.kind === 'component' && item.component.component_id === 'gallery') {
          for (const image of item.component.data.images) blocks.push({ type: 'image', src: image.src, alt: image.caption });
        } else if (item.kind === 'component') {
          scope().notes.add('markup', `${item.component.component_id} inside rich text`, itemText(item).slice(0, 200));
          const text = itemText(item);
          if (text !== '') blocks.push({ type: 'paragraph', children: [{ text }] });
        }
      }
      return blocks;
    },

    runs(nodes: readonly AstNodes[], marks: Marks = {}): Inline[] {
      const flow = new LineFlow(itemText);
      if (marks.bold) flow.state.htmlBold = 1;
      if (marks.italic) flow.state.htmlItalic = 1;
      let started = false;
      let list = false;
      for (const line of splitLines(nodes)) {
        if (isBlank(line)) continue;
        const first = line.find((part) => typeof part !== 'string' || part.trim() !== '');
        const isList = first !== undefined && typeof first !== 'string' && first.type === 'list';
        const parts = isList ? line.slice(line.indexOf(first) + 1) : line;
        if (started) {
          if (isList || list) flow.runs.text('; ', {});
          else flow.runs.lineBreak();
        }
        if (parts.every((part) => typeof part !== 'string' || part.trim() === '')) {
          for (const part of parts) if (typeof part !== 'string') inlineNode(part, flow, scope(), false);
        } else inlineParts(parts, flow, scope());
        started = true;
        list = isList;
        flow.state.endLine();
      }
      return joinLines(flow.runs.take());
    },

    plain(nodes: readonly AstNodes[]): string {
      return runsText(nested.runs(nodes)).trim();
    },
  };
  return nested;
}
