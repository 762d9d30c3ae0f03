import { TransferError } from './transfer-error.ts';

/** One row: its values in the order of its table's columns. */
export type Row = unknown[];

/** What a source says of a table before its rows. */
export interface TableHeader {
  name: string;
  columns: string[];
  /** How many rows follow. */
  rows: number;
  /** The last number the table's sequence handed out (at least its largest id), so the target never hands it out again. */
  sequence: { column: string; last: number } | null;
}

export interface TableStream {
  header: TableHeader;
  /** The rows, in bounded batches; read each table's to the end before asking for the next table. */
  batches: AsyncIterable<Row[]>;
}

/** Where tables come from: a database (read in one snapshot) or a JSON export. Tables come referenced ones first. */
export interface RowSource {
  tables(): AsyncIterable<TableStream>;
}

/** Where tables go: a database (in one transaction) or a JSON export. Answers the rows written. */
export interface RowSink {
  writeTable(stream: TableStream): Promise<number>;
}

/**
 * The one table copier of db:copy, export:json and import:json: every table of the source,
 * in its order, batch by batch into the sink (memory holds one batch). Answers the rows copied
 * per table; a table whose rows fall short of what its header announced (a cut-off file) fails.
 */
export async function copyTables(source: RowSource, sink: RowSink): Promise<Map<string, number>> {
  const copied = new Map<string, number>();
  for await (const stream of source.tables()) {
    const { name, rows } = stream.header;
    if (copied.has(name)) throw new TransferError(`Table ${name} comes twice.`);
    const written = await sink.writeTable(stream);
    if (written !== rows) throw new TransferError(`Table ${name}: ${rows} rows announced, ${written} copied.`);
    copied.set(name, written);
  }
  return copied;
}
