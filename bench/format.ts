/** Prints a plain-text table; columns after the first are right-aligned (numbers). */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

export function heading(title: string): void {
  console.log(`\n${title}`);
}

/** 12,345 */
export function integer(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** 12,345 B (12.1 KiB) */
export function bytes(value: number): string {
  return `${integer(value)} B (${kib(value)})`;
}

export function kib(value: number): string {
  return value >= 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(1)} MiB` : `${(value / 1024).toFixed(1)} KiB`;
}

export function ms(value: number): string {
  return `${integer(value)} ms`;
}
