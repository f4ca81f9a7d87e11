/**
 * CSV for French spreadsheets: UTF-8 with a byte-order mark (Excel reads the accents), ';'
 * between cells (',' is the decimal separator in French locales), CRLF between rows.
 * Generic: nothing here knows about users.
 */

const BOM = '\uFEFF';
const SEPARATOR = ';';

/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a value a spreadsheet would run as a formula gets a leading quote (shown as text),
 * then a value holding the separator, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
