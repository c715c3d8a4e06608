// Passwords in a table by their column: what the rules by key and value (redact-listings.ts:
// `| wsrep_sst_auth | x |`) did not see (a probe, 2026-12-06). A table — Markdown with or without
// its outer pipes, the mysql client's box, psql's aligned output, sqlite's box drawing, a web
// page's table as tab-separated text (html-text.ts) or as its source, a CSV export — whose heading
// row names a password column (ProxySQL's `SELECT * FROM mysql_users`, a post's
// `| user | password | host |`) loses that column's values; a row whose first cell names one
// (`| MySQL password | x |`) loses its second. redact-cells.ts says which headings and values.
// Every line is read once, with at most MAX_COLUMNS masked columns (a heading of 50,000
// `password` cells over 100,000 rows took 38 s).
import { isPasswordValue, namesPasswordCell } from './redact-cells';
import type { Rule } from './redact-rules';
import { has, maskHeard } from './redact-values';

/** A table has a password column or two; more headings than this named so is no table of accounts. */
const MAX_COLUMNS = 8;
/** A Markdown, mysql client or psql table's border or rule: `+----+----+`, `|---|:--:|`, `-----+-----` */
const RULE_LINE = /^[ \t|+:=-]*$/;
/** sqlite's and DuckDB's box drawing: its borders */
const BOX_RULE_LINE = /^[\s┌┐└┘├┤┬┴┼─━│┃╔╗╚╝╠╣╦╩╬═╞╡╪]*$/;

/** The password columns a heading row names, in order (the first cell is a row's name), at most MAX_COLUMNS. */
function passwordColumns(cells: readonly string[]): number[] {
  const columns: number[] = [];
  for (let k = 1; k < cells.length && columns.length < MAX_COLUMNS; k++) if (namesPasswordCell(cells[k] as string)) columns.push(k);
  return columns;
}

/** A cell (the text between two separators) with its value masked, its blanks kept. */
function maskCell(cell: string): string {
  const value = cell.trim();
  if (!isPasswordValue(value)) return cell;
  const start = cell.indexOf(value);
  return `${cell.slice(0, start)}${maskHeard(value)}${cell.slice(start + value.length)}`;
}

/** A line's cells, split at `separator` (Markdown's escaped `\|` is no separator). */
function cellsOf(line: string, separator: string): string[] {
  if (separator !== '|' || !line.includes('\\|')) return line.split(separator);
  const cells: string[] = [];
  let from = 0;
  for (let i = line.indexOf('|'); i >= 0; i = line.indexOf('|', i + 1)) {
    if (line[i - 1] === '\\') continue;
    cells.push(line.slice(from, i));
    from = i + 1;
  }
  cells.push(line.slice(from));
  return cells;
}

type TableKind = { separator: string; isRule: (line: string) => boolean };

/**
 * A table's lines with its password cells masked: the columns its heading row (its first row of
 * two cells or more: a title of one cell over it is not) names, and on any other row the cell after a first cell
 * that names a password. The heading row itself only when it is such a pair and no rule follows it
 * (`| MySQL password | S3cret |` alone; not `| Password | Notes |` over `|---|---|`). Border and
 * rule lines are left as they are.
 */
function maskTable(block: string, { separator, isRule }: TableKind): string {
  const lines = block.split('\n');
  let columns: number[] | null = null;
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (isRule(line)) continue;
    const cells = cellsOf(line, separator);
    // a line that starts with its separator (`| a | b |`): its first cell is the one after it; what
    // follows a closing separator is no cell
    const first = (cells[0] as string).trim() === '' && line.trimStart().startsWith(separator) ? 1 : 0;
    const last = cells.length > first + 1 && (cells[cells.length - 1] as string).trim() === '' ? cells.length - 2 : cells.length - 1;
    let heading = false;
    if (columns === null) {
      // a title over the table (`| **Accounts** |`, a list item before it, a line with a tab at its
      // end): not its heading, which has two cells at least
      if (cells.slice(first, last + 1).filter((c) => c.trim() !== '').length < 2) continue;
      columns = passwordColumns(cells.slice(first, last + 1));
      heading = true;
    }
    const masked = cells.slice();
    const pair = last === first + 1 && !(i + 1 < lines.length && isRule(lines[i + 1] as string));
    if (last > first && (!heading || pair) && namesPasswordCell(cells[first] as string))
      masked[first + 1] = maskCell(cells[first + 1] as string);
    if (!heading)
      for (const k of columns) {
        if (first + k > last) break;
        masked[first + k] = maskCell(cells[first + k] as string);
      }
    const out = masked.join(separator);
    if (out !== line) {
      lines[i] = out;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : block;
}

/** Does the text name a password in a way a table's heading can? */
const mayHeadPasswords = (t: string, password: boolean) =>
  password || has(t, '密码', '密碼', '口令', 'パスワード', 'ароль', 'АРОЛЬ', '비밀번호');

const PIPES: TableKind = { separator: '|', isRule: (line) => RULE_LINE.test(line) };
const TABS: TableKind = { separator: '\t', isRule: () => false };
const BOX: TableKind = { separator: '│', isRule: (line) => BOX_RULE_LINE.test(line) };

/** A CSV export's heading: names without blanks around them or quotes inside (`username,password,active`), not prose */
const CSV_HEADING = /^"?[A-Za-z_][\w.-]{0,40}"?(?:,"?[A-Za-z_][\w .-]{0,40}"?)+$/;

/** A CSV block whose heading names a password column, each row of as many cells as its heading masked under it; other rows left. */
function maskCsv(block: string): string {
  const newline = block.indexOf('\n');
  const heading = newline < 0 ? block : block.slice(0, newline);
  if (newline < 0 || !CSV_HEADING.test(heading)) return block;
  const width = heading.split(',').length;
  const columns = passwordColumns(heading.split(',').map((c) => c.replace(/"/g, '')));
  if (columns.length === 0) return block;
  const rows = block.slice(newline + 1).split('\n');
  const masked = rows.map((row) => {
    const cells = row.split(',');
    if (cells.length !== width || row.includes('"')) return row; // a quoted value may hold a comma: not read
    for (const k of columns) cells[k] = maskCell(cells[k] as string);
    return cells.join(',');
  });
  return `${heading}\n${masked.join('\n')}`;
}

/** A cell's opening or closing tag (`<td>`, `<TH class="x">`, `</td>`), and where a row's cells end; bounded (a `<td` never closed is no tag) */
const CELL_TAG = /<(\/?)(t[dh])\b[^<>]{0,500}>|<\/(?:tr|table)\b/gi;
const ROW_TAG = /<tr\b[^<>]{0,500}>/gi;
const INNER_TAG = /<[^<>]*>/g;
type HtmlCell = { kind: string; start: number; end: number };

/** The cells of one row's HTML (what follows its `<tr>`, to the next `<tr>`): the kind and the place of each. */
function htmlCells(row: string): HtmlCell[] {
  const cells: HtmlCell[] = [];
  let open: { kind: string; start: number } | null = null;
  for (const tag of row.matchAll(CELL_TAG)) {
    if (open) cells.push({ ...open, end: tag.index });
    open = tag[2] !== undefined && tag[1] === '' ? { kind: tag[2].toLowerCase(), start: tag.index + tag[0].length } : null;
    if (tag[2] === undefined) break; // the row's or the table's end
  }
  if (open) cells.push({ ...open, end: row.length });
  return cells;
}

/**
 * An HTML table (a page's source pasted with the text around it, which is then not read as a
 * page) with its password cells masked as maskTable masks a text table's, their line breaks kept.
 * Each row is read once, on its own.
 */
function maskHtmlTable(table: string): string {
  const starts = [...table.matchAll(ROW_TAG)].map((m) => m.index + m[0].length);
  let columns: number[] | null = null;
  let titleSeen = false;
  let out = '';
  let copied = 0;
  for (let r = 0; r < starts.length; r++) {
    const from = starts[r] as number;
    const row = table.slice(from, starts[r + 1] ?? table.length);
    const cells = htmlCells(row);
    if (cells.length === 0) continue;
    const textOf = (cell: HtmlCell) => row.slice(cell.start, cell.end).replace(INNER_TAG, '').trim();
    let heading = false;
    if (columns === null) {
      if (cells.length === 1 && !titleSeen) {
        titleSeen = true; // `<tr><th colspan="2">MySQL account</th></tr>` over the heading
        continue;
      }
      columns = passwordColumns(cells.map(textOf));
      heading = true;
    }
    const masks = heading ? [] : [...columns];
    // the cell after a first cell that names a password (`<td>MySQL password</td><td>x</td>`; a heading's `<th>` is never masked)
    if (namesPasswordCell(textOf(cells[0] as HtmlCell)) && !masks.includes(1)) masks.unshift(1);
    for (const k of masks) {
      const cell = cells[k];
      if (cell?.kind !== 'td') continue;
      const value = textOf(cell);
      if (!isPasswordValue(value)) continue;
      const breaks = row.slice(cell.start, cell.end).split('\n').length - 1;
      out += `${table.slice(copied, from + cell.start)}${maskHeard(value)}${'\n'.repeat(breaks)}`;
      copied = from + cell.end;
    }
  }
  return copied === 0 ? table : out + table.slice(copied);
}

export const TABLE_RULES: Rule[] = [
  {
    name: 'table of pipes by column',
    // `| username | password | active |` then `| sbtest | S3cret | 1 |` (ProxySQL's mysql_users, a
    // post's Markdown, psql's output); `| MySQL password | S3cret |`. A table is its lines that hold
    // a `|` or start with `+` (the mysql client's borders), and psql's rule (`-----+-----`).
    probe: (t, password) => mayHeadPasswords(t, password) && has(t, '|'),
    pattern: /(^|\n)((?:[ \t]*\+[^\n]*|[^\n|]*\|[^\n]*)(?:\n(?:[ \t]*\+[^\n]*|[ \t]*-+\+[-+]*|[^\n|]*\|[^\n]*))*)/g,
    replace: (m, newline, block = '') => {
      const masked = maskTable(block, PIPES);
      return masked === block ? m : `${newline}${masked}`;
    },
  },
  {
    name: 'table of tabs by column',
    // a web page's table as its text: `user<TAB>password` then `sbtest<TAB>S3cret`; `MySQL password<TAB>S3cret`
    probe: (t, password) => mayHeadPasswords(t, password) && has(t, '\t'),
    pattern: /(^|\n)([^\t\n]*\t[^\n]*(?:\n[^\t\n]*\t[^\n]*)*)/g,
    replace: (m, newline, block = '') => {
      const masked = maskTable(block, TABS);
      return masked === block ? m : `${newline}${masked}`;
    },
  },
  {
    name: 'table of box drawing by column',
    // sqlite's `.mode box` and DuckDB: `│ username │ password │` then `│ sb │ S3cret │`
    probe: (t, password) => mayHeadPasswords(t, password) && has(t, '│'),
    pattern: /(^|\n)((?:[ \t]*[┌├└╞╘][^\n]*|[^\n│]*│[^\n]*)(?:\n(?:[ \t]*[┌├└╞╘][^\n]*|[^\n│]*│[^\n]*))*)/g,
    replace: (m, newline, block = '') => {
      const masked = maskTable(block, BOX);
      return masked === block ? m : `${newline}${masked}`;
    },
  },
  {
    name: 'CSV by column',
    // `username,password,active` then `sbtest,S3cret,1` (a spreadsheet's or mysqldump --tab's export)
    probe: (t, password) => password && has(t, ','),
    pattern: /(^|\n)([^\s,"][^\n,]*,[^\n]*(?:\n[^\s,][^\n,]*,[^\n]*)+)/g,
    replace: (m, newline, block = '') => {
      const masked = maskCsv(block);
      return masked === block ? m : `${newline}${masked}`;
    },
  },
  {
    name: 'HTML table by column',
    // `<tr><th>user</th><th>password</th></tr><tr><td>sbtest</td><td>S3cret</td></tr>` in a text
    // that is not read as a page (a post's source pasted after a line of prose)
    probe: (t, password) => mayHeadPasswords(t, password) && has(t, '<table', '<TABLE', '<Table'),
    // a table to its `</table>`, the next table or the end: every character of it is read once
    pattern: /<table\b[^<>]{0,500}>(?:[^<]|<(?!\/?table\b))*(?:<\/table>)?/gi,
    replace: (table) => maskHtmlTable(table),
  },
];
