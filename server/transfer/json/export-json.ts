import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config/env.ts';
import { appVersion } from '../../backup/app-version.ts';
import { withDatabase } from '../../db/with-database.ts';
import { copyTables } from '../copy-tables.ts';
import { readDatabase } from '../database-source.ts';
import { TransferError } from '../transfer-error.ts';
import { FILES_NOTE, JSON_EXPORT_FORMAT, JSON_EXPORT_VERSION } from './json-format.ts';
import { JsonFileSink } from './json-sink.ts';

export interface JsonExportSummary {
  file: string;
  migration: string;
  tables: Map<string, number>;
  bytes: number;
}

/**
 * npm run export:json: every data table of the configured wiki, read in one snapshot (safe while
 * servers run), into a JSON export (gzip when the name ends in .gz). Written under a .partial
 * name and renamed once complete.
 */
export async function exportJson(config: AppConfig, options: { file: string; now?: Date }): Promise<JsonExportSummary> {
  const file = path.resolve(options.file);
  if (await fs.stat(file).catch(() => undefined)) throw new TransferError(`${file} exists already: choose a new file name.`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  return withDatabase(config, async (database) =>
    readDatabase(database, async (source) => {
      const migration = source.migrations.at(-1);
      if (!migration) throw new TransferError('The configured database was never migrated: there is nothing to export.');
      const sink = new JsonFileSink(partial, /\.gz$/i.test(file));
      try {
        await sink.header({
          format: JSON_EXPORT_FORMAT,
          version: JSON_EXPORT_VERSION,
          createdAt: (options.now ?? new Date()).toISOString(),
          appVersion: await appVersion(),
          source: database.dialect,
          migration,
          migrations: source.migrations,
          files: { included: false, note: FILES_NOTE },
        });
        const tables = await copyTables(source, sink);
        await sink.close();
        await fs.rename(partial, file);
        return { file, migration, tables, bytes: (await fs.stat(file)).size };
      } catch (error) {
        sink.abort();
        await fs.rm(partial, { force: true });
        throw error;
      }
    }),
  );
}
