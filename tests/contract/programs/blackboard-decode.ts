import { seedIfEmpty } from '../../../server/seed/seed.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import type { Dialect } from '../../../server/db/database.ts';

/**
 * What the blackboard program tests share: the seeded demo over HTTP, a GET as a program sends it,
 * and a strict decode (Swift's Codable, a typed C# or TypeScript reader): every key a program
 * declares present with its JSON type.
 */

export const SEED_TIMEOUT = 240_000;

export async function demoServer(dialect: Dialect): Promise<TestServer> {
  const server = await startTestServer(dialect);
  await seedIfEmpty(server.db, server.storage);
  return server;
}

export interface Answer<T = unknown> {
  status: number;
  body: { retcode: number; message: string; data: T };
}

/** A GET on the host, with the program's own headers (none unless given). */
export async function get<T = unknown>(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

/** A JSON type a decoder requires: Swift's Int, String, Bool; a list of one; an object of keys. */
export type Decodable = 'Int' | 'String' | 'Bool' | 'Number' | 'String?' | readonly [Decodable] | { readonly [key: string]: Decodable };

/** Where `value` does not decode as `shape` (an empty list: it decodes), each as `path: what`. */
export function decodeErrors(value: unknown, shape: Decodable, path = '$'): string[] {
  if (shape === 'Int') return Number.isInteger(value) ? [] : [`${path}: expected an integer, got ${JSON.stringify(value)}`];
  if (shape === 'Number') return typeof value === 'number' && Number.isFinite(value) ? [] : [`${path}: expected a number, got ${JSON.stringify(value)}`];
  if (shape === 'String') return typeof value === 'string' ? [] : [`${path}: expected text, got ${JSON.stringify(value)}`];
  if (shape === 'String?')
    return value === null || value === undefined || typeof value === 'string' ? [] : [`${path}: expected text or null, got ${JSON.stringify(value)}`];
  if (shape === 'Bool') return typeof value === 'boolean' ? [] : [`${path}: expected true or false, got ${JSON.stringify(value)}`];
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: expected a list, got ${JSON.stringify(value)}`];
    return value.flatMap((item, index) => decodeErrors(item, (shape as readonly [Decodable])[0], `${path}[${index}]`));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path}: expected an object, got ${JSON.stringify(value)}`];
  const record = value as Record<string, unknown>;
  return Object.entries(shape).flatMap(([key, inner]) =>
    key in record || inner === 'String?' ? decodeErrors(record[key], inner, `${path}.${key}`) : [`${path}.${key}: missing`],
  );
}

/** The publisher's time text, "2023-03-21 17:59:59". */
export const WALL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Unix seconds of a publisher time text read on China time (the demo edition's clock). */
export const chinaSeconds = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`).getTime() / 1000;

/** The demo's ys_obc edition id. */
export async function demoEditionId(server: TestServer): Promise<number> {
  const row = await server.db.selectFrom('editions').select('id').where('app_sn', '=', 'ys_obc').executeTakeFirstOrThrow();
  return Number(row.id);
}
