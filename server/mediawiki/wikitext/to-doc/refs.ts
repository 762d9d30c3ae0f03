import type { AstNodes, ExtToken, Token } from 'wikiparser-node';
import { sourceOf, type Scope } from './scope.ts';

/** A footnote's text ceiling (the rich-text contract). */
const FOOTNOTE_MAX = 2_000;

const refName = (node: ExtToken): string => {
  const name = node.getAttr('name');
  return typeof name === 'string' ? name.trim() : '';
};

const innerOf = (node: ExtToken): Token | undefined => (node.selfClosing ? undefined : node.lastChild);

/** Reads every named <ref> of the page (in the text or in <references>), so a reuse can come before its definition. */
export function collectNamedRefs(nodes: readonly AstNodes[], scope: Scope): void {
  for (const node of nodes) {
    if (node.type === 'text') continue;
    if (node.type === 'ext' && (node as ExtToken).name === 'ref') {
      const ref = node as ExtToken;
      const name = refName(ref);
      const inner = innerOf(ref);
      if (name !== '' && inner && String(inner).trim() !== '' && !scope.refs.has(name)) scope.refs.set(name, scope.nested.plain(inner.childNodes));
      continue;
    }
    if (node.childNodes.length > 0) collectNamedRefs(node.childNodes, scope);
  }
}

/** The footnote text of a <ref>: its content, or the named reference's (undefined for an empty ref, which MediaWiki shows as nothing). */
export function footnoteOf(node: ExtToken, scope: Scope): string | undefined {
  const inner = innerOf(node);
  const name = refName(node);
  let text = inner && String(inner).trim() !== '' ? scope.nested.plain(inner.childNodes) : name !== '' ? scope.refs.get(name) : undefined;
  if (text === undefined) {
    if (name === '') return undefined;
    scope.notes.add('tag', 'ref (name never defined)', sourceOf(node));
    return `[${name}]`;
  }
  text = text.trim();
  if (text.length > FOOTNOTE_MAX) {
    scope.notes.add('limit', 'footnote length', text.slice(0, 200));
    text = `${text.slice(0, FOOTNOTE_MAX - 1)}…`;
  }
  return text === '' ? undefined : text;
}
