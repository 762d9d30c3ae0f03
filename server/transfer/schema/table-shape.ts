/** A column of a migrated table, as the database itself describes it. */
export interface ColumnShape {
  name: string;
  /** The declared type, lower case (e.g. 'bigint', 'text', 'boolean', 'character varying'). */
  type: string;
  nullable: boolean;
}

/** A table as the migrated database describes it: what the table copier needs to know. */
export interface TableShape {
  name: string;
  columns: ColumnShape[];
  /** Primary key columns in key order (empty when the table has none). */
  primaryKey: string[];
  /** Foreign keys: each column and the table it references. */
  references: Array<{ column: string; table: string }>;
  /** The column numbered by a sequence (bigserial, identity, SQLite AUTOINCREMENT), if any. */
  sequenceColumn: string | null;
}
