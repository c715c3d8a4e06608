// CSV for people who open it in a spreadsheet. A cell that starts with = + - @ (or a tab, CR or
// NUL before one) is run as a formula by Excel, LibreOffice and Google Sheets: `=HYPERLINK(…)` in
// a run title becomes a link, `+cmd|…` a DDE command. OWASP's advice: prefix such a cell with
// `'` so it is read as text. Genuine numbers (`-1.5`, `+3`, `-2e-3`) stay numbers. Used by the
// server exports and by every table the browser exports, so both escape the same way.
import Papa from 'papaparse';

/**
 * Starts like a formula (OWASP's = + - @ tab CR, NUL from ASVS 1.2.10, and the full-width
 * ＝＋－＠ some locales also evaluate) and is not a plain number. Linear: one character class
 * after a lookahead whose pattern cannot backtrack. The lookahead is a numeric literal: what a
 * spreadsheet reads as a number, never as a formula.
 */
export const FORMULA_START = /^(?![-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$)[=+\-@\t\r\0\uFF1D\uFF0B\uFF0D\uFF20]/;

export type CsvCell = string | number | boolean | bigint | null | undefined;

/** The text of one cell as a spreadsheet will show it: formulas neutralised, the rest untouched. */
export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const OPTIONS = { escapeFormulae: FORMULA_START, newline: '\r\n' } as const;

/**
 * Rows of objects (columns from the first row's keys, as Papa does) or fields + arrays of cells,
 * each row ending in CRLF, the last too (RFC 4180 allows either; `wc -l`, `cat a.csv b.csv` and
 * a diff of two exports want it: a DBA's pass).
 */
export function toCsv(input: Record<string, CsvCell>[] | { fields: string[]; data: CsvCell[][] }): string {
  return `${Papa.unparse(input as Parameters<typeof Papa.unparse>[0], OPTIONS)}\r\n`;
}

/** Rows without a header, for writing a long table batch by batch (join batches with CRLF). */
export function toCsvRows(rows: CsvCell[][]): string {
  return Papa.unparse(rows as unknown[][], OPTIONS);
}
