// Figures and tables.

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return NaN;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export type Cell = string | number | null | undefined;

function show(cell: Cell): string {
  if (cell === null || cell === undefined) return '-';
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return '-';
    if (Math.abs(cell) >= 1000) return Math.round(cell).toLocaleString('en-US');
    if (Number.isInteger(cell)) return String(cell);
    return cell.toFixed(Math.abs(cell) >= 100 ? 1 : 2);
  }
  return cell;
}

/** A compact text table: first row is the header. */
export function table(rows: readonly (readonly Cell[])[]): string {
  const text = rows.map((row) => row.map(show));
  const widths = text[0]!.map((_, column) => Math.max(...text.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(text[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...text.slice(1).map(line)]
    .map((row) => `  ${row}`)
    .join('\n');
}
