import path from 'node:path';
import Database from 'better-sqlite3';

/** Runs a query on the test server's seeded SQLite file (read-only), opened for this one read. */
function read<R>(run: (db: Database.Database) => R): R {
  const file = path.join('.e2e-data', String(process.env.E2E_PORT ?? 3199), 'almanac.sqlite');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/** One row of the test server's demo database. */
export const seeded = <T>(query: string, ...params: unknown[]): T => read((db) => db.prepare(query).get(...params) as T);

/** Every row a query finds in the test server's demo database. */
export const seededRows = <T>(query: string, ...params: unknown[]): T[] => read((db) => db.prepare(query).all(...params) as T[]);
