// Result tables typed into a document (seed 003): a header of column labels (thread counts),
// rows of a label and one number per column, an optional caption and notes on single cells.
import type { FreeLine } from './config';
import { toNumber } from './numbers';
import type { MatrixNote, ParsedMatrix } from './types';

const MISSING = /^(?:-|n\/a|na|—|–)$/i;
const CAPTION = /^\((.{3,200})\)$/;
/** `row/column note`: the row may hold a `/`, the column may not (greedy `(\S+)\/(\S+)` is ambiguous). */
const CELL_NOTE = /^(\S+)\/([^\s/]+)\s+(\S.{1,199})$/;

function cells(text: string): string[] {
  const t = text.trim();
  if (t.startsWith('|')) {
    return t
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  }
  return t.split(/\s+/);
}

const isValue = (c: string) => toNumber(c.replace(/%$/, '')) !== null || MISSING.test(c);

/** A header row: numbers only (column labels such as thread counts), at least three. */
function headerColumns(text: string): { label: string | null; columns: string[] } | null {
  const cs = cells(text).filter((c) => c !== '');
  let i = 0;
  while (i < cs.length && toNumber(cs[i]) === null) i++;
  const columns = cs.slice(i);
  if (columns.length < 3 || !columns.every((c) => toNumber(c) !== null)) return null;
  return { label: i > 0 ? cs.slice(0, i).join(' ') : null, columns };
}

function dataRow(text: string, width: number): { label: string; values: (number | null)[] } | null {
  const cs = cells(text).filter((c) => c !== '');
  if (cs.length < width + 1) return null;
  const values = cs.slice(cs.length - width);
  if (!values.every(isValue)) return null;
  const label = cs.slice(0, cs.length - width).join(' ');
  if (!label || toNumber(label) !== null) return null;
  return { label, values: values.map((v) => toNumber(v.replace(/%$/, ''))) };
}

const isSeparator = (text: string) => /^\|?\s*:?-{3,}/.test(text.trim());

export function findMatrices(lines: FreeLine[]): ParsedMatrix[] {
  const matrices: ParsedMatrix[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = headerColumns((lines[i] as FreeLine).text);
    if (!header) continue;
    const width = header.columns.length;
    const rows: string[] = [];
    const values: (number | null)[][] = [];
    const rowLines: number[] = [];
    let rowLabel: string | null = header.label;
    let j = i + 1;
    for (; j < lines.length; j++) {
      const l = lines[j] as FreeLine;
      const text = l.text.trim();
      if (text === '' || isSeparator(text)) continue;
      const row = dataRow(text, width);
      if (row) {
        rows.push(row.label);
        values.push(row.values);
        rowLines.push(l.line);
        continue;
      }
      // a single label between the header and the first row names the rows ("sysbench test")
      if (rows.length === 0 && rowLabel === null && text.length <= 40 && !/\d/.test(text)) {
        rowLabel = text;
        continue;
      }
      break;
    }
    if (rows.length < 2) continue;
    const headerLine = (lines[i] as FreeLine).line;
    const above = lines[i - 1];
    const columnLabel = above && above.line === headerLine - 1 && above.text.trim() && !/\d/.test(above.text) ? above.text.trim() : null;
    const matrix: ParsedMatrix = {
      caption: null,
      rowLabel,
      columnLabel,
      rows,
      columns: header.columns,
      values,
      notes: [],
      lines: [columnLabel ? headerLine - 1 : headerLine, rowLines.at(-1) as number],
      rowLines,
      parameters: {},
    };
    j = readTrailer(lines, j, matrix);
    matrices.push(matrix);
    i = j - 1;
  }
  return matrices;
}

/** The few lines after a table: its caption "(A q/s / B q/s * 100)" and notes such as "insert/4 is a glitch". */
function readTrailer(lines: FreeLine[], from: number, matrix: ParsedMatrix): number {
  let j = from;
  const lastRow = matrix.lines[1];
  for (; j < lines.length; j++) {
    const l = lines[j] as FreeLine;
    if (l.line > lastRow + 8) break;
    const text = l.text.trim();
    if (text === '') continue;
    const caption = CAPTION.exec(text);
    if (caption && matrix.caption === null) {
      matrix.caption = caption[1] ?? null;
      matrix.lines[1] = l.line;
      continue;
    }
    const note = CELL_NOTE.exec(text);
    if (note && matrix.rows.includes(note[1] ?? '') && matrix.columns.includes(note[2] ?? '')) {
      matrix.notes.push({ row: note[1] ?? '', column: note[2] ?? '', text, line: l.line } satisfies MatrixNote);
      matrix.lines[1] = l.line;
      continue;
    }
    break;
  }
  return j;
}
