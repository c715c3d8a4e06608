// Secrets set by a tool's `config set` and passwords told in a sentence (an attack probe's two
// survivors, 2026-12-06): what redaction must mask (secret-examples.ts; what it must leave of the
// same words is in untouched-examples.ts).
/** [input, expected] */
export const SECRETS_PROSE: [string, string][] = [
  // "password" in the seeds' languages, and an input method's full-width colon and equals (a probe, 2026-12-06)
  ['密码：Zq7xWv9k', '密码：***'],
  ['密码: Zq7xWv9k', '密码: ***'],
  ['用户名：root 密码：Zq7xWv9k', '用户名：root 密码：***'],
  ['root密码为Zq7xWv9k', 'root密码为***'],
  ['数据库密码 Zq7xWv9k', '数据库密码 ***'],
  ['## 测试环境（root 密码：Zq7xWv9k）', '## 测试环境（root 密码：***）'],
  ['MySQL 5.7 测试，密码：Zq7xWv9k，然后', 'MySQL 5.7 测试，密码：***，然后'],
  ['пароль: Zq7xWv9k', 'пароль: ***'],
  // Europe's words for it, and Vietnamese (an attack probe, 2026-12-07: all kept)
  ['Passwort: Pw40zzA9', 'Passwort: ***'],
  ['Das Passwort ist Pw41zzA9', 'Das Passwort ist ***'],
  ['mot de passe : Pw42zzA9', 'mot de passe : ***'],
  ['le mot de passe est Pw43zzA9', 'le mot de passe est ***'],
  ['contraseña: Pw44zzA9', 'contraseña: ***'],
  ['senha: Pw45zzA9', 'senha: ***'],
  ['wachtwoord: Pw46zzA9', 'wachtwoord: ***'],
  ['hasło: Pw47zzA9', 'hasło: ***'],
  ['şifre: Pw48zzA9', 'şifre: ***'],
  ['mật khẩu: Pw49zzA9', 'mật khẩu: ***'],
  ['Kennwort = Pw50zzA9', 'Kennwort = ***'],
  // a container's environment in JSON (kubectl -o json, ECS), on one line or two
  ['{"name": "PGPASSWORD", "value": "Jt03zzA9"}', '{"name": "PGPASSWORD", "value": "***"}'],
  ['        "name": "MYSQL_ROOT_PASSWORD",\n        "value": "Jt01zzA9"', '        "name": "MYSQL_ROOT_PASSWORD",\n        "value": "***"'],
  // tokens by their known shape, with no key before them
  ['slack: xoxb-1234567890-0987654321-AbCdEfGhIjKlMnOp', 'slack: ***'],
  ['# sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd for the report bot', '# *** for the report bot'],
  ['git clone with ghp_abcdefghijklmnopqrstuvwxyz0123456789AB', 'git clone with ***'],
  ['Пароль Zq7xWv9k', 'Пароль ***'],
  ['パスワード：Zq7xWv9k', 'パスワード：***'],
  ['password：Zq7xWv9k', 'password：***'],
  ['PASSWORD：Zq7xWv9k', 'PASSWORD：***'],
  ['sysbench --mysql-password＝Zq7xWv9k run', 'sysbench --mysql-password＝*** run'],
  ['sysbench --mysql-password：Zq7xWv9k run', 'sysbench --mysql-password：*** run'],
  // a script's own names for a password, and a word processor's dash before -p
  ['DBPASS=Zq7xWv9k', 'DBPASS=***'],
  ['export MYSQLPASS=Zq7xWv9k', 'export MYSQLPASS=***'],
  ['rootpass: Zq7xWv9k', 'rootpass: ***'],
  ['pw=Zq7xWv9k', 'pw=***'],
  ['mysql –u root –pZq7xWv9k', 'mysql –u root –p***'],
  ['mysql —u root —pZq7xWv9k', 'mysql —u root —p***'],
  ['mysql −pZq7xWv9k', 'mysql −p***'],
  ['aws configure set aws_secret_access_key wJalrXUtnFEMI/K7MDENG', 'aws configure set aws_secret_access_key ***'],
  [
    'aws configure set default.aws_session_token "FwoGZXIv//abc" --profile bench',
    'aws configure set default.aws_session_token *** --profile bench',
  ],
  ['redis-cli CONFIG SET requirepass foobared1', 'redis-cli CONFIG SET requirepass ***'],
  ['redis-cli config set masterauth S3cret', 'redis-cli config set masterauth ***'],
  ['npm config set //registry.npmjs.org/:_authToken npm_abc123XYZ', 'npm config set //registry.npmjs.org/:_authToken ***'],
  ['yarn config set npmAuthToken abc', 'yarn config set npmAuthToken ***'],
  ['npm config set //registry.npmjs.org/:_authToken=npm_abc123XYZ', 'npm config set //registry.npmjs.org/:_authToken=***'],
  ['The password is Sup3rS3cret!', 'The password is ***'],
  ['The root password was hunter2x.', 'The root password was ***.'],
  ['The password for root is S3cr3t99, and the user is sbtest.', 'The password for root is ***, and the user is sbtest.'],
  ['we set the password to `hunter2x` first', 'we set the password to `***` first'],
  ['the key\'s passphrase is "correct horse battery"', 'the key\'s passphrase is "***"'],
  ['PASSWORD IS S3CRET99', 'PASSWORD IS ***'],
  ['connect with password S3cret99 as root', 'connect with password *** as root'],
  // a probe of this rule (2026-12-06): a colon, a Markdown key, a prompt's user or key or aside
  ['[Note] [Entrypoint]: GENERATED ROOT PASSWORD: Aeb3ahP1ohth8eez', '[Note] [Entrypoint]: GENERATED ROOT PASSWORD: ***'],
  ['MySQL root password: S3cretPw1', 'MySQL root password: ***'],
  ['**Password:** S3cretPw1', '**Password:** ***'],
  ['the default credentials (user: sbtest, password: S3cretPw1).', 'the default credentials (user: sbtest, password: ***).'],
  ['The password is: S3cretPw1', 'The password is: ***'],
  ['New password: S3cretPw1', 'New password: ***'],
  ["root@db1's password: S3cretPw1", "root@db1's password: ***"],
  ['Enter new password for user "sbtest1": S3cretPw1', 'Enter new password for user "sbtest1": ***'],
  ["Enter passphrase for key '/home/u/.ssh/id_rsa': S3cretPw1", "Enter passphrase for key '/home/u/.ssh/id_rsa': ***"],
  ['Password (again): S3cretPw1', 'Password (again): ***'],
  ['The password for the root user is S3cretPw1.', 'The password for the root user is ***.'],
  ['log in using the root password Zq9!xw_7 then', 'log in using the root password *** then'],
  // a blog engine's en dash and curly quotes (WordPress: the seeds are blog posts), code's `key: value`
  ['sysbench –mysql-password=“S3cret Pw1” run', 'sysbench –mysql-password=*** run'],
  ['./run-all-tests –server=mysql –user=root –pass=S3cretPw1', './run-all-tests –server=mysql –user=root –pass=***'],
  ["    'PASSWORD': 'S3cretPw1',", "    'PASSWORD': '***',"],
  ['cfg := mysql.Config{User: "root", Passwd: "S3cretPw1", Net: "tcp"}', 'cfg := mysql.Config{User: "root", Passwd: "***", Net: "tcp"}'],
  [
    'mysql.createPool({host: "db", user: "root", password: "S3cretPw1"});',
    'mysql.createPool({host: "db", user: "root", password: "***"});',
  ],
  // ProxySQL's admin and monitor credentials (SHOW VARIABLES boxed, its config file)
  ['| admin-admin_credentials | admin:S3cretPw2 |', '| admin-admin_credentials | *** |'],
  ['admin_credentials="admin:S3cretPw1;radmin:S3cretPw2"', 'admin_credentials=***'],
  // SQL whose password is on the next line (a statement wrapped in a post)
  ["CREATE USER 'sb'@'%' IDENTIFIED BY\n'S3cretPw1';", "CREATE USER 'sb'@'%' IDENTIFIED BY\n'***';"],
  ["ALTER USER postgres PASSWORD\n'S3cretPw1';", "ALTER USER postgres PASSWORD\n'***';"],
  // a config's line behind a prefix the parser keeps: a diff's `+`, a stamp on some lines only, Compose's name
  ['-  password: OldPw1x\n+  password: N3wPw1x', '-  password: ***\n+  password: ***'],
  ['2024-05-01T10:00:01.123Z password: S3cretPw1\nplain line', '2024-05-01T10:00:01.123Z password: ***\nplain line'],
  ['db-1  | password: S3cretPw1\nsome other line', 'db-1  | password: ***\nsome other line'],
  // a review of the rules above: a word after a label's colon need not look like a password; a
  // one-word key of a boxed table still masks; lowercase headers, en-dash options, Redis's masterauth
  ['New password: sbtestpw', 'New password: ***'],
  ['(user: sbtest, password: sbtest)', '(user: sbtest, password: ***)'],
  ['| password | sbtest |\n| token    | abcdefgh |', '| password | *** |\n| token    | *** |'],
  ['curl -H "x-vault-token: hvs.abc123" https://vault', 'curl -H "x-vault-token: ***" https://vault'],
  ['tool –token=abc123def –api-key=abc', 'tool –token=*** –api-key=***'],
  ['redis-cli CONFIG SET masterauth S3cretX', 'redis-cli CONFIG SET masterauth ***'],
  // a note's sentence goes on after the password (a DBA's pass, 2026-12-06: the rest of it was masked to the `;`)
  [
    'Ran as sbtest (password=sbtest) — QC off is the second run; see run 70 for 0.4',
    'Ran as sbtest (password=***) — QC off is the second run; see run 70 for 0.4',
  ],
  ['pgbench r+P run; password=topsecret then the read-only pass', 'pgbench r+P run; password=*** then the read-only pass'],
];
