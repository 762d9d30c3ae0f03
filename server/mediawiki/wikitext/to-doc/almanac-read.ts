import type { ParameterToken } from 'wikiparser-node';
import { componentDataSchemas, type ComponentType } from '../../../../shared/contract/entry-page-components.ts';
import { entryDocSchema } from '../../../../shared/contract/entry-page.ts';
import { EMPTY_LIST, ENTRY_META, FILE_VALUE_PREFIX, typeOfPath, unflatten } from '../almanac-codec.ts';
import { isSafeMediaUrl } from '../../../../shared/safe-url.ts';
import { decode } from './decode.ts';
import { componentOf, type Item, type Scope } from './scope.ts';

/** A parameter's text: our export escapes it to plain text, so its source decoded is the value (rich text through the reader otherwise). */
function textOf(param: ParameterToken, scope: Scope): string {
  const value = param.lastChild;
  const raw = String(value).trim();
  return value.childNodes.every((node) => node.type === 'text') ? decode(raw) : scope.nested.plain(value.childNodes).trim();
}

/** A `File:name` value is a picture: our URL for it through the caller, or none when the dump has no such file (noted). */
function pictureOrText(text: string, scope: Scope): string {
  if (!text.startsWith(FILE_VALUE_PREFIX)) return text;
  const name = text.slice(FILE_VALUE_PREFIX.length);
  const url = scope.ctx.resolveFile(name);
  const safe = url !== null && isSafeMediaUrl('image', url) ? url : null;
  if (safe === null) scope.notes.add('file', name, text);
  return safe ?? '';
}

/**
 * {{Almanac:<type>|...}} back into the component it was written from; {{Almanac:entry|...}}
 * into the page's description and pictures. Undefined when the call does not make a valid one
 * (the template is then kept as text and noted, as any other).
 */
export function readAlmanacTemplate(type: string, args: readonly ParameterToken[], scope: Scope): Item[] | undefined {
  if (type !== ENTRY_META && !(type in componentDataSchemas)) return undefined;
  const pairs: Array<[string, unknown]> = [];
  for (const arg of args) {
    if (arg.anon) return undefined;
    const path = arg.name.trim();
    const kind = typeOfPath(type, path);
    if (kind === 'doc') {
      pairs.push([path, scope.nested.richDoc(arg.lastChild.childNodes)]);
      continue;
    }
    const raw = String(arg.lastChild).trim();
    if (raw === EMPTY_LIST) pairs.push([path, []]);
    else if (kind === 'number') pairs.push([path, Number(raw)]);
    else if (kind === 'boolean') pairs.push([path, raw === 'true']);
    else pairs.push([path, pictureOrText(textOf(arg, scope), scope)]);
  }
  const data = unflatten(pairs);
  if (!data) return undefined;
  if (type === ENTRY_META) {
    const meta = entryDocSchema.pick({ desc: true, icon_url: true, header_img_url: true }).partial().safeParse(data);
    if (!meta.success) return undefined;
    Object.assign(scope.meta, meta.data);
    return [];
  }
  const parsed = componentDataSchemas[type as ComponentType].safeParse(data);
  if (!parsed.success) return undefined;
  return [{ kind: 'component', component: componentOf(type as ComponentType, parsed.data as never) }];
}
