/**
 * CSV for spreadsheets (RFC 4180, CRLF lines). A text cell that a spreadsheet would run as a formula (it starts
 * with = + - @, a tab or a carriage return) is given a leading apostrophe, so a name or note written by a shopper
 * cannot become a formula on an auditor's machine; numbers are written as they are.
 */
export type CsvCell = string | number | boolean | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Byte order mark: tells spreadsheet programs the file is UTF-8 (Arabic names otherwise arrive garbled). */
export const utf8Bom = '\uFEFF';
