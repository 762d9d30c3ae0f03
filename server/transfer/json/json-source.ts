import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Row, RowSource, TableStream } from '../copy-tables.ts';
import { TransferError } from '../transfer-error.ts';
import { fromJsonValue } from '../values.ts';
import { endLineSchema, exportHeaderSchema, tableLineSchema, type ExportHeader } from './json-format.ts';

const rowSchema = z.array(z.unknown());

/** Rows handed to the sink at once. */
const BATCH = 250;

async function isGzip(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** A JSON export read line by line (gzip or plain, told by its first bytes) as a RowSource. */
export class JsonFileSource implements RowSource {
  private constructor(
    readonly header: ExportHeader,
    private readonly lines: AsyncIterator<string>,
    private readonly input: Readable,
    private readonly file: string,
    private lineNumber: number,
  ) {}

  /** Opens an export and reads its header; refuses what is not one this version reads. */
  static async open(file: string): Promise<JsonFileSource> {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile()) throw new TransferError(`There is no file at ${file}.`);
    const raw = fs.createReadStream(file);
    const input: Readable = (await isGzip(file)) ? raw.pipe(zlib.createGunzip()) : raw;
    input.on('error', () => undefined); // surfaced through the line reader
    const lines = readline.createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
    const first = await lines.next().catch((error: unknown) => {
      throw new TransferError(`${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    });
    const parsed = first.done ? undefined : JsonFileSource.parse(first.value);
    const header = exportHeaderSchema.safeParse(parsed);
    if (!header.success) {
      input.destroy();
      const format = (parsed as { format?: unknown; version?: unknown } | undefined) ?? {};
      if (format.format === 'almanac-export')
        throw new TransferError(`${file} is an Almanac export of format version ${String(format.version)}, which this version does not read.`);
      throw new TransferError(`${file} is not an Almanac JSON export (npm run export:json writes them).`);
    }
    return new JsonFileSource(header.data, lines, input, file, 1);
  }

  /** Stops reading (after a failure or a refusal). */
  close(): void {
    this.input.destroy();
  }

  private static parse(line: string): unknown {
    try {
      return JSON.parse(line);
    } catch {
      return undefined;
    }
  }

  private async next<T>(schema: z.ZodType<T>, what: string): Promise<T> {
    let result: IteratorResult<string>;
    try {
      result = await this.lines.next();
    } catch (error) {
      throw new TransferError(`${this.file} is damaged after line ${this.lineNumber}: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.lineNumber++;
    if (result.done) throw new TransferError(`${this.file} ends too early (line ${this.lineNumber}): it was cut off.`);
    const parsed = schema.safeParse(JsonFileSource.parse(result.value));
    if (!parsed.success) throw new TransferError(`${this.file}, line ${this.lineNumber}: not ${what}.`);
    return parsed.data;
  }

  /** The next `count` lines as rows of `table`, in batches. */
  private async *rows(table: string, width: number, count: number): AsyncIterable<Row[]> {
    for (let left = count; left > 0;) {
      const batch: Row[] = [];
      while (batch.length < BATCH && left > 0) {
        const row = await this.next(rowSchema, `a row of ${table}`);
        if (row.length !== width)
          throw new TransferError(`${this.file}, line ${this.lineNumber}: a row of ${table} with ${row.length} values for ${width} columns.`);
        batch.push(row.map(fromJsonValue));
        left--;
      }
      yield batch;
    }
  }

  async *tables(): AsyncIterable<TableStream> {
    try {
      for (;;) {
        const line = await this.next(tableLineSchema.or(endLineSchema), 'a table or the end');
        if ('end' in line) return;
        const { table, columns, rows, sequence } = line;
        yield { header: { name: table, columns, rows, sequence }, batches: this.rows(table, columns.length, rows) };
      }
    } finally {
      this.input.destroy();
    }
  }
}
