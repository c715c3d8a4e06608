// Passwords in configuration files and their pastes: my.cnf's `password = x` (commented out too),
// SHOW VARIABLES' `wsrep_sst_auth<TAB>x`, YAML (a value on the next lines, a block scalar, a
// Kubernetes name and value, docker-compose's list of assignments), JSON, and .pgpass lines. A key
// must name a secret (isSecretKey, by its last word).
import type { Rule } from './redact-rules';
import {
  has,
  isMaskedAlready,
  isMaskedValue,
  isPlaceholder,
  isSecretKey,
  isWorkingDirectory,
  maskHeard,
  maskKeepingQuotes,
  namesNoSecret,
  quotesRemoved,
  REDACTED,
  splitConfigValue,
} from './redact-values';

/** YAML's block scalar indicators: the value follows on the next lines */
const BLOCK_SCALAR = /^[|>][-+]?$/;

const PGPASS_PROBE = /:(?:\d{1,5}|\*):(?:[^\s:\\]|\\.){1,200}:(?:[^\s:\\]|\\.){1,200}:\S/;
/** A .pgpass host in brackets is an IPv6 address (`[::1]`, `[fe80::1%eth0]`, eight groups), not a time (`[10:32:11]`). */
const isBracketedIpv6 = (host: string) => host.includes('::') || host.split(':').length === 8;

/** What `grep -r` (`-n`) prints before a config file's line: its name, a line number, `:` (`-` for a context line) */
/**
 * A config line with its secret's value masked (`password = ***`): what the config line rules
 * replace a match with. `indent` is all before the key (an indent, a comment's `#`, grep's file name).
 */
function maskedConfigLine(m: string, newline = '', indent = '', key = '', separator = '', rest = ''): string {
  if (!isSecretKey(key) || isWorkingDirectory(key, rest)) return m;
  const { lead, value, suffix } = splitConfigValue(rest, separator === '=' || separator === ':');
  // YAML's `password: |`: the value is on the next line (the rule after this one); a value masked
  // already stays (`MYSQL_PWD=***\` keeps the backslash that continues its command)
  // (ADO.NET's `Password=***;Server=db1`, masked already, keeps its next keys)
  return value === '' ||
    isPlaceholder(value) ||
    BLOCK_SCALAR.test(value) ||
    (isMaskedAlready(value) && !isMaskedValue(value)) ||
    (value.endsWith('\\') && isMaskedValue(value))
    ? m
    : `${newline}${indent}${key}${separator}${lead}${maskHeard(value)}${suffix}`;
}

export const CONFIG_RULES: Rule[] = [
  {
    name: 'config line',
    // my.cnf, SHOW VARIABLES (tab, or spaces where a paste turned the tab into them), YAML:
    // password = x, repl_password=x, wsrep_sst_auth<TAB>x, wsrep_sst_auth   x; commented out too
    probe: (_t, password) => password,
    // (a YAML or Markdown list item too: `- password: x`)
    pattern: /(^|\n)([ \t]*(?:[#;-][ \t]*)?)([\w.-]+)([ \t]*[=:](?!>)[ \t]*|\t+| {2,})([^\n]*)/g,
    replace: maskedConfigLine,
  },
  {
    name: 'config line as grep prints it',
    // `grep -r` before the line: its file's name, a line number, `:` — `/etc/my.cnf:wsrep_sst_auth=x`,
    // `my.cnf:12:repl_password = x`, a backup's `my.cnf.bak:`, `my.cnf.dpkg-old:` (a context line's `my.cnf-13-` is not read: `-` may be in a
    // file's name and a key's, and telling them apart made the match quadratic)
    probe: (t, password) => password && has(t, '.cnf', '.conf', '.ini', '.cfg', '.env', '.yml', '.yaml', '.properties'),
    pattern:
      /(^|\n)([^\s:=]+\.(?:cnf|conf|ini|cfg|env|yml|yaml|properties)(?:\.[\w-]{1,12}|~)?:(?:\d+:)?[ \t]*(?:[#;][ \t]*)?)([\w.-]+)([ \t]*[=:](?!>)[ \t]*|\t+| {2,})([^\n]*)/g,
    replace: maskedConfigLine,
  },
  {
    name: 'YAML block scalar',
    // password: |\n  line one\n  line two: every line more indented than its key (blank ones between)
    probe: (t, password) => password && has(t, '|', '>'),
    pattern: /(^|\n)([ \t]*)([\w.-]+)(:[ \t]*[|>][-+]?[ \t]*)((?:\n\2[ \t]+[^\n]*|\n[ \t]*(?=\n\2[ \t]+\S))+)/g,
    replace: (m, newline, indent, key = '', indicator, block = '') => {
      if (!isSecretKey(key)) return m;
      const lines = block.replace(/(\n[ \t]*)(\S[^\n]*)/g, (line, lead, rest: string) => {
        const value = rest.trimEnd();
        return isMaskedValue(value) ? line : `${lead}${maskHeard(value)}${rest.slice(value.length)}`;
      });
      return `${newline}${indent}${key}${indicator}${lines}`;
    },
  },
  {
    name: 'YAML value on the next line',
    // password:\n  S3cret (more indented than its key; a block scalar is the rule before this one)
    probe: (_t, password) => password,
    // (a value line that is itself a key, `password:` under `db:`, is not one: the match starts again there)
    pattern: /(^|\n)([ \t]*)([\w.-]+)(:[ \t]*\n)([ \t]+)([^\s#:](?:[^\n]*[^\s:])?)[ \t]*(?=\n|$)/g,
    replace: (m, newline, indent = '', key = '', separator, inner = '', value = '') => {
      if (!isSecretKey(key) || inner.length <= indent.length || /^[\w.-]+:(?:\s|$)/.test(value)) return m;
      return `${newline}${indent}${key}${separator}${inner}${maskHeard(value.trimEnd())}`;
    },
  },
  {
    name: 'name and value on two lines',
    // Kubernetes: `- name: MYSQL_ROOT_PASSWORD` then `  value: S3cret` (a secretKeyRef holds no value)
    probe: (t, password) => password && has(t, 'value:'),
    pattern: /(^|\n)([ \t]*(?:-[ \t]+)?name:[ \t]*)(["']?)([\w.-]+)(["']?[ \t]*\n[ \t]*value:[ \t]*)([^\n]*)/g,
    replace: (m, newline, prefix, open, key = '', between, rest = '') => {
      if (!isSecretKey(key)) return m;
      const { lead, value, suffix } = splitConfigValue(rest, false);
      return value === '' ? m : `${newline}${prefix}${open}${key}${between}${lead}${maskKeepingQuotes(value)}${suffix}`;
    },
  },
  {
    name: 'name and value in JSON',
    // `kubectl get pod -o json`, an ECS task definition: `{"name": "PGPASSWORD", "value": "S3cret"}`,
    // on one line or pretty-printed over two (an attack probe, 2026-12-07: the YAML form was masked, this kept)
    probe: (t, password) => password && has(t, '"value"'),
    pattern: /("name"[ \t]*:[ \t]*")([\w.-]{1,200})("[ \t]*,[ \t]*(?:\r?\n[ \t]*)?"value"[ \t]*:[ \t]*")((?:[^"\\\n]|\\.){1,1000})(")/g,
    replace: (m, before, key = '', between, value = '', close) =>
      !isSecretKey(key) || isMaskedValue(value) ? m : `${before}${key}${between}${maskHeard(value)}${close}`,
  },
  {
    name: 'YAML list of assignments',
    // docker-compose `environment:` as a list: `- MYSQL_PASSWORD=my secret pw` (the whole rest is the value)
    probe: (t, password) => password && has(t, '- '),
    pattern: /(^|\n)([ \t]*-[ \t]+)(["']?)([A-Za-z_]\w*)=([^\n]*)/g,
    replace: (m, newline, dash, open = '', key = '', rest = '') => {
      if (!isSecretKey(key)) return m;
      const closing = open !== '' && rest.trimEnd().endsWith(open) ? open : '';
      const value = closing ? rest.trimEnd().slice(0, -1) : rest.trimEnd();
      return value === '' || value === REDACTED ? m : `${newline}${dash}${open}${key}=${maskHeard(value)}${closing}`;
    },
  },
];

/** A JSON key that names a secret (redact-rules.ts runs it after the SHOW VARIABLES listings) */
export const JSON_RULE: Rule = {
  name: 'JSON',
  // "password": "x", "db_password":"x", "dbPassword": 1234, "pwd", "api_token", "client_secret" (not "passed_tests")
  probe: (t, password) => has(t, '"') && (password || has(t, 'secret', 'Secret', 'SECRET', 'token', 'Token', 'TOKEN')),
  pattern:
    /("(?:[\w.-]*(?:pass(?:word|wd)?|pwd|secret|token|_auth|api[_-]?key|access[_-]?key|private[_-]?key)|auth)"[ \t]*:[ \t]*)("(?:[^"\\\n]|\\[^\n])*"?|-?\d[\w.+-]*)/gi,
  replace: (m, prefix = '', value = '') => {
    // a server variable that names no secret (`"disconnect_on_expired_password": "ON"`, the counter
    // `"Com_set_password": 0`) and an empty value stay, as in the tab and boxed listings (a probe, 2026-12-06)
    const key = prefix.slice(1, prefix.indexOf('"', 1));
    if (namesNoSecret(key) || value === '""') return m;
    return `${prefix}"${maskHeard(value.startsWith('"') ? quotesRemoved(value) : value)}"`;
  },
};

/** libpq's password file (redact-rules.ts runs it after the command lines) */
export const PGPASS_RULE: Rule = {
  name: '.pgpass line',
  // host:port:database:user:password; a field's `\:` and `\\` are escapes (`fe80\:\:1:5432:…`), an
  // IPv6 host may be in brackets (`[::1]:5432:…`), and the password is the rest of the line, blanks too
  probe: (t) => PGPASS_PROBE.test(t),
  pattern:
    /^((?:\[[\w:.%]{2,60}\]|(?:[^\s:#\\]|\\.)(?:[^\s:\\]|\\.){0,200}):(?:\d{1,5}|\*):(?:[^\s:\\]|\\.){1,200}:(?:[^\s:\\]|\\.){1,200}:)(\S[^\n]*)$/gm,
  replace: (m, prefix = '', rest = '') => {
    const value = rest.trimEnd();
    if (prefix.startsWith('[') && !isBracketedIpv6(prefix.slice(1, prefix.indexOf(']')))) return m;
    return `${prefix}${maskHeard(value)}${rest.slice(value.length)}`;
  },
};
