// Passwords passed to a database driver by their place among a call's arguments, as the code people
// paste beside their results writes them: `pymysql.connect("db1", "root", "S3cret", "sbtest")`,
// `DriverManager.getConnection(url, "root", "S3cret")`, `DBI->connect($dsn, "root", "S3cret")`,
// `new PDO($dsn, 'root', 'S3cret')`, `mysqli_connect("db1", "root", "S3cret")`, `ds.setPassword("x")`
// (a keyword argument, `password="x"`, is the conninfo rule's). Only a string written in the call is
// masked: a variable names no password. The argument list is read once, left to right.
import { countLineBreaks } from './lines';
import { argumentsIn, isStringLiteral, withLiteralMasked } from './redact-arguments';
import type { Rule } from './redact-rules';
import { has } from './redact-values';

/** A call's name → the place (from 0) of its password among its arguments. */
const PASSWORD_ARGUMENT: ReadonlyMap<string, number> = new Map([
  // (by a driver's module, CALL) Python's MySQLdb and old PyMySQL (host, user, passwd, db), Perl's DBI (dsn, user, password), Ruby's Mysql.connect
  ['connect', 2],
  ['Connect', 2],
  ['connect_cached', 2],
  // JDBC (url, user, password)
  ['getConnection', 2],
  // PHP (host, user, password, db); PDO (dsn, user, password); mysqli_real_connect ($link, host, user, password)
  ['mysqli', 2],
  ['mysqli_connect', 2],
  ['mysql_connect', 2],
  ['mysql_pconnect', 2],
  ['PDO', 2],
  ['real_connect', 2],
  ['mysqli_real_connect', 3],
  // Oracle's (user, password, dsn)
  ['oci_connect', 1],
  ['oci_pconnect', 1],
  // a data source's or a user's setter
  ['setPassword', 0],
  ['set_password', 0],
]);

/**
 * A call's arguments to its `)`, over lines too (`MySQLdb.connect(` then `"db1", "root", "x")`):
 * quoted strings (each on its line), one level of parentheses; a second call on the line is matched
 * on its own. How many lines the arguments may take is the replace's to say (ARGUMENT_LINES).
 */
const ARGUMENTS = `(?:[^()'"\`]|'[^'\\n]*'|"[^"\\n]*"|\`[^\`\\n]*\`|\\((?:[^()'"]|'[^'\\n]*'|"[^"\\n]*")*\\))*`;
/** At most this many line breaks in a call's arguments: past them a `connect(` of prose ran into other text */
const ARGUMENT_LINES = 6;
/** The calls in PASSWORD_ARGUMENT, a `connect` by its module (paramiko's `connect(host, port, user, password)` is not one): cx_Oracle's and oracledb's take (user, password, dsn). */
const CALL = new RegExp(
  `\\b(?:(cx_Oracle\\.|oracledb\\.)|(MySQLdb\\.|pymysql\\.|_mysql\\.|mysql\\.|mariadb\\.|Mysql\\.|DBI->))?(connect|Connect|connect_cached|getConnection|mysqli|mysqli_connect|mysql_connect|mysql_pconnect|PDO|real_connect|mysqli_real_connect|oci_connect|oci_pconnect|setPassword|set_password)[ \\t]*\\((${ARGUMENTS})`,
  'g',
);

export const CODE_RULES: Rule[] = [
  {
    name: "a driver's password argument",
    probe: (t) => has(t, 'onnect', 'mysqli', 'PDO', 'assword('),
    pattern: CALL,
    replace: (m, oracle, driver, name = '', args = '') => {
      if (!driver && !oracle && name.toLowerCase().startsWith('connect')) return m;
      if (countLineBreaks(args, ARGUMENT_LINES + 1) > ARGUMENT_LINES) return m;
      const all = argumentsIn(args);
      // JDBC's DataSource.getConnection(user, password) beside DriverManager's (url, user, password)
      const place = oracle ? 1 : name === 'getConnection' && all.length === 2 ? 1 : PASSWORD_ARGUMENT.get(name);
      const at = place === undefined ? undefined : all[place];
      if (!at || !isStringLiteral(args.slice(at.from, at.to).trim())) return m;
      return `${m.slice(0, m.length - args.length)}${withLiteralMasked(args, at)}`;
    },
  },
];
