// What the rules by place (redact-tables.ts, redact-argument-lists.ts) ask of a heading and of a
// value: does a table's heading, or a row's first cell, name a password (`MySQL root password`,
// `**Password:**`, 数据库密码, Пароль БД — not `First pass`, `empty password`, `pwd`), and is a
// cell a password rather than a state (`true`, `无`, `(empty)`), a reference (`$MYSQL_PASSWORD`),
// a placeholder (`<password>`) or a description (`Password of the database user`)? A probe
// (2026-12-06) found each of those masked, then erased from the whole document by the echo pass.
import { isMaskedValue, isPlaceholder, namesNoSecret, passwordLike, REDACTED } from './redact-values';

/** Words before "password" that say whose or which it is (`MySQL root password`); not a state (`empty`, `has`, `expired`). */
const QUALIFIER =
  '(?:mysql|mariadb|postgres|postgresql|pg|pgsql|root|db|database|user|users|admin|administrator|app|application|repl|replication|login|account|new|old|initial|default|sysbench|bench|benchmark|server|client|sa|sql|proxysql|monitor|ssh|os|web|api|service)';
const PASSWORD_HEADING = new RegExp(`^(?:${QUALIFIER}[ _-]){0,3}(?:password|passwd|passphrase)$`, 'i');
/** In the seeds' languages and their neighbours: 密码, 数据库密码, root密码, パスワード, 비밀번호, пароль, Пароль БД */
const LOCAL_HEADING =
  /^(?:(?:数据库|資料庫|用户|用戶|管理员|登录|登陆|root|mysql|db)[ _]?)?(?:密码|密碼|口令|パスワード|비밀번호)$|^пароль(?:[ _](?:бд|базы|базы данных|пользователя|root|mysql|администратора))?$/i;
/** Markup around a heading (`**Password**`, `` `password` ``), a colon after it, a parenthesis (`password (plain)`) */
const EMPHASIS = /[*`]+/g;
const TRAILING_NOTE = /[(（][^()（）]{0,40}[)）]$/;
const TRAILING_COLON = /[:：]$/;

/** A cell's text as a heading: its markup, a colon and a parenthesis after it left out, blanks as one space. */
function headingText(cell: string): string {
  return cell.replace(EMPHASIS, '').trim().replace(TRAILING_COLON, '').replace(TRAILING_NOTE, '').trim().replace(/\s+/g, ' ');
}

/** Longer than this, a cell is no heading (and its text is not read as one). */
const LONGEST_HEADING = 80;

/** Does this cell, as a table's heading or a row's first cell, name a password? */
export function namesPasswordCell(cell: string): boolean {
  if (cell.length > LONGEST_HEADING) return false;
  const text = headingText(cell);
  if (text.length === 0) return false;
  return (PASSWORD_HEADING.test(text) || LOCAL_HEADING.test(text)) && !namesNoSecret(text.replace(/[ .-]/g, '_'));
}

/** A cell that states something of a password rather than holding one: nothing, yes/no, none, not set — in the seeds' languages too */
const NO_VALUE =
  /^(?:|null|none|\(none\)|n\/a|na|-+|[–—−]|\*+|yes|no|y|n|true|false|t|f|on|off|empty|\(empty\)|""|''|not set|unset|blank|none set|无|空|否|是|没有|未设置|нет|да|пусто|なし|없음|\(null\))$/i;
/** A reference to a secret kept elsewhere (`$MYSQL_PASSWORD`, `${DB_PASS}`, `$(MYSQL_PASSWORD)`, `{{ vault_pw }}`, `%(password)s`); a placeholder is isPlaceholder's */
const REFERENCE = /^(?:\$\{?[A-Za-z_]\w*\}?|\$\([A-Za-z_]\w*\)|\{\{[^{}]*\}\}|%\(\w+\)s)$/;
/** Three words or more, the first two of letters: a description (`Password of the database user`), not a password (`a b  c` may be one) */
const DESCRIPTION = /^[A-Za-z][a-z]+\s+[A-Za-z][a-z]*\s+\S/;
export const isDescription = (value: string): boolean => DESCRIPTION.test(value);

/** Is `value` (a cell under a password heading, or beside one) a password to mask? `weak`: only one that looks like a password. */
export function isPasswordValue(value: string, weak = false): boolean {
  if (NO_VALUE.test(value) || REFERENCE.test(value) || isPlaceholder(value) || DESCRIPTION.test(value)) return false;
  if (value === REDACTED || isMaskedValue(value)) return false;
  return !weak || passwordLike(value);
}
