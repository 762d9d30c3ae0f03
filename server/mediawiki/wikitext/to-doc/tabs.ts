import type { ExtToken, Token } from 'wikiparser-node';
import type { ComponentData } from '../../../../shared/contract/entry-page-components.ts';
import { parseFragment } from '../parser.ts';
import { decode } from './decode.ts';
import { componentOf, sourceOf, type Item, type Scope } from './scope.ts';

const TABS_MAX = 20;
const TAB_NAME_MAX = 50;

type Tab = ComponentData<'tabs'>['tabs'][number];

function tabsComponent(tabs: Tab[], node: ExtToken, scope: Scope): Item | undefined {
  if (tabs.length === 0) {
    scope.notes.add('tag', `${node.name} (no tabs)`, sourceOf(node));
    return undefined;
  }
  if (tabs.length > TABS_MAX) {
    scope.notes.add('limit', 'tabs', sourceOf(node).slice(0, 200));
    // The tabs past the ceiling join the last one, each under a heading of its name.
    const last = tabs.slice(TABS_MAX - 1);
    tabs = [
      ...tabs.slice(0, TABS_MAX - 1),
      {
        name: last[0]!.name,
        doc: last.flatMap((tab, i) => (i === 0 ? tab.doc : [{ type: 'heading' as const, level: 2 as const, children: [{ text: tab.name }] }, ...tab.doc])),
      },
    ];
  }
  return { kind: 'component', component: componentOf('tabs', { tabs }) };
}

const tabName = (name: string, index: number): string => decode(name.trim()).slice(0, TAB_NAME_MAX) || String(index + 1);

/**
 * Fandom's <tabber>: "Name=content" parts separated by "|-|". The tag's inside is MediaWiki
 * text of its own (the parser leaves an unknown tag's inside unread), read with the page's
 * configuration.
 */
export function tabberItem(node: ExtToken, scope: Scope): Item | undefined {
  const inner = String(node.lastChild ?? '');
  const tabs: Tab[] = [];
  for (const part of inner.split(/\n?\|-\|\n?/)) {
    if (part.trim() === '') continue;
    const equals = part.indexOf('=');
    const name = equals > 0 ? part.slice(0, equals) : '';
    const body = equals > 0 ? part.slice(equals + 1) : part;
    tabs.push({ name: tabName(name, tabs.length), doc: scope.nested.richDoc(parseFragment(body, scope.ctx.site).childNodes) });
  }
  return tabsComponent(tabs, node, scope);
}

/** Extension:Tabs: <tabs><tab name="...">content</tab>...</tabs>. */
export function tabsItem(node: ExtToken, scope: Scope): Item | undefined {
  const tabs: Tab[] = [];
  for (const child of (node.lastChild as Token | undefined)?.childNodes ?? []) {
    if (child.type !== 'ext' || (child as ExtToken).name !== 'tab') continue;
    const tab = child as ExtToken;
    const name = tab.getAttr('name');
    tabs.push({
      name: tabName(typeof name === 'string' ? name : '', tabs.length),
      doc: scope.nested.richDoc((tab.lastChild as Token | undefined)?.childNodes ?? []),
    });
  }
  return tabsComponent(tabs, node, scope);
}
