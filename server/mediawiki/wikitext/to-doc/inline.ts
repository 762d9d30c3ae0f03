import type { AstNodes, CategoryToken, ConverterToken, ExtLinkToken, ExtToken, HtmlToken, LinkToken, Token, TranscludeToken } from 'wikiparser-node';
import { isSafeLink } from '../../../../shared/safe-url.ts';
import type { Flow, LinePart } from './flow.ts';
import { decode } from './decode.ts';
import { fileItem, galleryItems } from './media.ts';
import { footnoteOf } from './refs.ts';
import { sourceOf, type Item, type Scope } from './scope.ts';
import { tableItems } from './tables.ts';
import { tabberItem, tabsItem } from './tabs.ts';
import { readTemplate } from './templates.ts';

/** Language codes of interlanguage links ([[de:Diluc]] at the foot of a page): not content, only noted. */
const LANGUAGE_PREFIX =
  /^(?:en|de|es|fr|it|ja|ko|pl|pt|pt-br|ru|th|tr|uk|vi|id|ms|nl|sv|fi|da|no|cs|hu|ro|ar|he|fa|zh|zh-hans|zh-hant|zh-cn|zh-tw|zh-hk|yue|lzh)$/i;

export function isInterlanguage(link: LinkToken): boolean {
  const target = String(link.childNodes[0] ?? '');
  if (target.startsWith(':')) return false;
  const colon = target.indexOf(':');
  return colon > 0 && link.link.ns === 0 && LANGUAGE_PREFIX.test(target.slice(0, colon).trim());
}

const BOLD_TAGS = new Set(['b', 'strong']);
const ITALIC_TAGS = new Set(['i', 'em']);
/** Tags that end a paragraph (their content stays, in paragraphs of its own). */
const BLOCK_TAGS = new Set([
  'div',
  'center',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'td',
  'th',
  'caption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
]);
/** Extension tags whose source is kept as text and noted (no equivalent of ours). */
const VERBATIM_TAGS = new Set(['pre', 'syntaxhighlight', 'source']);

/** Walks the inline parts of a line into a flow. `alone` is the line's only significant node, if any (it may stand as a block). */
export function inlineParts(parts: readonly LinePart[], flow: Flow, scope: Scope, alone?: AstNodes): void {
  for (const part of parts) {
    if (typeof part === 'string') flow.runs.text(decode(part), flow.state.marks());
    else inlineNode(part, flow, scope, part === alone);
  }
}

function inlineNodes(nodes: readonly AstNodes[], flow: Flow, scope: Scope): void {
  for (const node of nodes) inlineNode(node, flow, scope, false);
}

/** A block inside the text: stands as a block in a paragraph, becomes text elsewhere. */
function blockItems(items: Item[], flow: Flow): void {
  for (const item of items) flow.block(item);
}

function keepSource(node: AstNodes, flow: Flow, scope: Scope, kind: Parameters<Scope['notes']['add']>[0], name: string): void {
  const source = sourceOf(node);
  flow.runs.text(source, flow.state.marks());
  scope.notes.add(kind, name, source);
}

export function inlineNode(node: AstNodes, flow: Flow, scope: Scope, alone: boolean): void {
  switch (node.type) {
    case 'text':
      flow.runs.text(decode(node.data), flow.state.marks());
      return;
    case 'quote': {
      const quotes = String(node).length;
      if (quotes === 2 || quotes === 5) flow.state.quoteItalic = !flow.state.quoteItalic;
      if (quotes === 3 || quotes === 5) flow.state.quoteBold = !flow.state.quoteBold;
      return;
    }
    case 'link':
      link(node as LinkToken, flow, scope);
      return;
    case 'category':
      scope.categories.add((node as CategoryToken).link.main.trim());
      return;
    case 'file':
      blockOrText(fileItem(node as Parameters<typeof fileItem>[0], flow.blocks && alone, scope), flow);
      return;
    case 'ext-link':
      extLink(node as ExtLinkToken, flow, scope);
      return;
    case 'free-ext-link':
    case 'magic-link': {
      const url = String(node);
      const href = node.type === 'free-ext-link' && isSafeLink(url) ? url : undefined;
      const previous = flow.state.href;
      if (href && previous === undefined) flow.state.href = href;
      flow.runs.text(decode(url), flow.state.marks());
      flow.state.href = previous;
      return;
    }
    case 'template':
    case 'magic-word':
      template(node as TranscludeToken, flow, scope, alone);
      return;
    case 'ext':
      ext(node as ExtToken, flow, scope);
      return;
    case 'html':
      html(node as HtmlToken, flow, scope);
      return;
    case 'comment':
    case 'noinclude':
    case 'include':
      return;
    case 'double-underscore':
      scope.notes.add('magic-word', `__${String(node.childNodes[0] ?? '').toUpperCase()}__`, sourceOf(node));
      return;
    case 'onlyinclude':
      inlineNodes(node.childNodes, flow, scope);
      return;
    case 'converter':
      converter(node as ConverterToken, flow, scope);
      return;
    case 'heading': {
      // A heading inside a cell or a parameter: its title, bold, on a line of its own.
      flow.paragraphBreak();
      const bold = flow.state.quoteBold;
      flow.state.quoteBold = true;
      inlineNodes(node.childNodes[0]?.childNodes ?? [], flow, scope);
      flow.state.quoteBold = bold;
      flow.paragraphBreak();
      return;
    }
    case 'table':
      blockItems(tableItems(node as Parameters<typeof tableItems>[0], scope), flow);
      return;
    case 'hr':
      flow.paragraphBreak();
      scope.notes.add('markup', 'hr', sourceOf(node));
      return;
    case 'list':
    case 'dd':
      // A list marker inside a line (a cell's second line, "; term : definition"): a break.
      flow.paragraphBreak();
      return;
    default:
      keepSource(node, flow, scope, 'markup', node.type);
  }
}

function blockOrText(item: Item | string, flow: Flow): void {
  if (typeof item === 'string') flow.runs.text(item, flow.state.marks());
  else flow.block(item);
}

/** [[Target|text]]: our href from the caller, or the text alone (noted) when the target is not ours. */
function link(node: LinkToken, flow: Flow, scope: Scope): void {
  if (isInterlanguage(node)) {
    scope.notes.add('link', 'interlanguage', sourceOf(node));
    return;
  }
  const title = node.link;
  const written = String(node.childNodes[0] ?? '').replace(/^\s*:/, '');
  const [, textNode] = node.childNodes;
  let href: string | null = null;
  if (title.valid && !title.interwiki) {
    const name = (title.prefix + title.main).trim();
    const fragment = title.fragment?.replaceAll('_', ' ');
    const target = { title: name === '' ? scope.ctx.title : name, ...(fragment ? { fragment } : {}) };
    href = scope.ctx.resolveLink(target);
    if (href !== null && !isSafeLink(href)) href = null;
  }
  if (href === null) scope.notes.add('link', title.valid ? title.prefix + title.main || written : written, sourceOf(node));
  const previous = flow.state.href;
  if (href !== null && previous === undefined) flow.state.href = href;
  if (textNode) inlineNodes(textNode.childNodes, flow, scope);
  else flow.runs.text(decode(written).replaceAll('_', ' ').trim(), flow.state.marks());
  flow.state.href = previous;
}

/** [https://... text]: a link when the URL is a safe web URL; protocol-relative URLs are read as https. */
function extLink(node: ExtLinkToken, flow: Flow, scope: Scope): void {
  const [urlNode, textNode] = node.childNodes;
  let url = decode(String(urlNode ?? '')).trim();
  if (url.startsWith('//')) url = `https:${url}`;
  const safe = isSafeLink(url) && /^https?:/i.test(url);
  if (!safe) scope.notes.add('link', 'unsafe or non-web URL', sourceOf(node));
  const previous = flow.state.href;
  if (safe && previous === undefined) flow.state.href = url;
  if (textNode && String(textNode).trim() !== '') inlineNodes(textNode.childNodes, flow, scope);
  else flow.runs.text(url, flow.state.marks());
  flow.state.href = previous;
}

function template(node: TranscludeToken, flow: Flow, scope: Scope, alone: boolean): void {
  const read = readTemplate(node, scope, flow.blocks && alone);
  switch (read.kind) {
    case 'items':
      blockItems(read.items, flow);
      return;
    case 'text':
      flow.runs.text(read.text, flow.state.marks());
      return;
    case 'spoiler': {
      const spoiler = flow.state.spoiler;
      flow.state.spoiler = true;
      inlineNodes(read.nodes, flow, scope);
      flow.state.spoiler = spoiler;
      return;
    }
    case 'nothing':
      return;
    case 'kept':
      keepSource(node, flow, scope, read.noteKind, read.name);
  }
}

function ext(node: ExtToken, flow: Flow, scope: Scope): void {
  const inner = node.lastChild as Token | undefined;
  switch (node.name) {
    case 'ref': {
      const note = footnoteOf(node, scope);
      if (note !== undefined) flow.runs.footnote(note);
      return;
    }
    case 'references':
      flow.block({ kind: 'mapped-away' });
      return;
    case 'nowiki':
      flow.runs.text(decode(String(inner ?? '')), flow.state.marks());
      return;
    case 'gallery':
      blockItems(galleryItems(node, scope), flow);
      return;
    case 'tabber':
      blockItems(
        [tabberItem(node, scope)].filter((item) => item !== undefined),
        flow,
      );
      return;
    case 'tabs':
      blockItems(
        [tabsItem(node, scope)].filter((item) => item !== undefined),
        flow,
      );
      return;
    case 'poem': {
      // Each line of a poem a paragraph of its own (our paragraphs have no line breaks).
      flow.paragraphBreak();
      for (const child of inner?.childNodes ?? []) {
        if (child.type !== 'text') inlineNode(child, flow, scope, false);
        else
          child.data.split('\n').forEach((line, i) => {
            if (i > 0) flow.paragraphBreak();
            flow.runs.text(decode(line), flow.state.marks());
          });
      }
      flow.paragraphBreak();
      return;
    }
    default: {
      if (VERBATIM_TAGS.has(node.name)) {
        flow.paragraphBreak();
        flow.runs.text(decode(String(inner ?? '')), flow.state.marks());
        flow.paragraphBreak();
        scope.notes.add('tag', node.name, sourceOf(node));
        return;
      }
      keepSource(node, flow, scope, 'tag', node.name);
    }
  }
}

function html(node: HtmlToken, flow: Flow, scope: Scope): void {
  const name = node.name;
  const closing = node.closing;
  if (BOLD_TAGS.has(name)) flow.state.htmlBold = Math.max(0, flow.state.htmlBold + (closing ? -1 : 1));
  else if (ITALIC_TAGS.has(name)) flow.state.htmlItalic = Math.max(0, flow.state.htmlItalic + (closing ? -1 : 1));
  else if (name === 'br' || name === 'p') flow.paragraphBreak();
  else if (BLOCK_TAGS.has(name) || name === 'hr') {
    flow.paragraphBreak();
    if (!closing) scope.notes.add('tag', name, sourceOf(node));
  } else if (!closing) scope.notes.add('tag', name, sourceOf(node));
}

/** -{...}-: the simplified-Chinese variant when the rule names one, else the rule's text. */
function converter(node: ConverterToken, flow: Flow, scope: Scope): void {
  const rules = node.childNodes.slice(1) as Token[];
  const byVariant = new Map<string, Token>();
  for (const rule of rules) {
    const variant = rule.childNodes.length > 1 ? String(rule.childNodes[0]).trim().toLowerCase() : '';
    byVariant.set(variant, rule.lastChild as Token);
  }
  const chosen = byVariant.get('zh-hans') ?? byVariant.get('zh-cn') ?? byVariant.get('zh') ?? byVariant.get('') ?? (rules[0]?.lastChild as Token | undefined);
  if (chosen) inlineNodes(chosen.childNodes, flow, scope);
}
