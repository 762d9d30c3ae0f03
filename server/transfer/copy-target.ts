import fs from 'node:fs';
import path from 'node:path';
import { sqliteFileIn } from '../db/database.ts';
import { TransferError } from './transfer-error.ts';

/** Where db:copy writes: a PostgreSQL database (and schema), or a SQLite file. */
export type CopyTarget = { kind: 'postgres'; url: string; schema: string | undefined } | { kind: 'sqlite'; file: string };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The target of db:copy as the operator wrote it: a postgres:// (postgresql://) URL, or a SQLite
 * file (`sqlite:` in front is allowed; an existing folder means its almanac.sqlite).
 */
export function parseCopyTarget(argument: string, schema: string | undefined): CopyTarget {
  if (/^postgres(ql)?:\/\//.test(argument)) {
    try {
      new URL(argument);
    } catch {
      throw new TransferError(`${argument} is not a valid postgres:// URL.`);
    }
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new TransferError('--schema must be a lower-case SQL identifier (letters, digits, _).');
    return { kind: 'postgres', url: argument, schema };
  }
  if (schema !== undefined) throw new TransferError('--schema applies to a PostgreSQL target only.');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(argument)) throw new TransferError(`${argument}: the target is a postgres:// URL or a SQLite file.`);
  const file = path.resolve(argument.replace(/^sqlite:/, ''));
  const isFolder = fs.statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
  return { kind: 'sqlite', file: isFolder ? sqliteFileIn(file) : file };
}

/** A URL fit to print: its password hidden. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '****';
  return parsed.toString();
}

export const describeTarget = (target: CopyTarget) =>
  target.kind === 'postgres' ? `PostgreSQL ${withoutPassword(target.url)}${target.schema ? ` (schema ${target.schema})` : ''}` : `SQLite ${target.file}`;
