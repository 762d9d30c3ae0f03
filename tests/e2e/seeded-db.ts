import path from 'node:path';
import Database from 'better-sqlite3';

/** Opens the test server's seeded SQLite file for one piece of work, then closes it. */
function open<R>(run: (db: Database.Database) => R, options: { readonly: boolean }): R {
  const file = path.join('.e2e-data', String(process.env.E2E_PORT ?? 3199), 'almanac.sqlite');
  const db = new Database(file, { readonly: options.readonly, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return run(db);
  } finally {
    db.close();
  }
}

const read = <R>(run: (db: Database.Database) => R): R => open(run, { readonly: true });

/** One row of the test server's demo database. */
export const seeded = <T>(query: string, ...params: unknown[]): T => read((db) => db.prepare(query).get(...params) as T);

/** Every row a query finds in the test server's demo database. */
export const seededRows = <T>(query: string, ...params: unknown[]): T[] => read((db) => db.prepare(query).all(...params) as T[]);

/** Changes the test server's demo database (the server sees it on its next read: SQLite in WAL mode). */
export const changeSeeded = (statement: string, ...params: unknown[]): void => {
  open((db) => db.prepare(statement).run(...params), { readonly: false });
};
