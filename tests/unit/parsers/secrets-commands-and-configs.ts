// Secrets in benchmark command lines, what sysbench prints of them, environment variables and
// configuration forms (my.cnf, YAML, conninfo, SQL, JSON, URLs): what redaction must mask (secret-examples.ts).
/** [input, expected] */
export const SECRETS_COMMANDS_AND_CONFIGS: [string, string][] = [
  // command-line options
  ['sysbench --mysql-user=admin --mysql-password=admin run', 'sysbench --mysql-user=admin --mysql-password=*** run'],
  ['--pgsql-password="a b c" --pgsql-db=x', '--pgsql-password=*** --pgsql-db=x'],
  ['run-all-tests --server=mysql --user=test --password=test --log', 'run-all-tests --server=mysql --user=test --password=*** --log'],
  ['./run-all-tests --pass=secret', './run-all-tests --pass=***'],
  ['mysqlslap --password secret --concurrency=8', 'mysqlslap --password *** --concurrency=8'],
  // mysql client family and mysqlbench, Windows too
  ['mysql -uroot -psecret -e "select 1"', 'mysql -uroot -p*** -e "select 1"'],
  ['mysql -h db -P 3306 -u root -pse:cret', 'mysql -h db -P 3306 -u root -p***'],
  ["mysql -uroot -p'a b c' -e 'select 1'", "mysql -uroot -p*** -e 'select 1'"],
  ['./mysqlbench -U bench -P benchuser mysqlbench -c 10', './mysqlbench -U bench -P *** mysqlbench -c 10'],
  ["./mysqlbench -U bench -P 'two words' mysqlbench -c 10", './mysqlbench -U bench -P *** mysqlbench -c 10'],
  ['mysql.exe -uroot -psecret', 'mysql.exe -uroot -p***'],
  [
    '"C:\\Program Files\\MySQL\\MySQL Server 8.0\\bin\\mysql.exe" -u root -psecret',
    '"C:\\Program Files\\MySQL\\MySQL Server 8.0\\bin\\mysql.exe" -u root -p***',
  ],
  ['mariadb.exe -u root -psecret bench', 'mariadb.exe -u root -p*** bench'],
  ['C:\\tools\\MySQLDump.EXE -uroot -pSecret bench > dump.sql', 'C:\\tools\\MySQLDump.EXE -uroot -p*** bench > dump.sql'],
  // what sysbench prints of a password: its MySQL client call with --mysql-debug=on, and the value of
  // `--mysql-password S3cret` (no `=`) as an argument it does not know
  [
    'DEBUG: mysql_real_connect(0x7ff58801b670, "localhost", "sb", "S3cretPw!", "sbtest", 0, "/run/mysqld/mysqld.sock", CLIENT_MULTI_STATEMENTS)',
    'DEBUG: mysql_real_connect(0x7ff58801b670, "localhost", "sb", "***", "sbtest", 0, "/run/mysqld/mysqld.sock", CLIENT_MULTI_STATEMENTS)',
  ],
  [
    'sysbench oltp_point_select --mysql-user sb --mysql-password S3cretPw! run\nUnrecognized command line argument: S3cretPw!',
    'sysbench oltp_point_select --mysql-user sb --mysql-password *** run\nUnrecognized command line argument: ***',
  ],
  [
    'sysbench --mysql-password hunter run\nUnrecognized command line argument: hunter',
    'sysbench --mysql-password *** run\nUnrecognized command line argument: ***',
  ],
  // sysbench does not escape a quote in the password it prints, nor a comma in the user
  [
    'DEBUG: mysql_real_connect(0x1, "localhost", "sb", "Ab"cd_Secret9", "sbtest", 0, NULL, 0)',
    'DEBUG: mysql_real_connect(0x1, "localhost", "sb", "***", "sbtest", 0, NULL, 0)',
  ],
  [
    'DEBUG: mysql_real_connect(0x1, "localhost", "s,b", "a", "b", "sbtest", 3306, "/tmp/mysql.sock", 0)',
    'DEBUG: mysql_real_connect(0x1, "localhost", "s,b", "***", "sbtest", 3306, "/tmp/mysql.sock", 0)',
  ],
  ['DEBUG: mysql_real_connect(0x1, "localhost", "sb", "cut off her', 'DEBUG: mysql_real_connect(0x1, "localhost", "sb", "***"'],
  // a command continued over lines, a set -x trace's quoting
  ['mysql -u root \\\n  -pS3cretPw! bench', 'mysql -u root \\\n  -p*** bench'],
  ['tpcc_start -h 127.0.0.1 \\\n   -d tpcc -u root -p S3cretPw! -w 10', 'tpcc_start -h 127.0.0.1 \\\n   -d tpcc -u root -p *** -w 10'],
  ["+ mysql -uroot '-pS3cret&x' bench", "+ mysql -uroot '-p***' bench"],
  ["+ mysql -uroot '-pa b&c' bench\nnext line", "+ mysql -uroot '-p***' bench\nnext line"],
  ["+ sysbench '--mysql-password=Tr0ub4 dor&3' run", "+ sysbench '--mysql-password=***' run"],
  // bash's set -x writes a ' inside a quoted word as '\'' and leaves a " as it is
  ["+ sysbench oltp_read_only '--mysql-password=it'\\''s a secret' run", "+ sysbench oltp_read_only '--mysql-password=***' run"],
  ["+ sysbench oltp_read_only '--mysql-password=a\"b cdef' run", "+ sysbench oltp_read_only '--mysql-password=***' run"],
  ["+ mysql -uroot '-pit'\\''s a secret' bench", "+ mysql -uroot '-p***' bench"],
  // continued on the next line: cmd.exe's ^, the value after a flag
  ['mysql.exe -u root ^\n  -pS3cretPw! bench', 'mysql.exe -u root ^\n  -p*** bench'],
  ['./tpcc_start -h127.0.0.1 -p \\\n    S3cretPw! -w10', './tpcc_start -h127.0.0.1 -p \\\n    *** -w10'],
  ['sysbench --mysql-password \\\n  S3cretPw! run', 'sysbench --mysql-password \\\n  *** run'],
  // after a blank first line (an empty match there once hid the line break before the command)
  ['\n./tpcc_start -h127.0.0.1 -p S3cretPw! -w10', '\n./tpcc_start -h127.0.0.1 -p *** -w10'],
  // Kubernetes env, YAML list items, docker-compose's list of assignments
  ['env:\n  - name: MYSQL_ROOT_PASSWORD\n    value: S3cretPw!', 'env:\n  - name: MYSQL_ROOT_PASSWORD\n    value: ***'],
  ['env:\n  - name: "PGPASSWORD"\n    value: "S3cret Pw"', 'env:\n  - name: "PGPASSWORD"\n    value: "***"'],
  ['users:\n  - password: S3cretPw!', 'users:\n  - password: ***'],
  ['      - MYSQL_PASSWORD=my secret pw', '      - MYSQL_PASSWORD=***'],
  ['      - "MYSQL_PASSWORD=my secret pw"', '      - "MYSQL_PASSWORD=***"'],
  ['password: |-\n  S3cretPw!\n', 'password: |-\n  ***\n'],
  // YAML: the value on the next line
  ['db:\n  password:\n    S3cretPw!\n  user: x', 'db:\n  password:\n    ***\n  user: x'],
  ['password: |\n  S3cretPw!\n', 'password: |\n  ***\n'],
  // every line of a block scalar (a blank one between), and nothing after it
  ['db:\n  password: |\n    S3cretLine1\n\n    S3cretLine2\n  user: root', 'db:\n  password: |\n    ***\n\n    ***\n  user: root'],
  ['password: >-\n  S3cret one\n  S3cret two\nnext: 1', 'password: >-\n  ***\n  ***\nnext: 1'],
  // echoes of values the client flags and the debug call masked; overlapping echoes of two secrets
  ['mysql -uroot -pS3cretPw! bench\nlogin with S3cretPw! failed', 'mysql -uroot -p*** bench\nlogin with *** failed'],
  ['{"password": "S3cretPw!"}\nlogin with S3cretPw! failed', '{"password": "***"}\nlogin with *** failed'],
  ['db:5432:bench:bench:Pg5ecret_x\nauth Pg5ecret_x refused', 'db:5432:bench:bench:***\nauth *** refused'],
  ['curl -H "X-Api-Key: k3y_12345"\nkey k3y_12345 rejected', 'curl -H "X-Api-Key: ***"\nkey *** rejected'],
  [
    './tpcc_start -h127.0.0.1 -dtpcc -uroot -pS3cretPw! -w10\nS3cretPw! was wrong',
    './tpcc_start -h127.0.0.1 -dtpcc -uroot -p*** -w10\n*** was wrong',
  ],
  ['password = ab1.ab1\nzab1.ab1.ab1 ab1.ab1', 'password = ***\nzab1.*** ***'],
  ['password = abc-12\nx_password = 12-xyz\nsee abc-12-xyz', 'password = ***\nx_password = ***\nsee ***'],
  // a password-like value is masked wherever it is printed again; a plain word only where it is a password
  ['password = Tr0ub4dor&3\nconnect as bench/Tr0ub4dor&3 failed', 'password = ***\nconnect as bench/*** failed'],
  [
    'sysbench --mysql-password=sysbench oltp_read_write run\nsysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)',
    'sysbench --mysql-password=*** oltp_read_write run\nsysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)',
  ],
  ['--mysql-password=S3cretPw! --mysql-db=S3cretPw!x', '--mysql-password=*** --mysql-db=S3cretPw!x'],
  // what follows a backslash or a closing quote in a value is the password's too
  ['sysbench --mysql-password=S3c\\ret_x run', 'sysbench --mysql-password=*** run'],
  // a `set -x` trace quotes the option as one word: the quote stays, the value goes
  [
    "+ sysbench oltp_read_write --mysql-user=sb '--mysql-password=S3cretPw!' --tables=2 run",
    "+ sysbench oltp_read_write --mysql-user=sb '--mysql-password=***' --tables=2 run",
  ],
  // environment variables, with or without export, quoted or not
  ['PGPASSWORD=foo pgbench -c 1 bench', 'PGPASSWORD=*** pgbench -c 1 bench'],
  ['MYSQL_PWD="x y" mysql', 'MYSQL_PWD=*** mysql'],
  ['export MYSQL_PASSWORD=s3cret', 'export MYSQL_PASSWORD=***'],
  ['export MYSQL_ROOT_PASSWORD="a b"', 'export MYSQL_ROOT_PASSWORD=***'],
  ['PGPASS=x psql -h db', 'PGPASS=*** psql -h db'],
  ["DB_PASS='x' ./run.sh", 'DB_PASS=*** ./run.sh'],
  ['APP_DB_PWD=x ./run.sh', 'APP_DB_PWD=*** ./run.sh'],
  ['db_password=x ./bench.sh', 'db_password=*** ./bench.sh'],
  ['docker run -e MYSQL_ROOT_PASSWORD=x -d mysql:8.4', 'docker run -e MYSQL_ROOT_PASSWORD=*** -d mysql:8.4'],
  ['set MYSQL_PWD=x', 'set MYSQL_PWD=***'],
  ['$env:MYSQL_PWD = "x"', '$env:MYSQL_PWD = ***'],
  // my.cnf, SHOW VARIABLES, YAML
  ['password = secret', 'password = ***'],
  ['password=secret # old one', 'password=*** # old one'],
  ['password = two words  # old one', 'password = ***  # old one'],
  ['#password = secret2', '#password = ***'],
  ['repl_password=abc', 'repl_password=***'],
  ['wsrep_sst_auth\troot:pw', 'wsrep_sst_auth\t***'],
  ['  password: hunter2', '  password: ***'],
  ['| wsrep_sst_auth | root:pw |', '| wsrep_sst_auth | *** |'],
  ['| report_password | a b  c |', '| report_password | *** |'],
  ['db.example.com:5432:bench:postgres:s3cret', 'db.example.com:5432:bench:postgres:***'],
  // libpq conninfo, anywhere a key=value string appears
  ['pgbench "host=db port=5432 user=bench password=s3cret dbname=x"', 'pgbench "host=db port=5432 user=bench password=*** dbname=x"'],
  ['psql "host=db password=\'a b\' dbname=x"', 'psql "host=db password=\'***\' dbname=x"'],
  ["dbname=bench password='it\\'s secret' host=db", "dbname=bench password='***' host=db"],
  [
    'connection to server failed: dbname=bench password = s3cret host=db',
    'connection to server failed: dbname=bench password = *** host=db',
  ],
  ['sslpassword=keypass sslmode=verify-full', 'sslpassword=*** sslmode=verify-full'],
  // SQL
  ["CREATE USER x IDENTIFIED BY 'pw';", "CREATE USER x IDENTIFIED BY '***';"],
  ["CREATE USER x IDENTIFIED WITH mysql_native_password BY 'pw';", "CREATE USER x IDENTIFIED WITH mysql_native_password BY '***';"],
  [
    "GRANT ALL ON *.* TO u IDENTIFIED BY PASSWORD '*2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19';",
    "GRANT ALL ON *.* TO u IDENTIFIED BY PASSWORD '***';",
  ],
  ["CREATE ROLE bench LOGIN PASSWORD 'x';", "CREATE ROLE bench LOGIN PASSWORD '***';"],
  ["ALTER USER postgres WITH PASSWORD 'x';", "ALTER USER postgres WITH PASSWORD '***';"],
  ["SET PASSWORD FOR 'u'@'%' = PASSWORD('x');", "SET PASSWORD FOR 'u'@'%' = PASSWORD('***');"],
  // JSON: password-like keys, string or number values
  ['{"user": "bench", "password": "s3cret"}', '{"user": "bench", "password": "***"}'],
  ['{"db_password":"s3cret","threads":8}', '{"db_password":"***","threads":8}'],
  ['  "passwd": 1234,', '  "passwd": "***",'],
  [
    '{"pwd": "a\\"b", "dbPassword": "c", "api_token": "t", "client_secret": "s"}',
    '{"pwd": "***", "dbPassword": "***", "api_token": "***", "client_secret": "***"}',
  ],
  // URLs with credentials
  ['postgresql://user:pw@localhost/db', 'postgresql://user:***@localhost/db'],
  ['mysql://root:pw@host/db', 'mysql://root:***@host/db'],
  ['jdbc:mysql://u:p@h:3306/d?useSSL=false', 'jdbc:mysql://u:***@h:3306/d?useSSL=false'],
  ['postgres://bench:p%40ss%2Fw@db:5432/bench', 'postgres://bench:***@db:5432/bench'],
  ['postgresql://bench:p@ss:w@db/bench', 'postgresql://bench:***@db/bench'],
  ['mysql://root:pa/ss@host/db', 'mysql://root:***@host/db'],
  ['https://user:pw@example.com/x', 'https://user:***@example.com/x'],
  ['redis://:pw@host:6379', 'redis://:***@host:6379'],
  ['postgres://admin@tenant:pw@tenant.example.com/db', 'postgres://admin@tenant:***@tenant.example.com/db'],
  ['--hosts=mysql://a:b@h1,mysql://c:d@h2', '--hosts=mysql://a:***@h1,mysql://c:***@h2'],
  // forms an attack probe found stored (2026-12-02)
  ['$ ./tpcc_load 127.0.0.1:3306 tpcc10 root "s3cret" 10', '$ ./tpcc_load 127.0.0.1:3306 tpcc10 root "***" 10'],
  ['./tpcc_start 127.0.0.1:3306 tpcc10 root \\\n  S3cretPw! 10 4 10 60', './tpcc_start 127.0.0.1:3306 tpcc10 root \\\n  *** 10 4 10 60'],
  ['./tpcc_start 127.0.0.1:3306 tpcc10 root s3cret 10 16 60 600', './tpcc_start 127.0.0.1:3306 tpcc10 root *** 10 16 60 600'],
  ['export GITHUB_TOKEN=ghp_abc123', 'export GITHUB_TOKEN=***'],
  ['export AWS_SECRET_ACCESS_KEY=abc/def+ghi', 'export AWS_SECRET_ACCESS_KEY=***'],
  ['CLIENT_SECRET=x ./bench.sh', 'CLIENT_SECRET=*** ./bench.sh'],
  ['ROOT_PW=x ./run.sh', 'ROOT_PW=*** ./run.sh'],
  ['curl -s -H "Authorization: Basic cm9vdDpzM2NyZXQ=" http://db:8080/', 'curl -s -H "Authorization: Basic ***" http://db:8080/'],
  ['Authorization: Bearer eyJhbGciOi', 'Authorization: Bearer ***'],
  ['X-Api-Key: abc123', 'X-Api-Key: ***'],
  ['mysql --host=db1 --user=root --passw=s3cret bench', 'mysql --host=db1 --user=root --passw=*** bench'],
  ['mysql --passwo s3cret bench', 'mysql --passwo *** bench'],
  ['jdbc:mysql://db1:3306/tpcc10?user=root&pwd=s3cret', 'jdbc:mysql://db1:3306/tpcc10?user=root&pwd=***'],
  ['jdbc:mysql://db1/tpcc10?user=root&passwd=s3cret', 'jdbc:mysql://db1/tpcc10?user=root&passwd=***'],
  ['Server=db1;Database=tpcc10;Uid=root;Pwd=s3cret', 'Server=db1;Database=tpcc10;Uid=root;Pwd=***'],
  ['api_key = abc123', 'api_key = ***'],
  ['secret: abc123', 'secret: ***'],
  ['{"api_key": "abc123", "threads": 8}', '{"api_key": "***", "threads": 8}'],
  // `-p` glued to a password after a program no rule knows, or alone (an attack probe, 2026-12-03)
  ['-pS3cret', '-p***'],
  ['./run.sh -pS3cret oltp', './run.sh -p*** oltp'],
  ['MYSQL_CMD="mysql -pS3cret"', 'MYSQL_CMD="mysql -p***"'],
  ["alias m='mysql -uroot -pS3cret'", "alias m='mysql -uroot -p***'"],
  ['bench.sh --host db1 -pS3cret!x -t 60', 'bench.sh --host db1 -p*** -t 60'],
  ['OPTS=-pS3cret ./bench', 'OPTS=-p*** ./bench'],
  // a shell's escapes are part of the value, a quoted one is masked whole (a reviewer, 2026-12-03)
  ['./run.sh -pab\\!cdef12 -t 60', './run.sh -p*** -t 60'],
  ['./run.sh -pS3c\\$ret12', './run.sh -p***'],
  ["./run.sh -p'S3cr3t pw' -t 60", "./run.sh -p'***' -t 60"],
  ['./run.sh -p"S3cr3t1"', './run.sh -p"***"'],
  // what a person types reaches redactText as typed, a form's CRLF and all: read as an upload's LF
  // text is, its own line breaks kept (a reviewer, 2026-12-05: each of these leaked)
  ['mysql -uroot -pS3cr\\\r\net bench', 'mysql -uroot -p***\\\r\n bench'],
  ['sysbench --mysql-password \\\r\n  S3cretPw! run', 'sysbench --mysql-password \\\r\n  *** run'],
  ['MYSQL_PWD=S3cr\\\r\net sysbench run', 'MYSQL_PWD=***\\\r\n sysbench run'],
  ['password: |\r\n  S3cretPw!\r\nnext: 1', 'password: |\r\n  ***\r\nnext: 1'],
  ['db:\r\n  password:\r\n    S3cretPw!\r\n  user: x', 'db:\r\n  password:\r\n    ***\r\n  user: x'],
  ['ran it twice\rmysql -uroot -pS3cretPw! bench\r', 'ran it twice\rmysql -uroot -p*** bench\r'],
  // a quote opened inside a word is the shell's one word (`ab"c d"` is `abc d`), for a -p, an
  // option and a variable; never closed, to its line's end; one before a blank closes a string
  // around the command, and an operator after a quoted part ends the word (a reviewer, 2026-12-05)
  ['mysql -pab"c d" bench', 'mysql -p*** bench'],
  ["mysql -p$'ab cd' bench", 'mysql -p*** bench'],
  ["mysql -uroot -pab$'c\\' d' bench", 'mysql -uroot -p*** bench'],
  ["mysqldump -uroot -p'ab c'd'e f' sbtest", 'mysqldump -uroot -p*** sbtest'],
  ['sysbench --password=ab"c d" run', 'sysbench --password=*** run'],
  ["sysbench --mysql-password=ab'c d' run", 'sysbench --mysql-password=*** run'],
  ['sysbench --pgsql-password="ab c"d"e f" run', 'sysbench --pgsql-password=*** run'],
  ["export MYSQL_PASSWORD=ab'c d'", 'export MYSQL_PASSWORD=***'],
  ["MYSQL_PWD=$'ab\\' cd' sysbench run", 'MYSQL_PWD=*** sysbench run'],
  ["mydumper -u root -p ab'c d' -B sbtest", 'mydumper -u root -p *** -B sbtest'],
  ['./run.sh -pab"c d" -t 60', './run.sh -p*** -t 60'],
  ['./run.sh -p"ab"cd12 -t 60', './run.sh -p*** -t 60'],
  ['mysql -uroot -pab"c d bench\nnext line', 'mysql -uroot -p***\nnext line'],
  ['sysbench --mysql-password=ab"c d run\nnext line', 'sysbench --mysql-password=***\nnext line'],
  ['mysql -uroot -p"ab \\\ncd" bench', 'mysql -uroot -p***\\\n bench'],
  ['ssh db1 \'mysql -uroot -pab"c d" bench\'', "ssh db1 'mysql -uroot -p*** bench'"],
  ["Here's what I ran: mysql -uroot -pab'c d' bench", "Here's what I ran: mysql -uroot -p*** bench"],
  ['MYSQL="mysql -uroot -pS3cret" && mysql -uroot -pab"c d"', 'MYSQL="mysql -uroot -p***" && mysql -uroot -p***'],
  ['sysbench --mysql-password=ab")c run', 'sysbench --mysql-password=*** run'],
  ["mysql -uroot -pab'c'; echo done", 'mysql -uroot -p***; echo done'],
  ['CMD="sysbench --mysql-password=S3cret" && X="y"', 'CMD="sysbench --mysql-password=***" && X="y"'],
  ["x=$(mysql -uroot -p'S3cret')", 'x=$(mysql -uroot -p***)'],
  // a continued line that starts with the -p; an escaped quote is the password's (a reviewer, 2026-12-05)
  ['mysql -uroot \\\n-pabc bench', 'mysql -uroot \\\n-p*** bench'],
  ['tpcc_start -h db1 \\\n-pS3cretPw -w 10', 'tpcc_start -h db1 \\\n-p*** -w 10'],
  ['mysql -pabc\\" bench', 'mysql -p*** bench'],
  ["mysql -uroot -pab\\'cd bench", 'mysql -uroot -p*** bench'],
  // Go's one-dash long options (an attack probe, 2026-12-07: stored as typed; `-password x` was read
  // as a glued `-p`, the option masked and the password kept), a token as a URL's user name, a PAT
  [
    "influx -host db1 -username admin -password Golf33secret -execute 'show databases'",
    "influx -host db1 -username admin -password *** -execute 'show databases'",
  ],
  ['./go-tpc tpcc prepare -H db1 -U root -password Hotel33secret', './go-tpc tpcc prepare -H db1 -U root -password ***'],
  ['./bench -db-password C3secretq -db-user root', './bench -db-password *** -db-user root'],
  ['./exporter -mysql.password C3secretq -web.listen-address :9104', './exporter -mysql.password *** -web.listen-address :9104'],
  ['./bench -pass C3secretq -x 1', './bench -pass *** -x 1'],
  ['git clone https://ghp_Charlie3secretTOKENxxxxxxxxxxxxxxxxx@github.com/org/bench.git', 'git clone https://***@github.com/org/bench.git'],
  ['git clone https://glpat-Ab12Cd34Ef56@gitlab.com/org/bench.git', 'git clone https://***@gitlab.com/org/bench.git'],
  ['git clone https://x-access-token:S3cret@github.com/org/b.git', 'git clone https://x-access-token:***@github.com/org/b.git'],
  ['export GITHUB_PAT=Kilo37secret', 'export GITHUB_PAT=***'],
];
