import fs from 'node:fs/promises';
import { ImportError } from '../import-error.ts';
import type { Namespaces } from '../titles.ts';

/**
 * The mapping file of a translations import (`--titles FILE`): which source page each page of
 * the dump translates, for pages without an interlanguage link to the source language. Either
 * JSON (a file named *.json, or starting with `{`), one object of translated title → source title:
 *   {"Liyue Harbor": "璃月港", "Ganyu": "甘雨"}
 * or CSV, one pair a line, the translated title first (fields with a comma or quote in "...",
 * a quote doubled; empty lines and lines starting with # are skipped; a first line
 * `translated,source` is a header):
 *   Liyue Harbor,璃月港
 * Titles are normalised as MediaWiki normalises them (underscores as spaces, first letter upper case).
 */
export async function readTitleMap(file: string, translated: Namespaces, source: Namespaces): Promise<Map<string, string>> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new ImportError(`--titles ${file}: cannot be read (${error.code ?? error.message})`);
  });
  const json = file.toLowerCase().endsWith('.json') || /^\s*[[{]/.test(text);
  const pairs = json ? jsonPairs(file, text) : csvPairs(file, text);
  const map = new Map<string, string>();
  for (const [from, to] of pairs) {
    const key = translated.normalise(0, from);
    const value = source.normalise(0, to);
    if (key === '' || value === '') continue;
    const before = map.get(key);
    if (before !== undefined && before !== value) throw new ImportError(`--titles ${file}: "${key}" is mapped twice (to "${before}" and "${value}")`);
    map.set(key, value);
  }
  return map;
}

function jsonPairs(file: string, text: string): Array<[string, string]> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ImportError(`--titles ${file}: not valid JSON (${(error as Error).message})`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ImportError(`--titles ${file}: must be one JSON object of translated title → source title`);
  return Object.entries(value).map(([from, to]) => {
    if (typeof to !== 'string') throw new ImportError(`--titles ${file}: "${from}" must map to a source title (a string)`);
    return [from, to];
  });
}

/** One CSV line's fields (RFC 4180 quoting; a quoted field does not span lines). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    if (line[at] === '"') {
      let value = '';
      at++;
      for (;;) {
        const quote = line.indexOf('"', at);
        if (quote < 0) throw new Error('a quoted field is not closed');
        value += line.slice(at, quote);
        at = quote + 1;
        if (line[at] !== '"') break;
        value += '"';
        at++;
      }
      fields.push(value);
      if (at < line.length && line[at] !== ',') throw new Error('text after a quoted field');
    } else {
      const comma = line.indexOf(',', at);
      fields.push(line.slice(at, comma < 0 ? line.length : comma));
      at = comma < 0 ? line.length : comma;
    }
    if (at >= line.length) return fields;
    at++;
  }
}

function csvPairs(file: string, text: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((line, index) => {
      if (line.trim() === '' || line.trimStart().startsWith('#')) return;
      let fields: string[];
      try {
        fields = csvFields(line);
      } catch (error) {
        throw new ImportError(`--titles ${file}, line ${index + 1}: ${(error as Error).message}`);
      }
      if (fields.length !== 2) throw new ImportError(`--titles ${file}, line ${index + 1}: two fields expected (translated title,source title)`);
      const [from, to] = fields.map((field) => field.trim()) as [string, string];
      if (pairs.length === 0 && from.toLowerCase() === 'translated' && to.toLowerCase() === 'source') return;
      pairs.push([from, to]);
    });
  return pairs;
}
