import { expect } from 'vitest';
import type { TestServer } from '../../support/test-server.ts';

/**
 * How the public programs of docs/wire-clients/ call and read an Almanac host: their exact
 * requests, and the reading rules of their languages (Python's `Cls(**obj)`, Go's `,string`,
 * C#'s System.Text.Json strings, Swift's Codable), so a test reads an answer as the program does.
 */

export interface Answer {
  status: number;
  contentType: string;
  headers: Headers;
  // The answer as the program decodes it: JSON, whatever its shape.
  body: { retcode: number; message: string; data: any };
}

export async function call(
  server: TestServer,
  path: string,
  init: { method?: 'GET' | 'POST'; query?: Record<string, string | number>; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const query = init.query ? `?${new URLSearchParams(Object.entries(init.query).map(([key, value]) => [key, String(value)]))}` : '';
  const headers: Record<string, string> = { ...init.headers };
  if (init.json !== undefined) headers['content-type'] ??= 'application/json';
  const response = await server.get(`${path}${query}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  };
}

/** Python's `Cls(**obj)` with a fixed signature: a missing or an extra key is a TypeError. */
export function expectExactKeys(value: unknown, keys: string[], label: string) {
  expect(value, label).toBeTypeOf('object');
  expect(Object.keys(value as object).sort(), label).toEqual([...keys].sort());
}

/** Go's encoding/json `int` with `,string`, C#'s `int.Parse`: digits inside a JSON string. */
export function expectDigitsText(value: unknown, label: string) {
  expect(value, label).toBeTypeOf('string');
  expect(value, label).toMatch(/^\d+$/);
}

/** aiohttp's `content_type` (genshin.py managers.py:157): exactly application/json, parameters ignored. */
export function expectJsonType(answer: Answer, label: string) {
  expect(answer.contentType.split(';')[0]!.trim(), label).toBe('application/json');
}

/** Python's `int(str[0])`-like reading of a rarity (genshin.py models:66-72): a digit or a Unicode numeral first. */
export function numeralValue(text: string): number | undefined {
  const first = [...text][0] ?? '';
  if (/\d/.test(first)) return Number(first);
  return ({ 一: 1, 二: 2, 三: 3, 四: 4, 五: 5 } as Record<string, number>)[first];
}
