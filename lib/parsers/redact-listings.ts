// SHOW VARIABLES as people paste it besides the tab-separated form (redact-config-files.ts' config
// line): the mysql client's boxed table, its vertical `\G` listing, a CSV export and an
// HTML table (`mysql --html`, a saved page's source). Only
// a variable that names a secret (isSecretKey, by its last word: `wsrep_sst_auth`,
// `file_key_management_filekey`) loses its value; `default_password_lifetime` keeps its own.
import { isDescription } from './redact-cells';
import type { Rule } from './redact-rules';
import { has, isSecretKey, maskHeard, passwordLike, REDACTED } from './redact-values';

/**
 * A CSV row's value (what follows `key,`): a quoted one to its closing quote (`""` is a quote
 * inside it), otherwise the rest of the line, commas too (a password may hold one).
 */
function csvValue(rest: string): { value: string; suffix: string } {
  if (rest[0] === '"') {
    for (let i = 1; i < rest.length; i++) {
      if (rest[i] !== '"') continue;
      if (rest[i + 1] === '"') i++;
      else return { value: rest.slice(1, i), suffix: rest.slice(i) };
    }
    return { value: rest.slice(1), suffix: '' };
  }
  const value = rest.trimEnd();
  return { value, suffix: rest.slice(value.length) };
}

/** A cell's opening or closing tag inside a row (`<td>`, `<TD class="x">`, `</th>`; a tag may wrap). */
const CELL_TAG = /<(\/?)(t[dh])\b[^<>]*>/gi;
/** Any tag inside a cell (`<code>`, `<a href=…>`, `<wbr>`): not its text */
const INNER_TAG = /<[^<>]*>/g;
/** A non-breaking space as HTML writes it */
const NBSP = /&nbsp;|&#160;|&#xa0;/gi;
/** A cell that holds nothing: blanks, non-breaking spaces, SQL's NULL */
const isEmptyCell = (text: string) => {
  const bare = text.replace(NBSP, ' ').trim();
  return bare === '' || bare.toUpperCase() === 'NULL';
};
/** A server variable's name as a cell holds it: of two words or more (`password` alone may head a column) */
const VARIABLE_NAME = /^[A-Za-z]\w*(?:[.-]\w+)*$/;

const cellText = (html: string) => html.replace(INNER_TAG, '').trim();

/**
 * A table row (`<tr>` to `</tr>`, or to the next row when `</tr>` is left out) with the text of a
 * `<td>` that follows a cell naming a secret replaced by *** (its blanks and line breaks kept: a
 * rule never moves a line). The cells are read in order, so a cell before the name (`GLOBAL`)
 * is one more cell, not the name.
 */
function maskRow(row: string): string {
  const cells: { kind: string; start: number; end: number }[] = [];
  let open: { kind: string; start: number } | null = null;
  for (const tag of row.matchAll(CELL_TAG)) {
    if (open) cells.push({ ...open, end: tag.index });
    open = tag[1] === '' ? { kind: (tag[2] ?? '').toLowerCase(), start: tag.index + tag[0].length } : null;
  }
  if (open) cells.push({ ...open, end: row.length });
  let out = '';
  let copied = 0;
  for (let k = 1; k < cells.length; k++) {
    const name = cells[k - 1] as (typeof cells)[number];
    const value = cells[k] as (typeof cells)[number];
    const key = cellText(row.slice(name.start, name.end));
    if (value.kind !== 'td' || !VARIABLE_NAME.test(key) || !/[_.-]/.test(key) || !isSecretKey(key)) continue;
    const html = row.slice(value.start, value.end);
    const text = cellText(html);
    if (isEmptyCell(text) || text === REDACTED) continue;
    const lead = html.slice(0, html.length - html.trimStart().length);
    const trail = html.slice(html.trimEnd().length);
    const breaks = html.slice(lead.length, html.length - trail.length).split('\n').length - 1;
    out += `${row.slice(copied, value.start)}${lead}${maskHeard(text)}${'\n'.repeat(breaks)}${trail}`;
    copied = value.end;
  }
  return copied === 0 ? row : out + row.slice(copied);
}

export const LISTING_RULES: Rule[] = [
  {
    name: 'boxed table row',
    // the mysql client's boxed table: | wsrep_sst_auth | user:pw |
    probe: (t, password) => password && has(t, '|'),
    pattern: /(^|\n)(\|[ \t]*)([\w.-]+)([ \t]*\|)([^|\n]*)\|/g,
    replace: (m, newline, open, key, separator, cell) => {
      const value = (cell ?? '').trim();
      // (a documentation table's `| password | Password of the database user |` describes one)
      if (!isSecretKey(key ?? '') || value === '' || isDescription(value)) return m;
      // `pass`, `pwd` or `pw` alone (`| pass | threads | tps |`, a Markdown table's heading) mask a value that looks like a password only
      if (/^(?:pass|pwd|pw)$/i.test(key ?? '') && !passwordLike(value)) return m;
      const start = (cell ?? '').indexOf(value);
      return `${newline}${open}${key}${separator}${cell?.slice(0, start)}${REDACTED}${cell?.slice(start + value.length)}|`;
    },
  },
  {
    name: 'SHOW VARIABLES \\G',
    // `Variable_name: wsrep_sst_auth` then `        Value: root:S3cret` (performance_schema's
    // VARIABLE_NAME / VARIABLE_VALUE too): the value is the whole rest of its line
    probe: (t, password) => password && (t.includes('Variable_name:') || t.includes('VARIABLE_NAME:')),
    pattern: /(^|\n)([ \t]*variable_name:[ \t]*)([\w.-]{1,200})([ \t]*\r?\n[ \t]*(?:value|variable_value):)([^\n]*)/gi,
    replace: (m, newline, label, key = '', between, rest = '') => {
      const value = rest.trim();
      if (!isSecretKey(key) || value === '' || value === REDACTED) return m;
      const start = rest.indexOf(value);
      return `${newline}${label}${key}${between}${rest.slice(0, start)}${maskHeard(value)}${rest.slice(start + value.length)}`;
    },
  },
  {
    name: 'SHOW VARIABLES as CSV',
    // `wsrep_sst_auth,root:S3cret`, `"wsrep_sst_auth","root:S3cret"`, `…;…` (a spreadsheet's
    // export): a variable's name of two words or more (`password,host,port` is a CSV's header),
    // the separator and the value with no blank between them (prose has one)
    probe: (t, password) => password && (t.includes(',') || t.includes(';')),
    pattern: /(^|\n)("?)([A-Za-z]\w{0,99}(?:[.-]\w{1,100}){0,8})("?[,;])(?=[^\s,;])([^\n]*)/g,
    replace: (m, newline, open, key = '', separator = '', rest = '') => {
      if (!/[_.-]/.test(key) || !isSecretKey(key) || (open === '"') !== separator.startsWith('"')) return m;
      const { value, suffix } = csvValue(rest);
      if (value === '' || value === REDACTED) return m;
      const quote = rest[0] === '"' ? '"' : '';
      return `${newline}${open}${key}${separator}${quote}${maskHeard(value)}${suffix}`;
    },
  },
  {
    name: 'SHOW VARIABLES as HTML',
    // `mysql --html`'s `<TR><TD>wsrep_sst_auth</TD><TD>root:S3cret</TD></TR>` (a table on one line),
    // a saved page's source (a cell a line, the value on its own line, inside `<code>`): row by row
    probe: (t, password) => password && has(t, '<tr', '<TR', '<Tr', '<tR'),
    // a row to its `</tr>`, the next row's `<tr>` or the end: every character of it is read once
    pattern: /<tr\b[^<>]{0,500}>(?:[^<]|<(?!\/?tr\b))*(?:<\/tr>)?/gi,
    replace: (row) => maskRow(row),
  },
];
