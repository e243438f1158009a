/**
 * CSV (RFC 4180) cells and lines, shared by every CSV the product writes (the staff's payouts
 * export, the year-end tax reports), so each is guarded against formula injection the same way.
 */

/** Line end of RFC 4180, which Excel and every CSV reader accept. */
const EOL = '\r\n';

/** Excel and Sheets treat a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text that would start a formula gets a leading apostrophe (OWASP's advice), and a
 * cell holding a quote, comma or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text)) text = `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** One line of cells, with its line end. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',') + EOL;
}

/** Integer cents as dollars with two decimals and no symbol or grouping: 123450 → "1234.50". */
export function centsToDollars(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
