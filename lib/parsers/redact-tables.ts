// Passwords in a table by their column, and in a program's argument list by their place: what the
// rules by key and value (redact-listings.ts: `| wsrep_sst_auth | x |`) did not see (a probe,
// 2026-12-06). A Markdown or mysql client table, or a web page's table (its cells become
// tab-separated lines, html-text.ts), whose heading row names a password column (ProxySQL's
// `SELECT * FROM mysql_users`, a post's `| user | password | host |`) loses that column's values;
// a row whose first cell is `MySQL password` loses its second. An argument list written in
// Python, JSON, Go or YAML (`['--mysql-password', 'x']`, `- --mysql-password` then `- x`) loses the
// value after a password option.
import type { Rule } from './redact-rules';
import { has, isMaskedValue, maskHeard, namesNoSecret, passwordLike, REDACTED } from './redact-values';

/** A heading (or a row's first cell) that names a password: `password`, `MySQL password`, `root_password`, `passwd`, `pwd`, `pass`, 密码, пароль */
const PASSWORD_HEADING = /^(?:[a-z]{1,20}[ _.-])?(?:password|passwd|pwd|pass|pw)$|^.{0,20}(?:密码|密碼|口令|パスワード|пароль|비밀번호)$/i;
/** A heading that names a password, not a switch named like one (`validate_password`, `old_passwords`) */
const isPasswordHeading = (text: string) => PASSWORD_HEADING.test(text) && !namesNoSecret(text.replace(/[ .]/g, '_'));
/** `pass`, `pwd`, `pw` alone: a benchmark's pass, a directory, a mode as often as a password */
const WEAK_HEADING = /^(?:pass|pwd|pw)$/i;
/** A cell that holds no password: nothing, SQL's NULL, a dash, a star or a mask */
const NO_VALUE = /^(?:null|none|\(none\)|n\/a|-+|—|\*+|yes|no)?$/i;
/** A Markdown or mysql client table's border or rule: `+----+----+`, `|---|:--:|` */
const RULE_LINE = /^[ \t|+:=-]*$/;

/** The password columns a heading row names (by index, the first cell excluded: that is a row's name). */
function passwordColumns(cells: string[]): Map<number, boolean> {
  const columns = new Map<number, boolean>();
  for (let k = 1; k < cells.length; k++) {
    const heading = (cells[k] as string).trim();
    if (isPasswordHeading(heading)) columns.set(k, WEAK_HEADING.test(heading));
  }
  return columns;
}

/** Should a cell's value, under a heading that is weak or not, be masked? */
const isSecretCell = (value: string, weak: boolean) => !NO_VALUE.test(value) && (!weak || passwordLike(value));

/** A cell (the text between two separators) with its value masked, its blanks kept. */
function maskCell(cell: string, weak: boolean): string {
  const value = cell.trim();
  if (!isSecretCell(value, weak)) return cell;
  const start = cell.indexOf(value);
  return `${cell.slice(0, start)}${maskHeard(value)}${cell.slice(start + value.length)}`;
}

/**
 * A table's lines with its password cells masked: the columns its first row (`cellsOf` splits a
 * line into its cells, separators kept out) heads with a password's name, and on any row the cell
 * after a first cell that names one. A border or rule line is left as it is.
 */
function maskTable(block: string, separator: string, isRule: (line: string) => boolean): string {
  const lines = block.split('\n');
  let columns: Map<number, boolean> | null = null;
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (isRule(line)) continue;
    const cells = line.split(separator);
    // a pipe table's line starts with its separator: its first cell is the one after it, and what
    // follows a closing `|` is no cell
    const first = separator === '|' ? 1 : 0;
    const last = separator === '|' && line.trimEnd().endsWith('|') ? cells.length - 2 : cells.length - 1;
    const masked = cells.slice();
    const name = (cells[first] ?? '').trim();
    if (first + 1 <= last && isPasswordHeading(name)) masked[first + 1] = maskCell(cells[first + 1] as string, WEAK_HEADING.test(name));
    if (columns === null) columns = passwordColumns(cells.slice(first, last + 1));
    else {
      for (const [k, weak] of columns) if (first + k <= last) masked[first + k] = maskCell(cells[first + k] as string, weak);
    }
    const out = masked.join(separator);
    if (out !== line) {
      lines[i] = out;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : block;
}

/** A cell's opening or closing tag (`<td>`, `<TH class="x">`, `</td>`), and where a row's cells end */
const CELL_TAG = /<(\/?)(t[dh])\b[^<>]*>|<\/(?:tr|table)\b/gi;
const ROW_TAG = /<tr\b[^<>]*>/gi;
const INNER_TAG = /<[^<>]*>/g;

/** The cells of an HTML table's row in [from, to): the kind and the HTML of each (between its tag and the next). */
function htmlCells(html: string, from: number, to: number): { kind: string; start: number; end: number }[] {
  const cells: { kind: string; start: number; end: number }[] = [];
  let open: { kind: string; start: number } | null = null;
  CELL_TAG.lastIndex = from;
  for (let tag = CELL_TAG.exec(html); tag !== null && tag.index < to; tag = CELL_TAG.exec(html)) {
    if (open) cells.push({ ...open, end: tag.index });
    open = tag[2] !== undefined && tag[1] === '' ? { kind: tag[2].toLowerCase(), start: tag.index + tag[0].length } : null;
    if (tag[2] === undefined) break; // the row's or the table's end
  }
  if (open) cells.push({ ...open, end: to });
  return cells;
}

/**
 * An HTML table (a page's source pasted with the text around it, which is then not read as a
 * page) with the `<td>`s under a heading that names a password masked, their line breaks kept.
 */
function maskHtmlTable(table: string): string {
  const rows = [...table.matchAll(ROW_TAG)].map((m) => m.index + m[0].length);
  let columns: Map<number, boolean> | null = null;
  let out = '';
  let copied = 0;
  const textOf = (cell: { start: number; end: number }) => table.slice(cell.start, cell.end).replace(INNER_TAG, '').trim();
  for (let r = 0; r < rows.length; r++) {
    const cells = htmlCells(table, rows[r] as number, rows[r + 1] ?? table.length);
    if (cells.length === 0) continue;
    // the cell after a first cell that names a password (`<td>MySQL password</td><td>x</td>`), then the heading's columns
    const masks = new Map<number, boolean>();
    const name = textOf(cells[0] as (typeof cells)[number]);
    if (isPasswordHeading(name)) masks.set(1, WEAK_HEADING.test(name));
    if (columns === null) columns = passwordColumns(cells.map(textOf));
    else for (const [k, weak] of columns) masks.set(k, weak);
    for (const [k, weak] of [...masks].sort((a, b) => a[0] - b[0])) {
      const cell = cells[k];
      if (cell?.kind !== 'td') continue;
      const html = table.slice(cell.start, cell.end);
      const value = textOf(cell);
      if (!isSecretCell(value, weak) || value === REDACTED) continue;
      const breaks = html.split('\n').length - 1;
      out += `${table.slice(copied, cell.start)}${maskHeard(value)}${'\n'.repeat(breaks)}`;
      copied = cell.end;
    }
  }
  return copied === 0 ? table : out + table.slice(copied);
}

/** Does the text name a password in a way a table's heading can? */
const mayHeadPasswords = (t: string, password: boolean) =>
  password || has(t, '密码', '密碼', '口令', 'パスワード', 'ароль', 'АРОЛЬ', '비밀번호');

/** A long option whose value is a password (redact-options.ts' command-line option): `--mysql-password`, `--pgsql-password`, `--passwd`, `--pass` */
const PASSWORD_OPTION = '--[\\w-]*pass(?:w(?:o(?:rd?)?|d)?)?';
/** A quoted string to its closing quote (a `\` escapes one), or to its line's end */
const QUOTED_VALUE = `"(?:[^"\\\\\\n]|\\\\.)*"?|'(?:[^'\\\\\\n]|\\\\.)*'?`;

/** A quoted list item's text, masked inside its quotes; a value that is an option, empty or masked stays. */
function maskItem(item: string): string {
  const quote = item[0] === '"' || item[0] === "'" ? item[0] : '';
  const closed = quote !== '' && item.length > 1 && item.endsWith(quote);
  const value = quote ? item.slice(1, closed ? -1 : undefined) : item.trim();
  if (value === '' || value.startsWith('-') || value === REDACTED || isMaskedValue(value)) return item;
  if (!quote) return `${item.slice(0, item.indexOf(value))}${maskHeard(value)}${item.slice(item.indexOf(value) + value.length)}`;
  return `${quote}${maskHeard(value)}${closed ? quote : ''}`;
}

export const TABLE_RULES: Rule[] = [
  {
    name: 'table of pipes by column',
    // `| username | password | active |` then `| sbtest | S3cret | 1 |` (ProxySQL's mysql_users, a
    // post's Markdown); `| MySQL password | S3cret |`. A table is its lines that start with `|` or `+`.
    probe: (t, password) => mayHeadPasswords(t, password) && has(t, '|'),
    pattern: /(^|\n)([ \t]*[|+][^\n]*(?:\n[ \t]*[|+][^\n]*)*)/g,
    replace: (m, newline, block = '') => {
      const masked = maskTable(block, '|', (line) => RULE_LINE.test(line));
      return masked === block ? m : `${newline}${masked}`;
    },
  },
  {
    name: 'table of tabs by column',
    // a web page's table as its text: `user<TAB>password` then `sbtest<TAB>S3cret`; `MySQL password<TAB>S3cret`
    probe: (t, password) => mayHeadPasswords(t, password) && has(t, '\t'),
    pattern: /(^|\n)([^\t\n]*\t[^\n]*(?:\n[^\t\n]*\t[^\n]*)*)/g,
    replace: (m, newline, block = '') => {
      const masked = maskTable(block, '\t', () => false);
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
  {
    name: 'argument list',
    // Python's `['--mysql-password', 'S3cret']`, JSON's and Go's `"--password", "S3cret"` (a pretty
    // printer's next line too): the quoted item after a quoted password option
    probe: (t, password) => password && has(t, '"--', "'--"),
    pattern: new RegExp(`(["']${PASSWORD_OPTION}["'][ \\t]*,[ \\t]*(?:\\n[ \\t]*)?)(${QUOTED_VALUE})`, 'gi'),
    replace: (m, option, value = '') => {
      const masked = maskItem(value);
      return masked === value ? m : `${option}${masked}`;
    },
  },
  {
    name: 'YAML argument list',
    // `args:` then `- --mysql-password` and `- S3cret` (a container's or an Ansible task's arguments)
    probe: (t, password) => password && has(t, '- --', '- "--', "- '--"),
    pattern: new RegExp(`(^|\\n)([ \\t]*-[ \\t]+["']?${PASSWORD_OPTION}["']?[ \\t]*\\n[ \\t]*-[ \\t]+)([^\\n]*)`, 'gi'),
    replace: (m, newline, option, value = '') => {
      const masked = maskItem(value.trimEnd());
      return masked === value.trimEnd() ? m : `${newline}${option}${masked}${value.slice(value.trimEnd().length)}`;
    },
  },
];
