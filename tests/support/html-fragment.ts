import { parseFragment } from 'parse5';

/** An element of a parsed HTML fragment: its tag, attributes and text. */
export interface ParsedElement {
  tag: string;
  attrs: Record<string, string>;
  text: string;
}

interface Parse5Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Parse5Node[];
}

const textOf = (node: Parse5Node): string => (node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(textOf).join(''));

/**
 * Parses HTML text as a browser parses a fragment (parse5, the HTML standard's parser), as a
 * third-party program loading one of our HTML fields would: every element in document order and
 * the fragment's whole text.
 */
export function parseHtml(html: string): { elements: ParsedElement[]; text: string } {
  const root = parseFragment(html) as unknown as Parse5Node;
  const elements: ParsedElement[] = [];
  const walk = (node: Parse5Node) => {
    if (node.tagName)
      elements.push({ tag: node.tagName, attrs: Object.fromEntries((node.attrs ?? []).map((attr) => [attr.name, attr.value])), text: textOf(node) });
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(root);
  return { elements, text: textOf(root) };
}

/** Elements or attributes that would run script in a browser: <script>, on* handlers, javascript: URLs. */
export function scriptHazards(elements: ParsedElement[]): string[] {
  return elements.flatMap((element) => [
    ...(element.tag === 'script' || element.tag === 'iframe' || element.tag === 'object' ? [`<${element.tag}>`] : []),
    ...Object.entries(element.attrs).flatMap(([name, value]) =>
      /^on/i.test(name) ? [`${element.tag}[${name}]`] : /^\s*(javascript|data|vbscript):/i.test(value) ? [`${element.tag}[${name}=${value}]`] : [],
    ),
  ]);
}
