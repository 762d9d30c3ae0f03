import type { Dialect } from '../db/database.ts';
import type { ColumnShape } from './schema/table-shape.ts';

/** How bytes travel in a JSON export. */
interface BytesValue {
  $bytes: string;
}

const isBytesValue = (value: unknown): value is BytesValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && typeof (value as BytesValue).$bytes === 'string';

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && !(value instanceof Date);

/**
 * A value read from either database as JSON can carry it: bytes as {"$bytes": base64}, times
 * as ISO text, JSON columns (PostgreSQL json/jsonb) as their text, big integers as numbers
 * when exact, else as decimal text.
 */
export function toJsonValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return { $bytes: value.toString('base64') } satisfies BytesValue;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (isPlainObject(value)) return JSON.stringify(value);
  return value;
}

/** The inverse of toJsonValue for the one value it changes in form: bytes. */
export function fromJsonValue(value: unknown): unknown {
  return isBytesValue(value) ? Buffer.from(value.$bytes, 'base64') : value;
}

/**
 * How a value read from one database (or a JSON export) is written into a column of the
 * target: SQLite has no booleans, times or JSON objects (1/0, ISO text, JSON text); PostgreSQL
 * takes booleans from SQLite's 1/0 and JSON as text (pg would turn a JS array into a SQL array).
 */
export function valueWriter(dialect: Dialect, column: ColumnShape): (value: unknown) => unknown {
  if (dialect === 'sqlite') {
    return (value) => {
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (value instanceof Date) return value.toISOString();
      if (isPlainObject(value)) return JSON.stringify(value);
      return value;
    };
  }
  if (column.type === 'boolean')
    return (value) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) !== 0 : value === '1' || value === '0' ? value === '1' : value);
  if (column.type === 'json' || column.type === 'jsonb') return (value) => (isPlainObject(value) ? JSON.stringify(value) : value);
  return (value) => value;
}
