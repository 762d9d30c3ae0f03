import type { AstNodes, ParameterToken, TranscludeToken } from 'wikiparser-node';
import type { UnmappedKind } from '../types.ts';
import { readAlmanacTemplate } from './almanac-read.ts';
import { componentOf, type Item, type Scope } from './scope.ts';
import { fit, TABLE_LIMITS } from './tables.ts';

export type TemplateReading =
  | { kind: 'items'; items: Item[] }
  | { kind: 'text'; text: string }
  | { kind: 'spoiler'; nodes: readonly AstNodes[] }
  | { kind: 'nothing' }
  | { kind: 'kept'; noteKind: UnmappedKind; name: string };

/** Templates that hide their text until the reader asks (moegirl's 黑幕): our spoiler mark. */
const SPOILER_TEMPLATES = new Set(['黑幕', 'Heimu', 'Spoiler text']);
/** Templates that list the page's references: our footnotes show at their markers. */
const REFERENCE_LISTS = new Set(['Reflist', 'References', 'Reference', '参考资料', '參考資料', '脚注', '注释']);
const CITATION = /^(?:cite|citation|引用|參考|参考)/i;
/** Metadata MediaWiki does not show in the page. */
const INVISIBLE_MAGIC = new Set(['displaytitle', 'defaultsort', 'defaultsortkey', 'defaultcategorysort', 'notoc', 'noeditsection']);

const valueNodes = (param: ParameterToken): readonly AstNodes[] => param.lastChild.childNodes;

/** The template's name as the page wrote it, and as MediaWiki normalises it (Template: dropped, spaces). */
function templateNames(node: TranscludeToken): { written: string; title: string } {
  const written = String(node.childNodes[0] ?? '').trim();
  const title = node.name.replace(/^Template:/, '').replaceAll('_', ' ');
  return { written: written || title, title };
}

/** A template whose parameters are all named (an infobox): a two-column table of its parameters, in order. */
function isInfoboxLike(args: readonly ParameterToken[]): boolean {
  let named = 0;
  for (const arg of args) {
    if (arg.anon) {
      if (String(arg.lastChild).trim() !== '') return false;
    } else named++;
  }
  return named > 0;
}

function infobox(name: string, args: readonly ParameterToken[], scope: Scope): Item {
  const rows: string[][] = [];
  for (const arg of args) {
    if (arg.anon) continue;
    const value = scope.nested.plain(valueNodes(arg)).trim();
    if (value === '') continue;
    rows.push([fit(arg.name.trim(), TABLE_LIMITS.cell, scope, 'table cell'), fit(value, TABLE_LIMITS.cell, scope, 'table cell')]);
  }
  const column = fit(name, TABLE_LIMITS.columnName, scope, 'table column name');
  return {
    kind: 'component',
    component: componentOf('table', { columns: [column, ''], rows: rows.slice(0, TABLE_LIMITS.rows), sortable: false, fixed_columns: 0 }, 'infobox'),
  };
}

/** A citation's readable line: title, author, work, date, URL. */
function citation(args: readonly ParameterToken[], scope: Scope): string {
  const value = (...keys: string[]) => {
    for (const key of keys) {
      const arg = args.find((candidate) => !candidate.anon && candidate.name.trim().toLowerCase() === key);
      const text = arg ? scope.nested.plain(valueNodes(arg)).trim() : '';
      if (text !== '') return text;
    }
    return '';
  };
  return [
    value('title', '标题', '題名'),
    value('author', 'last', '作者'),
    value('website', 'work', 'publisher', 'journal', '出版者'),
    value('date', 'access-date', 'accessdate', '日期'),
    value('url', '网址', '網址'),
  ]
    .filter((part) => part !== '')
    .join(', ');
}

function magicWord(node: TranscludeToken, scope: Scope): TemplateReading {
  const name = node.name.toLowerCase();
  const written = String(node.childNodes[0] ?? '').trim();
  const args = node.getAllArgs();
  const first = () => (args[0] ? scope.nested.plain(valueNodes(args[0])) : '');
  switch (name) {
    case 'pagename':
    case 'fullpagename':
    case 'basepagename':
    case 'rootpagename':
    case 'subpagename':
      return { kind: 'text', text: scope.ctx.title };
    case '!':
      return { kind: 'text', text: '|' };
    case '=':
      return { kind: 'text', text: '=' };
    case 'lc':
      return { kind: 'text', text: first().toLowerCase() };
    case 'uc':
      return { kind: 'text', text: first().toUpperCase() };
    case 'lcfirst': {
      const text = first();
      return { kind: 'text', text: text.charAt(0).toLowerCase() + text.slice(1) };
    }
    case 'ucfirst': {
      const text = first();
      return { kind: 'text', text: text.charAt(0).toUpperCase() + text.slice(1) };
    }
  }
  if (INVISIBLE_MAGIC.has(name)) {
    scope.notes.add('magic-word', written.split(':')[0]!, String(node));
    return { kind: 'nothing' };
  }
  const isFunction = written.startsWith('#') || args.length > 0 || written.includes(':');
  return { kind: 'kept', noteKind: isFunction ? 'parser-function' : 'magic-word', name: written.split(':')[0]!.trim() };
}

/**
 * What a template call becomes. Standing alone on its line, a template of named parameters is an
 * infobox table and {{Almanac:...}} restores the component our export wrote; {{黑幕|...}} is a
 * spoiler, citations become their readable line, reference lists map to our footnotes, a few
 * magic words are evaluated. Anything else keeps its source text visible (noted).
 */
export function readTemplate(node: TranscludeToken, scope: Scope, mayBeBlock: boolean): TemplateReading {
  if (node.type === 'magic-word') return magicWord(node, scope);
  const { written, title } = templateNames(node);
  const args = node.getAllArgs();
  if (title.startsWith('Almanac:') && mayBeBlock) {
    // MediaWiki reads '_' in a title as a space: filter_list is 'filter list' in the normalised name.
    const items = readAlmanacTemplate(title.slice('Almanac:'.length).trim().replaceAll(' ', '_'), args, scope);
    if (items) return { kind: 'items', items };
  }
  if (SPOILER_TEMPLATES.has(title)) {
    const text = args.find((arg) => arg.anon);
    if (text) return { kind: 'spoiler', nodes: valueNodes(text) };
  }
  if (REFERENCE_LISTS.has(title)) return { kind: 'items', items: [{ kind: 'mapped-away' }] };
  if (CITATION.test(title)) {
    const text = citation(args, scope);
    if (text !== '') return { kind: 'text', text };
  }
  if (mayBeBlock && isInfoboxLike(args)) return { kind: 'items', items: [infobox(written, args, scope)] };
  return { kind: 'kept', noteKind: 'template', name: written };
}

/** Whether a node is a reference list (<references/>, {{Reflist}}): it shows nothing of its own here. */
export function isReferenceList(node: AstNodes): boolean {
  if (node.type === 'ext') return node.name === 'references';
  if (node.type !== 'template') return false;
  return REFERENCE_LISTS.has(templateNames(node as TranscludeToken).title);
}

/** Whether a magic word is page metadata MediaWiki does not show ({{DISPLAYTITLE:...}}, {{DEFAULTSORT:...}}). */
export const isInvisibleMagic = (node: AstNodes): boolean => node.type === 'magic-word' && INVISIBLE_MAGIC.has((node as TranscludeToken).name.toLowerCase());
