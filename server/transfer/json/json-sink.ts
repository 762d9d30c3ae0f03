import fs from 'node:fs';
import { once } from 'node:events';
import zlib from 'node:zlib';
import type { Writable } from 'node:stream';
import type { RowSink, TableStream } from '../copy-tables.ts';
import { toJsonValue } from '../values.ts';
import { type ExportHeader } from './json-format.ts';

/** A JSON export being written to a file, line by line, waiting whenever the file falls behind. */
export class JsonFileSink implements RowSink {
  private tables = 0;
  private rows = 0;
  private readonly file: fs.WriteStream;
  private readonly out: Writable;

  constructor(path: string, gzip: boolean) {
    this.file = fs.createWriteStream(path);
    if (gzip) {
      const compress = zlib.createGzip({ level: 6 });
      compress.pipe(this.file);
      this.out = compress;
    } else {
      this.out = this.file;
    }
  }

  private async line(value: unknown): Promise<void> {
    if (!this.out.write(`${JSON.stringify(value)}\n`)) await once(this.out, 'drain');
  }

  header(header: ExportHeader): Promise<void> {
    return this.line(header);
  }

  async writeTable({ header, batches }: TableStream): Promise<number> {
    await this.line({ table: header.name, columns: header.columns, rows: header.rows, sequence: header.sequence });
    let written = 0;
    for await (const batch of batches) {
      for (const row of batch) await this.line(row.map(toJsonValue));
      written += batch.length;
    }
    this.tables++;
    this.rows += written;
    return written;
  }

  /** Writes the closing line and waits until every byte is on disk. */
  async close(): Promise<void> {
    await this.line({ end: true, tables: this.tables, rows: this.rows });
    this.out.end();
    await once(this.file, 'close');
  }

  /** Stops writing after a failure (the caller removes the file). */
  abort(): void {
    this.out.destroy();
    this.file.destroy();
  }
}
