import { z } from 'zod';

/**
 * The JSON export of a whole wiki (npm run export:json): newline-delimited JSON, gzip when the
 * file name ends in .gz. Line 1 is the header; then, per table in dependency order, a table line
 * followed by its rows, one JSON array per line in the table line's column order; a last line
 * closes the file (a file without it was cut off). Values are JSON's own, except bytes as
 * {"$bytes": base64} (see ../values.ts). Stored files are not included: rows name them by key.
 */
export const JSON_EXPORT_FORMAT = 'almanac-export';
export const JSON_EXPORT_VERSION = 1;

export const exportHeaderSchema = z.object({
  format: z.literal(JSON_EXPORT_FORMAT),
  version: z.literal(JSON_EXPORT_VERSION),
  createdAt: z.string(),
  /** package.json's version of the Almanac that wrote it. */
  appVersion: z.string(),
  /** The database it was read from. */
  source: z.enum(['sqlite', 'postgres']),
  /** The newest migration applied: the schema version of every table below. */
  migration: z.string().min(1),
  migrations: z.array(z.string()),
  files: z.object({ included: z.literal(false), note: z.string() }),
});
export type ExportHeader = z.infer<typeof exportHeaderSchema>;

export const tableLineSchema = z.object({
  table: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().min(0),
  sequence: z.object({ column: z.string(), last: z.number() }).nullable(),
});

export const endLineSchema = z.object({ end: z.literal(true), tables: z.number().int().min(0), rows: z.number().int().min(0) });

export const FILES_NOTE =
  'Stored files (pictures, voice clips) are not in this file: rows name them by key (uploads.key, /img/{key} and /media/{key} in documents). Copy DATA_DIR/uploads or the bucket alongside, or take a backup (npm run backup), which carries them.';
