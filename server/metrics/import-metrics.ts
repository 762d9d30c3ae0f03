import { Gauge } from 'prom-client';
import type { Db } from '../db/database.ts';
import { registry } from './registry.ts';

/**
 * MediaWiki imports run in a process of their own (the CLI, or one the import console spawns),
 * which writes its progress into mediawiki_imports after each batch: the scrape reads it there.
 * Every worker reads the same rows, so the primary keeps the highest value rather than a sum.
 */
let database: Db | undefined;

const importGauge = (name: string, help: string, read: (row: RunningImport) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['import_id'],
    registers: [registry],
    aggregator: 'max',
    async collect() {
      this.reset();
      for (const row of await runningImports()) this.set({ import_id: String(row.id) }, read(row));
    },
  });

interface RunningImport {
  id: number;
  bytes_read: number;
  source_bytes: number;
  pages: number;
  convert_done: number;
  convert_total: number;
}

let lastRead: { at: number; rows: Promise<RunningImport[]> } | undefined;

/** Rows of the imports running now, one query for the gauges of a scrape; none when the database cannot be read. */
function runningImports(): Promise<RunningImport[]> {
  if (!database) return Promise.resolve([]);
  const now = Date.now();
  if (lastRead && now - lastRead.at < 1_000) return lastRead.rows;
  const rows = database
    .selectFrom('mediawiki_imports')
    .select(['id', 'bytes_read', 'source_bytes', 'pages', 'convert_done', 'convert_total'])
    .where('status', '=', 'running')
    .execute()
    .catch(() => []);
  lastRead = { at: now, rows };
  return rows;
}

importGauge('almanac_import_dump_bytes_read', 'Bytes of the dump a running MediaWiki import has read', (row) => Number(row.bytes_read));
importGauge('almanac_import_dump_bytes', 'Size of the dump a running MediaWiki import reads (progress: bytes_read / bytes)', (row) => Number(row.source_bytes));
importGauge('almanac_import_pages_written', 'Pages a running MediaWiki import has written', (row) => Number(row.pages));
importGauge('almanac_import_pages_converted', 'Pages the conversion pass of a running import has converted', (row) => Number(row.convert_done));
importGauge('almanac_import_pages_to_convert', 'Pages the conversion pass of a running import converts in all', (row) => Number(row.convert_total));

/** The database whose running imports the scrapes report. */
export function watchImports(db: Db): void {
  database = db;
}
