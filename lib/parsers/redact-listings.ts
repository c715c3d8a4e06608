// SHOW VARIABLES as people paste it besides the tab-separated and boxed forms (redact-rules.ts'
// config line and boxed table row): the mysql client's vertical `\G` listing, a CSV export and an
// HTML table (`mysql --html`, a saved blog page, phpMyAdmin). Only
// a variable that names a secret (isSecretKey, by its last word: `wsrep_sst_auth`,
// `file_key_management_filekey`) loses its value; `default_password_lifetime` keeps its own.
import type { Rule } from './redact-rules';
import { has, isSecretKey, maskHeard, REDACTED } from './redact-values';

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

/** An HTML cell's opening tag (`<td>`, `<TD class="x">`, `<th>`). */
const CELL = '<t[dh](?:[ \\t][^<>\\n]{0,500})?>';

export const LISTING_RULES: Rule[] = [
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
    // `<tr><td>wsrep_sst_auth</td><td>root:S3cret</td></tr>` (`mysql --html` prints a row on one
    // line; a page's source often puts each cell on its own): a variable's name of two words or more
    // in a cell (`password` alone may head a column), the value the next cell's text
    probe: (t, password) => password && has(t, '<td', '<TD', '<th', '<TH'),
    pattern: new RegExp(
      `(${CELL}[ \\t]*)([A-Za-z]\\w{0,99}(?:[.-]\\w{1,100}){0,8})([ \\t]*</t[dh]>[ \\t]*(?:\\r?\\n[ \\t]*)?${CELL})([^<\\n]*)`,
      'gi',
    ),
    replace: (m, open, key = '', between, text = '') => {
      const value = text.trim();
      if (!/[_.-]/.test(key) || !isSecretKey(key) || value === '' || value === REDACTED) return m;
      const start = text.indexOf(value);
      return `${open}${key}${between}${text.slice(0, start)}${maskHeard(value)}${text.slice(start + value.length)}`;
    },
  },
];
