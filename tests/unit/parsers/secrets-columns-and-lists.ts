// Passwords by their place rather than by a key beside them (a probe, 2026-12-06): a table's
// column headed `password` (ProxySQL's `SELECT * FROM mysql_users`, a post's Markdown, a web page's
// table as text or as its source), a row headed `MySQL password`, an argument list's item after
// `--mysql-password` (Python, JSON, Go, YAML), BenchBase's XML escaped in a page's source. What
// redaction must mask (secret-examples.ts; what it must leave is in untouched-examples.ts).
/** [input, expected] */
export const SECRETS_COLUMNS_AND_LISTS: [string, string][] = [
  // a table's password column
  [
    '+----------+----------+--------+\n| username | password | active |\n+----------+----------+--------+\n| sbtest   | S3cret   | 1      |\n| monitor  | M0nit0r! | 1      |\n+----------+----------+--------+',
    '+----------+----------+--------+\n| username | password | active |\n+----------+----------+--------+\n| sbtest   | ***   | 1      |\n| monitor  | *** | 1      |\n+----------+----------+--------+',
  ],
  ['| user | password | host |\n|---|---|---|\n| sb | S3cret | db1 |', '| user | password | host |\n|---|---|---|\n| sb | *** | db1 |'],
  ['| user | MySQL password\n| :-- | :-- |\n| sb | S3cret', '| user | MySQL password\n| :-- | :-- |\n| sb | ***'],
  ['| 用户 | 数据库密码 |\n|---|---|\n| root | S3cret |', '| 用户 | 数据库密码 |\n|---|---|\n| root | *** |'],
  [
    '| host | user | root password |\n|---|---|---|\n| db1 | sb | S3cret1 |',
    '| host | user | root password |\n|---|---|---|\n| db1 | sb | *** |',
  ],
  ['user\tpassword\t\nsb\tS3cret\t\n', 'user\tpassword\t\nsb\t***\t\n'],
  ['Server\tUser\tRoot password\ndb1\tsb\tS3cret', 'Server\tUser\tRoot password\ndb1\tsb\t***'],
  // a row headed by a password's name of two words
  ['| MySQL password | S3cret |', '| MySQL password | *** |'],
  ['MySQL password\tS3cret\t', 'MySQL password\t***\t'],
  // a page's table in its source, with prose before it (not read as a page)
  [
    'My setup:\n<table>\n<tr><th>user</th><th>password</th></tr>\n<tr><td>sb</td><td>S3cret</td></tr>\n</table>',
    'My setup:\n<table>\n<tr><th>user</th><th>password</th></tr>\n<tr><td>sb</td><td>***</td></tr>\n</table>',
  ],
  [
    'Setup:\n<table><tr><td>MySQL password</td><td><code>S3cret</code></td></tr></table>',
    'Setup:\n<table><tr><td>MySQL password</td><td>***</td></tr></table>',
  ],
  // an argument list's value after a password option
  [
    "cmd = ['sysbench', 'oltp_read_write', '--mysql-user', 'sb', '--mysql-password', 'S3cret', 'run']",
    "cmd = ['sysbench', 'oltp_read_write', '--mysql-user', 'sb', '--mysql-password', '***', 'run']",
  ],
  ['"args": ["--pgsql-password", "S3cret", "--threads", "4"]', '"args": ["--pgsql-password", "***", "--threads", "4"]'],
  ['"args": [\n  "--mysql-password",\n  "S3cret"\n]', '"args": [\n  "--mysql-password",\n  "***"\n]'],
  ['exec.Command("sysbench", "--mysql-password", "S3cret", "run")', 'exec.Command("sysbench", "--mysql-password", "***", "run")'],
  ['args:\n  - --mysql-password\n  - S3cret\n  - run', 'args:\n  - --mysql-password\n  - ***\n  - run'],
  ['args:\n  - "--mysql-password"\n  - "S3cret"', 'args:\n  - "--mysql-password"\n  - "***"'],
  // BenchBase's config in a page's source
  ['<pre>&lt;password&gt;S3cret&lt;/password&gt;</pre>', '<pre>&lt;password&gt;***&lt;/password&gt;</pre>'],
];
