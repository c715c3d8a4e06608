// A password in a program's argument list, by its place after a password option (a probe,
// 2026-12-06): Python's `['--mysql-password', 'x']` (and r'', f'', b''), JSON's, Go's (backticks
// too), Java's `List.of(…)`, Rust's `.arg("--mysql-password").arg("x")`, a blog engine's curly
// quotes, a comment or a blank line between the two; YAML's `- --mysql-password` then `- x`. Not a
// JSON key after it (`{"name": "--mysql-password", "description": …}`), a reference
// (`$(MYSQL_PASSWORD)`), a parameter's name (`"mysql_password"`), a help text, nor `--innodb-bypass`.
import { isPasswordValue } from './redact-cells';
import type { Rule } from './redact-rules';
import { has, maskHeard } from './redact-values';

/** A long option that takes a password: `--mysql-password`, `--pgsql-password`, `--passwd`, `--root-pass`, `--pwd` (its words joined by - or _; not `--innodb-bypass`) */
const OPTION = '(?:--|[\\u2013\\u2014])(?:[A-Za-z0-9]+[-_])*(?:password|passwd|pass|pwd|pw)';
/** An option that takes a pass number or a directory as often: its value must look like a password */
const WEAK_OPTION = /^(?:--|[\u2013\u2014])(?:pass|pwd|pw)$/;
/** Quotes an item opens and closes with: ASCII, Go's backtick, a blog engine's curly ones */
const OPEN = `["'\`‘“]`;
const CLOSE = `["'\`’”]`;
/** Between the option and its value: a comma (or a full-width one, or Rust's `).arg(`), then comments and blank lines */
const BETWEEN = `[ \\t]*(?:[,，]|\\)[ \\t]*\\.arg\\()(?:[ \\t]*(?:(?:#|\\/\\/)[^\\n]*)?\\n)*[ \\t]*`;
/** Where a line ends: a quoted item not closed on its line runs to there (never shorter: `"description` is no item before its `": `) */
const EOL = '(?![^\\n])';
/** A quoted item after it (Python's prefixes first), to its closing quote or its line's end */
const ITEM = `[rRbBfFuU]{0,2}(?:"(?:[^"\\\\\\n]|\\\\.)*(?:"|${EOL})|'(?:[^'\\\\\\n]|\\\\.)*(?:'|${EOL})|\`[^\`\\n]*(?:\`|${EOL})|‘[^’\\n]*(?:’|${EOL})|“[^”\\n]*(?:”|${EOL}))`;

const QUOTES = new Set(['"', "'", '`', '‘', '“', '’', '”']);

/** An item's value without its prefix and quotes, and where it stands in the item. */
function itemValue(item: string): { at: number; value: string } {
  let at = 0;
  while (at < item.length && !QUOTES.has(item[at] as string)) at++;
  const end = QUOTES.has(item[item.length - 1] as string) && item.length > at + 1 ? item.length - 1 : item.length;
  return { at: at + 1, value: item.slice(at + 1, end) };
}

/** Is `value` after `option` a password to mask (not an option, a reference, a name of one, a help text)? */
function isOptionValue(option: string, value: string): boolean {
  if (value.startsWith('-') || /pass|pwd/i.test(value)) return false;
  return isPasswordValue(value, WEAK_OPTION.test(option));
}

export const ARGUMENT_LIST_RULES: Rule[] = [
  {
    name: 'argument list',
    probe: (t, password) => password && (has(t, '"--', "'--", '`--', '‘--', '“--') || has(t, '\u2013', '\u2014')),
    // (not a key: a JSON object's next item is followed by its colon)
    pattern: new RegExp(`(${OPEN})(${OPTION})(${CLOSE}${BETWEEN})(${ITEM})(?![ \\t]*:)`, 'g'),
    replace: (m, open, option = '', between, item = '') => {
      const { at, value } = itemValue(item);
      if (!isOptionValue(option, value)) return m;
      return `${open}${option}${between}${item.slice(0, at)}${maskHeard(value)}${item.slice(at + value.length)}`;
    },
  },
  {
    name: 'YAML argument list',
    // `args:` then `- --mysql-password` and `- S3cret` (a container's or an Ansible task's
    // arguments), comments and blank lines between them
    probe: (t, password) => password && has(t, '- --', '- "--', "- '--"),
    pattern: new RegExp(
      `(^|\\n)([ \\t]*-[ \\t]+["']?)(${OPTION})(["']?[ \\t]*(?:#[^\\n]*)?\\n(?:[ \\t]*(?:#[^\\n]*)?\\n)*[ \\t]*-[ \\t]+)([^\\n]*)`,
      'g',
    ),
    replace: (m, newline, dash, option = '', between, rest = '') => {
      // the item: to a comment, without its quotes
      const comment = rest.search(/[ \t]#/);
      const item = (comment < 0 ? rest : rest.slice(0, comment)).trimEnd();
      const quoted = item.length > 1 && (item[0] === '"' || item[0] === "'") && item.endsWith(item[0] as string);
      const value = quoted ? item.slice(1, -1) : item;
      if (!isOptionValue(option, value)) return m;
      const at = quoted ? 1 : 0;
      return `${newline}${dash}${option}${between}${item.slice(0, at)}${maskHeard(value)}${item.slice(at + value.length)}${rest.slice(item.length)}`;
    },
  },
];
