// Lines built to make a backtracking regex work hard: the two of issue 7, recheck's attack strings
// for the regexes of lib/ before they were made linear, and long runs of the characters the
// patterns are made of (spaces, TABs, `|`, `=`, `:`, `-p`, `pass`, quotes…) after the words that
// open the redaction rules, each ending in a character that makes the match fail.

/** A line of exactly `n` characters made of `unit` repeated, after `head` and before `tail`. */
export function pumped(head: string, unit: string, tail: string, n: number): string {
  const body = Math.max(unit.length, n - head.length - tail.length);
  return head + unit.repeat(Math.ceil(body / unit.length)).slice(0, body) + tail;
}

export type Attack = { name: string; line: (n: number) => string };

const attack = (name: string, head: string, unit: string, tail = '!'): Attack => ({
  name,
  line: (n) => pumped(head, unit, tail, n),
});

/** Aimed at the redaction rules: long single lines (an upload is redacted whole, before it is split). */
export const REDACTION_ATTACKS: Attack[] = [
  { name: 'issue 7: boxed-table rule', line: (n) => pumped('| password | a', ' ', 'b', n) },
  { name: 'issue 7: my.cnf rule', line: (n) => `${pumped('', ' ', 'pass', n / 2)}${pumped('', ' ', '=', n / 2)}` },
  attack('spaces after password', 'password', ' '),
  attack('TABs after a secret key', 'repl_password', '\t'),
  attack('spaces, # and spaces before a key', ' ', ' ', '# password!'),
  attack('a key made of pass', '', 'pass', ' !'),
  attack('many pass then spaces', 'passpasspasspasspasspass', ' '),
  attack('= after password', 'password', '='),
  attack(': after a secret key', 'db_pass', ':'),
  attack('pipes after a secret key', '| password ', '|'),
  attack('recheck: |PWD|H then TABs', '|PWD|H', '\t'),
  attack('recheck: runs of --', '', '--'),
  attack('--pass repeated', '', '--pass'),
  attack('spaces after --password', '--password', ' ', '-'),
  attack('env name without =', '', 'A_', 'PASSWORD !'),
  attack('env names repeated', '', 'A_PASSWORD '),
  attack('spaces after an env name', 'MYSQL_PWD', ' '),
  attack('escaped quotes after password=', "password='", "\\'"),
  attack("password='\\' repeated", '', "password='\\' "),
  attack('spaces after PASSWORD (', 'PASSWORD (', ' '),
  // a masked password is masked again wherever it is printed (redact.ts maskEchoes)
  attack('a password-like value echoed', '--password=Tr0ub4dor&3 ', 'Tr0ub4dor&3 '),
  attack('many password options, each echoed', '', '--pass=Tr0ub4dor&3 Tr0ub4dor&3x '),
  attack('mysql_real_connect( repeated', '', 'mysql_real_connect(a, "h", "u", "p'),
  attack('commas after mysql_real_connect(', 'mysql_real_connect(', ','),
  attack('the debug call with its tail repeated', 'mysql_real_connect(a, "h", "u", ', '", "x", 1, '),
  attack('quotes after the debug call', 'mysql_real_connect(a, "h", "u", ', '", "'),
  // commands continued over lines, set -x quoting, YAML values on the next line
  attack('backslash pairs after mysql', 'mysql ', '\\\\'),
  attack('continued lines after mysql', 'mysql -u root ', '\\\n'),
  attack('continued lines of flags', 'tpcc_start ', ' -x \\\n'),
  attack('quoted --password= options', '', "'--password=a "),
  attack('quoted -p words after mysql', 'mysql ', "'-pa "),
  attack('YAML keys under keys', '', 'a:\n '),
  attack("set -x's escaped quotes in a quoted option", "'--password=", "'\\''"),
  attack('carets and backticks after mysql', 'mysql ', '^`'),
  attack('continued lines by carets', 'mysql -u root ', '^\n'),
  attack('name: lines without value:', '', '- name: a_password\n'),
  attack('spaces in a name: line', '  - name:', ' '),
  attack('list items of assignments', '', '- A_PASSWORD='),
  attack('spaces then a colon in a YAML value', 'password:\n  a', ' ', ':'),
  attack('escaped quotes in a JSON password', '{"password": "', '\\"'),
  attack('JSON keys without values', '{', '"a":'),
  attack('an unclosed JSON key', '"', 'password'),
  attack('quotes', 'password ', '"'),
  attack('scheme characters', '', 'a.'),
  attack('URLs without credentials', '', 'x://'),
  attack('URLs with a colon and no @', '', 'a://b:c/'),
  attack('@ after a URL password', 'mysql://u:', '@'),
  attack('slashes in a URL password', 'mysql://u:', 'p/'),
  attack('.pgpass fields', '', ':1:'),
  attack('a long .pgpass password', 'h:1:d:u:', 'p', ' x'),
  attack('IDENTIFIED BY repeated', '', 'identified by '),
  attack('IDENTIFIED WITH words', 'identified with ', 'x '),
  attack('-p after mysql', 'mysql', ' -p'),
  attack('an unclosed quoted -p', 'mysql -p"', 'a '),
  attack('recheck: CR in mysql lines', 'mysql -p', 'ADB\r!'),
  attack('line separators in mysql lines', 'mysql -p', '\u2028mysql -p'),
  attack('mysql.exe paths', 'mysql -p', '"C:\\mysql.exe" '),
];

/** Aimed at the parsers: lines under the 4096-character limit, so they reach every line regex. */
export const PARSER_ATTACKS: Attack[] = [
  attack("recheck: sql-bench 'Time to'", 'Time to i', ' ', ''),
  attack("sql-bench 'Time for' junk after (N)", 'Time for a (1)', ' ', '1 x'),
  attack("recheck: sql-bench 'Testing server'", "Testing server '", "' at ", '\u2028'),
  attack('recheck: sql-bench header', 'Comments:', ' ', '\u2028'),
  attack('recheck: lscpu model', 'Model name:\t', ' ', '\u2028'),
  attack('recheck: uname', 'Linux L 0.0', '0', '+ 0.0 #'),
  attack('recheck: lsblk header', 'NAME\t', '\t', ''),
  attack('recheck: lsblk row', 'a\t0\t0', '\t', '!\u2028'),
  attack('recheck: memory', '', '0', ''),
  attack('recheck: Red Hat release', '', 'RED HAT ENTERPRISE LINUX ', '!'),
  attack('Debian version', 'Debian ', '1', '-'),
  attack('recheck: boxed row', '|A|\t', '\t'),
  attack('recheck: SHOW VARIABLES header', 'Variable_name', '\t', '|'),
  attack('recheck: mysqld --version', 'mysqld Ver b for', '\t', '\u2028'),
  attack('recheck: inline comment', '', '\t', '!\t#'),
  attack('recheck: matrix cell note', '/', '/!', '\t'),
  attack('recheck: toNumber', '0', '0'),
  attack('recheck: pgbench dotted leaders', 'a', '.', ' x'),
  attack('pgbench key before spaces', 'number of clients', ' ', 'x'),
  attack('recheck: bzr revno', 'revno:', '\t', '\u2028'),
  attack('recheck: version hint', 'MYSQL\t', ' ', 'ン'),
  attack('recheck: version pair', '', '0', '0.0\t0.0/0.0'),
  attack('recheck: cmake line', 'cmake B-DB', 'rl', '\u2028'),
  attack('recheck: fileio throughput', 'Read .', '0', ' Written 0 Total transferred .r\t(.l/sec)'),
  attack('recheck: sysbench error', 'error:', '\t', 'L\u2028'),
  attack('recheck: sysbench chatter', '0.0', '0'),
  attack('recheck: sysbench banner', 'sysbench 0.', '0.'),
  attack('recheck: title words', 'G', '0', ''),
  attack('recheck: title colon', '', '\t', '::'),
  attack('recheck: query cache', 'QC\t', '\t', 'Y'),
  attack('SHOW VARIABLES with spaces for TABs', 'version_comment', ' ', '\u2028x'),
  attack('spaced SHOW VARIABLES header', 'Variable_name', ' ', 'Valu'),
  attack('compare-results list entry', ' 1 mysql', ' ', '\u2028'),
  attack('compare-results bars', 'Operation', '|', ''),
  attack('compare-results cells', 'ATIS |', ' +1.00|', 'x'),
  attack('commented option in a continued command', 'mysqld --a=1 \\\n', '#', ' '),
  attack('a heading naming tests', '## ', 'threads test ', '!'),
  ...REDACTION_ATTACKS,
];
