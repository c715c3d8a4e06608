// Passwords as benchmark scripts and their configs hold them, beyond shell and config lines
// (redact-options.ts, redact-config-files.ts, redact-shell.ts): HammerDB's `diset connection mysql_pass x`, XML
// (`<password>x</password>`, `<entry key="password">x</entry>`, `<property name="password"
// value="x"/>`), a Perl or PHP variable (`$dbpass = "x";`), a hash's fat comma (`password => 'x'`),
// a password piped into `sudo -S`, and a prompt answered in a pasted terminal (`Enter password: x`).
// The regexes here are built from constants of this file only (tests/unit/security/regex-inventory.ts).
import type { Rule } from './redact-rules';
import { has, isMaskedValue, isSecretKey, maskHeard, quotesRemoved, REDACTED } from './redact-values';

/** A quoted value never fails to end: at its closing quote, or at the end of the line (as in redact-options.ts). */
const QUOTED = `"[^"\\n]*"?|'[^'\\n]*'?`;

/**
 * A name that holds a password: isSecretKey's (`mysql_pass`, `db_password`), and the glued
 * `…pass` of scripts (`dbpass`, HammerDB's `pg_superuserpass`) that isSecretKey reads as a word.
 */
const namesPassword = (name: string) => isSecretKey(name) || /(?:db|sql|pg|root|admin|user|my|mongo|redis|maria)pass$/i.test(name);

/** Attribute `name="…"` or `key="…"` of an XML element: what the element's value is. */
const ATTRIBUTE_KEY = /\b(?:name|key)[ \t]*=[ \t]*(?:"([^"\n]{0,200})"|'([^'\n]{0,200})')/;
/** `value="…"` of an element whose name or key names a secret */
const VALUE_ATTRIBUTE = /(\bvalue[ \t]*=[ \t]*)("[^"\n]*"|'[^'\n]*')/;

/** YAML's block scalar indicators (`password: |`): the config line rules' */
const BLOCK_SCALAR = /^[|>][-+]?$/;

/** sudo's options that read the password from standard input */
const SUDO_STDIN = /(?:^|[ \t])(?:-[A-Za-z]*S|--stdin)(?=[ \t]|$)/;
/** A MySQL client asked to prompt for its password (`-p` or `--password` with no value): it reads it from standard input */
const CLIENT_PROMPTS = /(?:^|[ \t])(?:-p|--password)(?=[ \t]|$)/;
/** The MySQL and MariaDB clients that take `-p` */
const MYSQL_CLIENT = `(?:mysql|mariadb|mysqladmin|mysqldump|mysqlslap|mysqlcheck|mysqlimport|mysqlshow|mariadb-admin|mariadb-dump|mariadb-slap|mariadb-check)`;
/** A shell word: quoted (the quote closed, or to the line's end), or bare up to a blank or what ends a command */
const WORD = `"[^"\\n]*"|'[^'\\n]*'|[^\\s"'|;&][^\\s|;&]*`;
/** `-----BEGIN … PRIVATE KEY-----` armour: its base64 lines up to the `-----END` line are the key */
const PRIVATE_KEY = /(PRIVATE KEY-----\n)([A-Za-z0-9+/=\n]+)(?=-----END )/g;
/** How far before a `password` word its `mysqladmin` is looked for (the command's options) */
const ADMIN_REACH = 300;
/** A MySQL client's command on the line (its word alone, or a path's last part). */
const CLIENT_ON_LINE = new RegExp(`(?:^|[\\s/])${MYSQL_CLIENT}(?:\\.exe)?(?=[ \\t])`);
/** What follows a client's prompt that is no password typed: its prompt, its banner, a shell's next prompt. */
/** A statement, not a password: words with a blank between, a `;` at its end, or a client command (`\\q`, `source x`). */
const looksLikeSql = (text: string) => /\s/.test(text.trim()) || text.trimEnd().endsWith(';') || text.startsWith('\\') || text === '';

const CLIENT_NAMES = MYSQL_CLIENT.slice(3, -1).split('|');

/**
 * Whether the line before `offset` (its last 300 characters) runs a MySQL client that prompts for
 * its password (`-p` or `--password` with no value after the client's name). No pattern: indexOf.
 */
function promptingClientBefore(text: string, offset: number): boolean {
  const reach = text.slice(Math.max(0, offset - 300), offset);
  const line = reach.slice(reach.lastIndexOf('\n') + 1);
  for (const name of CLIENT_NAMES) {
    const at = line.lastIndexOf(name);
    if (at < 0) continue;
    const before = at === 0 ? ' ' : line[at - 1];
    const after = line[at + name.length];
    if (
      (before === ' ' || before === '\t' || before === '/') &&
      (after === undefined || !/\w/.test(after)) &&
      CLIENT_PROMPTS.test(line.slice(at + name.length))
    )
      return true;
  }
  return false;
}

const NOT_TYPED = /^(?:Enter|Welcome|Warning|ERROR|mysql>|MariaDB|[$#>%]|\[)/;

export const SCRIPT_RULES: Rule[] = [
  {
    name: 'HammerDB diset',
    // `diset connection mysql_pass S3cret`, `diset tpcc pg_superuserpass {a b}`: the value is
    // one word, a quoted string or a Tcl braced one
    probe: (t) => has(t, 'diset'),
    pattern: new RegExp(`\\b(diset[ \\t]+[\\w.-]{1,100}[ \\t]+)([\\w.-]{1,100})([ \\t]+)(\\{[^}\\n]*\\}?|${QUOTED}|[^\\s"'{][^\\s]*)`, 'g'),
    replace: (m, prefix, key = '', blank, value = '') =>
      !namesPassword(key) || isMaskedValue(value) || value === '{}' ? m : `${prefix}${key}${blank}${maskHeard(value)}`,
  },
  {
    name: 'XML element',
    // `<password>S3cret</password>`, `<mysql_pass>S3cret</mysql_pass>`, `<entry key="password">S3cret</entry>`,
    // `<property name="password" value="S3cret"/>`: by the element's name or its name/key attribute
    probe: (t, password) => password && has(t, '<'),
    pattern: /<([A-Za-z_][\w.:-]{0,99})((?:[ \t][^<>\n]{0,500})?)(\/?>)([^<\n]*)/g,
    replace: (m, tag = '', attributes = '', close = '', text = '') => {
      const key = ATTRIBUTE_KEY.exec(attributes);
      const byAttribute = key !== null && namesPassword(key[1] ?? key[2] ?? '');
      const byName = namesPassword(tag.slice(tag.lastIndexOf(':') + 1));
      if (!byAttribute && !byName) return m;
      const attrs = byAttribute
        ? attributes.replace(VALUE_ATTRIBUTE, (a, prefix: string, v: string) =>
            v.length <= 2 || isMaskedValue(v) ? a : `${prefix}${v[0]}${maskHeard(v.slice(1, -1))}${v[0]}`,
          )
        : attributes;
      const value = text.trim();
      const body =
        close === '>' && value !== '' && !isMaskedValue(value)
          ? `${text.slice(0, text.indexOf(value))}${maskHeard(value)}${text.slice(text.indexOf(value) + value.length)}`
          : text;
      return `<${tag}${attrs}${close}${body}`;
    },
  },
  {
    name: 'XML element, escaped',
    // the same in a page's source that is not read as a page: `&lt;password&gt;S3cret&lt;/password&gt;`
    // (BenchBase's config.xml in a post's `<pre>`)
    probe: (t, password) => password && has(t, '&lt;'),
    pattern: /&lt;([A-Za-z_][\w.:-]{0,99})&gt;([^&<\n]*)/g,
    replace: (m, tag = '', text = '') => {
      const value = text.trim();
      if (!namesPassword(tag.slice(tag.lastIndexOf(':') + 1)) || value === '' || isMaskedValue(value)) return m;
      return `&lt;${tag}&gt;${text.slice(0, text.indexOf(value))}${maskHeard(value)}${text.slice(text.indexOf(value) + value.length)}`;
    },
  },
  {
    name: 'script variable',
    // Perl's and PHP's `$dbpass = "S3cret";`, `$db_password='x'` (PowerShell's `$env:` is redact-shell.ts')
    probe: (t, password) => password && has(t, '$'),
    pattern: new RegExp(`(\\$[A-Za-z_]\\w{0,99}[ \\t]*=[ \\t]*)(${QUOTED}|[^\\s"';=][^\\s;]*)`, 'g'),
    replace: (m, prefix = '', value = '') => {
      const name = prefix.slice(1, prefix.indexOf('=')).trimEnd();
      return !namesPassword(name) || isMaskedValue(value) ? m : `${prefix}${maskHeard(value)}`;
    },
  },
  {
    name: 'fat comma',
    // Perl, PHP and Ruby hashes: `password => 'S3cret'`, `'db_pass' => "x"`, `:password => 'x'`
    probe: (t, password) => password && has(t, '=>'),
    // (a key from the start of its word: a bound of 100 made recheck time out)
    pattern: new RegExp(`(?<![\\w.-])(["':]?)([A-Za-z_][\\w.-]*)(["']?[ \\t]*=>[ \\t]*)(${QUOTED}|[^\\s"',;)\\]}][^\\s,;)\\]}]*)`, 'g'),
    replace: (m, open, key = '', arrow, value = '') =>
      !namesPassword(key) || isMaskedValue(value) ? m : `${open}${key}${arrow}${maskHeard(value)}`,
  },
  {
    name: 'echo into sudo -S',
    // `echo S3cret | sudo -S systemctl restart mysql`, `echo "S3cret" | sudo -S -u postgres psql`
    probe: (t) => has(t, 'sudo'),
    // (a quote closed: an unclosed one ran into the blanks before `|` and made the match quadratic)
    pattern: /\b(echo[ \t]+(?:-[neE]{1,3}[ \t]+)?)("[^"\n]*"|'[^'\n]*'|[^\s"'|;&][^\s|;&]*)([ \t]*\|[ \t]*sudo\b)([^\n|;&]*)/g,
    replace: (m, echo, value = '', pipe, options = '') =>
      !SUDO_STDIN.test(options) || isMaskedValue(value) ? m : `${echo}${maskHeard(value)}${pipe}${options}`,
  },
  {
    name: "echo into a registry's login",
    // `echo S3cret | docker login -u ci --password-stdin registry.example.com` (podman's, helm
    // registry's too); a variable (`echo "$TOKEN"`) is no secret written down
    probe: (t) => has(t, '--password-stdin'),
    // (`printf '%s' S3cret |` too)
    pattern:
      /\b((?:echo|printf)[ \t]+(?:-[neE]{1,3}[ \t]+|(?:'%s(?:\\n)?'|"%s(?:\\n)?"|%s)[ \t]+)?)("[^"\n]*"|'[^'\n]*'|[^\s"'|;&][^\s|;&]*)([ \t]*\|)([^\n|;&]*--password-stdin)/g,
    replace: (m, echo, value = '', pipe, command) =>
      isMaskedValue(value) || /^["']?\$/.test(value) ? m : `${echo}${maskHeard(value)}${pipe}${command}`,
  },
  {
    name: 'echo into a MySQL client that prompts',
    // `echo S3cret | mysql -u root -p`, `printf '%s\n' "S3cret" | mysqladmin -uroot -p status`:
    // the client's -p with no value reads the password from the pipe
    probe: (t) => has(t, 'mysql', 'mariadb'),
    pattern: new RegExp(
      `\\b((?:echo|printf|yes)[ \\t]+(?:-[neE]{1,3}[ \\t]+|'%s(?:\\\\n)?'[ \\t]+|"%s(?:\\\\n)?"[ \\t]+)?)(${WORD})([ \\t]*\\|[ \\t]*(?:\\S*/)?${MYSQL_CLIENT}\\b)([^\\n|;&]*)`,
      'g',
    ),
    replace: (m, echo, value = '', pipe, options = '') =>
      !CLIENT_PROMPTS.test(options) || isMaskedValue(value) ? m : `${echo}${maskHeard(value)}${pipe}${options}`,
  },
  {
    name: 'a here-string or heredoc answering a MySQL client that prompts',
    // `mysql -u root -p sbtest <<< "S3cret"` (the client reads its prompt's answer from it, as from
    // `echo S3cret |`), and `mysql -uroot -p <<EOF` whose first line is the password (an attack
    // probe, 2026-12-07: both kept). Found from its `<<` (one regex from the client's name on read
    // every later client name on the line again: quadratic), the client looked for on its line before it.
    probe: (t) => has(t, '<<') && has(t, 'mysql', 'mariadb'),
    pattern: /(<<<[ \t]*)("[^"\n]*"|'[^'\n]*'|[^\s"'|;&<][^\s|;&<]*)|(<<-?[ \t]*['"]?\w{1,40}['"]?[^\n<]*\n[ \t]*)([^\s<][^\n]*)/g,
    // what is fed to the client is more often its SQL (`<<< "SHOW TABLES"`, a heredoc's `CREATE …;`): kept
    replace: (m, arrows, word, docHead, first = '', ...rest) => {
      const [offset, text] = rest.slice(-2) as unknown as [number, string];
      if (!promptingClientBefore(text, offset)) return m;
      if (arrows !== undefined) return isMaskedValue(word) || looksLikeSql(quotesRemoved(word)) ? m : `${arrows}${maskHeard(word)}`;
      const line = first.trim();
      if (isMaskedValue(line) || NOT_TYPED.test(line) || looksLikeSql(line)) return m;
      return `${docHead}${maskHeard(first.trimEnd())}`;
    },
  },
  {
    name: "password typed at a MySQL client's prompt",
    // `mysql -u root -p` and, on the next line, what a write-up says was typed at its prompt
    // (`S3cret`): a terminal never shows it, a post does (an attack probe, 2026-12-05: it became the
    // run's title). The client's line within reach before it, as for mysqladmin's `password`.
    probe: (t) => has(t, 'mysql', 'mariadb'),
    pattern: new RegExp(`([ \\t](?:-p|--password)[ \\t]*\\n[ \\t]*)(${WORD})`, 'g'),
    replace: (m, prefix, value = '', ...rest) => {
      const [offset, text] = rest.slice(-2) as unknown as [number, string];
      const reach = text.slice(Math.max(0, offset - ADMIN_REACH), offset);
      const before = reach.slice(reach.lastIndexOf('\n') + 1);
      if (!CLIENT_ON_LINE.test(before) || NOT_TYPED.test(value) || isMaskedValue(value)) return m;
      return `${prefix}${maskHeard(value)}`;
    },
  },
  {
    name: 'mysqladmin password',
    // `mysqladmin -uroot password S3cret` (its new password, a word after the `password` command;
    // quoted, the options' rules mask it already)
    probe: (t, password) => password && has(t, 'mysqladmin', 'mariadb-admin'),
    pattern: new RegExp(`([ \\t](?:password|PASSWORD)[ \\t]+)(${WORD})`, 'g'),
    replace: (m, prefix, value = '', ...rest) => {
      // the command before it, on its line and within reach (a bounded look back: linear on any line)
      const [offset, text] = rest.slice(-2) as unknown as [number, string];
      const reach = text.slice(Math.max(0, offset - ADMIN_REACH), offset);
      const before = reach.slice(reach.lastIndexOf('\n') + 1);
      const command = Math.max(before.lastIndexOf('mysqladmin'), before.lastIndexOf('mariadb-admin'));
      if (command < 0 || /[|;&]/.test(before.slice(command)) || isMaskedValue(value)) return m;
      return `${prefix}${maskHeard(value)}`;
    },
  },
  {
    name: 'temporary password in the server log',
    // MySQL 5.7+'s error log on initialize: `[Note] A temporary password is generated for root@localhost: aB3#kL9!pQ2z`
    probe: (t, password) => password && has(t, 'temporary password'),
    pattern: /(temporary password is generated for [^\s:]{1,200}: ?)(\S+)/g,
    replace: (m, prefix, value = '') => (isMaskedValue(value) ? m : `${prefix}${maskHeard(value)}`),
  },
  {
    name: 'option file written by printf or echo',
    // `printf '[client]\npassword=S3cret\n' > ~/.my.cnf`: the file's lines are `\n` inside one quoted string
    probe: (t, password) => password && has(t, '\\n'),
    pattern: /(\\n[ \t]*([A-Za-z_][\w.-]{0,99})[ \t]*=[ \t]*)([^\s'"\\]+)/g,
    replace: (m, prefix, key = '', value = '') => (!isSecretKey(key) || isMaskedValue(value) ? m : `${prefix}${maskHeard(value)}`),
  },
  {
    name: 'private key',
    // an SSH or TLS private key pasted with a setup (`-----BEGIN OPENSSH PRIVATE KEY-----`): each
    // line of it masked, the lines kept
    probe: (t) => has(t, 'PRIVATE KEY-----'),
    pattern: PRIVATE_KEY,
    replace: (_m, begin, body = '') => `${begin}${body.replace(/[^\n]+/g, REDACTED)}`,
  },
  {
    name: 'password prompt answered',
    // a terminal pasted with what was typed at the prompt, which opens its line: mysql's `Enter
    // password: S3cret`, psql's `Password for user postgres: S3cret`, sudo's `[sudo] password for
    // bench: S3cret` (not MySQL's `(using password: YES)`, nor YAML's `password: |`)
    probe: (_t, password) => password,
    pattern:
      /(^|\n)([ \t]*(?:\[sudo\][ \t]+)?(?:enter[ \t]+)?password(?:[ \t]+for[ \t]+(?:user[ \t]+)?[\w.@-]{1,100})?:[ \t]*)(\S[^\n]*)/gi,
    replace: (m, newline, prompt = '', rest = '') => {
      const value = rest.trimEnd();
      // (a key of a config, `password: x`, is masked already by the config line rule)
      if (isMaskedValue(value) || value.startsWith(REDACTED) || BLOCK_SCALAR.test(value)) return m;
      return `${newline}${prompt}${maskHeard(value)}${rest.slice(value.length)}`;
    },
  },
];
