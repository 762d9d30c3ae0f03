import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCopyTarget, withoutPassword } from './copy-target.ts';

describe('parseCopyTarget', () => {
  it('reads a PostgreSQL URL with an optional schema', () => {
    expect(parseCopyTarget('postgres://u@h:5432/db', 'wiki')).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db', schema: 'wiki' });
    expect(parseCopyTarget('postgresql://u@h/db', undefined)).toMatchObject({ kind: 'postgres', schema: undefined });
    expect(() => parseCopyTarget('postgres://u@h/db', 'Bad-Name')).toThrow('--schema must be a lower-case SQL identifier');
  });

  it('reads a SQLite file, with or without sqlite:, and a folder as its almanac.sqlite', () => {
    expect(parseCopyTarget('sqlite:copy.sqlite', undefined)).toEqual({ kind: 'sqlite', file: path.resolve('copy.sqlite') });
    expect(parseCopyTarget(os.tmpdir(), undefined)).toEqual({ kind: 'sqlite', file: path.join(os.tmpdir(), 'almanac.sqlite') });
    expect(() => parseCopyTarget('copy.sqlite', 'wiki')).toThrow('--schema applies to a PostgreSQL target only.');
    expect(() => parseCopyTarget('mysql://root@h/db', undefined)).toThrow('the target is a postgres:// URL or a SQLite file');
  });

  it('hides a password when printing a URL', () => {
    expect(withoutPassword('postgres://almanac:s3cret@db:5432/wiki')).toBe('postgres://almanac:****@db:5432/wiki');
    expect(withoutPassword('postgres://almanac@db/wiki')).toBe('postgres://almanac@db/wiki');
  });
});
