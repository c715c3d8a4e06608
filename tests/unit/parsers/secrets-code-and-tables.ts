// Passwords in the code, SQL and tool output pasted beside results that the earlier rules let
// through (the last notes' "known to survive", 2026-12-06): a driver's positional argument, an
// INSERT into a table of users, a password's hash, PgBouncer's userlist, Oracle's `user/pw@db`,
// ADO.NET's `Password=a b;`, `grep -r`'s file prefix, a few tools' flags. What redaction must mask
// (secret-examples.ts; what it must leave of the same words is in untouched-examples.ts).
/** [input, expected] */
export const SECRETS_CODE_AND_TABLES: [string, string][] = [
  // a driver's password by its place among the arguments
  ['conn = pymysql.connect("localhost", "root", "S3cret", "sbtest")', 'conn = pymysql.connect("localhost", "root", "***", "sbtest")'],
  ["db = MySQLdb.connect('db1', 'root', 'S3cret', 'sbtest')", "db = MySQLdb.connect('db1', 'root', '***', 'sbtest')"],
  ['Connection c = DriverManager.getConnection(url, "root", "S3cret");', 'Connection c = DriverManager.getConnection(url, "root", "***");'],
  ['$db = new mysqli("localhost", "root", "S3cret", "sbtest");', '$db = new mysqli("localhost", "root", "***", "sbtest");'],
  ['mysqli_connect("localhost","root","S3cret","sbtest")', 'mysqli_connect("localhost","root","***","sbtest")'],
  ['mysqli_real_connect($link, "db1", "root", "S3cret", "sbtest")', 'mysqli_real_connect($link, "db1", "root", "***", "sbtest")'],
  [
    '$dbh = DBI->connect("DBI:mysql:sbtest;host=db1", "root", "S3cret", {RaiseError => 1});',
    '$dbh = DBI->connect("DBI:mysql:sbtest;host=db1", "root", "***", {RaiseError => 1});',
  ],
  ["$pdo = new PDO('mysql:host=db1;dbname=sbtest', 'root', 'S3cret');", "$pdo = new PDO('mysql:host=db1;dbname=sbtest', 'root', '***');"],
  ['con = cx_Oracle.connect("bench", "S3cret", "db1/orclpdb1")', 'con = cx_Oracle.connect("bench", "***", "db1/orclpdb1")'],
  ['ds.setPassword("S3cret");', 'ds.setPassword("***");'],
  ['m = Mysql.real_connect("db1", "root", "S3 cret", "sbtest")', 'm = Mysql.real_connect("db1", "root", "***", "sbtest")'],
  // an INSERT into a table of users (ProxySQL's), mysql.user's hash, ProxySQL's global variables
  [
    "INSERT INTO mysql_users(username,password,default_hostgroup) VALUES ('sbtest','S3cret',1);",
    "INSERT INTO mysql_users(username,password,default_hostgroup) VALUES ('sbtest','***',1);",
  ],
  [
    "insert into mysql_users (username, password) values ('sb1', 'S3cret1'), ('sb2', 'S3cret2');",
    "insert into mysql_users (username, password) values ('sb1', '***'), ('sb2', '***');",
  ],
  [
    "INSERT INTO global_variables (variable_name, variable_value) VALUES ('mysql-monitor_password', 'S3cret');",
    "INSERT INTO global_variables (variable_name, variable_value) VALUES ('mysql-monitor_password', '***');",
  ],
  [
    "UPDATE global_variables SET variable_value='S3cret' WHERE variable_name='mysql-monitor_password';",
    "UPDATE global_variables SET variable_value='***' WHERE variable_name='mysql-monitor_password';",
  ],
  // a password's hash, wherever it stands
  ['| root | localhost | *81F5E21E35407D884A6CD4A731AEBFB6AF209E1B |', '| root | localhost | *** |'],
  [
    ' sbtest  | SCRAM-SHA-256$4096:c2FsdHNhbHQ=$U3RvcmVkS2V5:U2VydmVyS2V5\n postgres | md5a3556571e93b0d20722ba62be61e8c2d',
    ' sbtest  | ***\n postgres | ***',
  ],
  // PgBouncer's userlist, in a text that names it
  [
    '# /etc/pgbouncer/userlist.txt\n"sbtest" "S3cret"\n"postgres" "md5a3556571e93b0d20722ba62be61e8c2d"',
    '# /etc/pgbouncer/userlist.txt\n"sbtest" "***"\n"postgres" "***"',
  ],
  // Oracle's user/password@database
  ['sqlplus system/S3cret@//db1:1521/ORCLPDB1', 'sqlplus system/***@//db1:1521/ORCLPDB1'],
  ['sqlplus -s scott/tiger1@orcl as sysdba', 'sqlplus -s scott/***@orcl as sysdba'],
  ['sqlldr userid=bench/S3cret control=load.ctl', 'sqlldr userid=bench/*** control=load.ctl'],
  ['rman target sys/S3cret@prod catalog rco/C4talog@rcat', 'rman target sys/***@prod catalog rco/***@rcat'],
  ['SQL> conn system/S3cret@pdb1', 'SQL> conn system/***@pdb1'],
  // ADO.NET and ODBC: a value runs to the `;`, blanks and all; the next key stays
  [
    'Server=db1;Database=sbtest;User Id=sa;Password=S3 cret;Persist Security Info=False;',
    'Server=db1;Database=sbtest;User Id=sa;Password=***;Persist Security Info=False;',
  ],
  ['DRIVER={MySQL ODBC 8.0 Driver};SERVER=db1;UID=root;PWD={S3;cret};', 'DRIVER={MySQL ODBC 8.0 Driver};SERVER=db1;UID=root;PWD=***;'],
  // a config line as `grep -r` prints it
  ['/etc/my.cnf:wsrep_sst_auth=root:S3cret', '/etc/my.cnf:wsrep_sst_auth=***'],
  ['my.cnf:12:repl_password = S3cret', 'my.cnf:12:repl_password = ***'],
  // tools' flags: Cassandra's nodetool, memtier, a registry's login (and its password on stdin)
  ['nodetool -h db1 -p 7199 -u cassandra -pw S3cret status', 'nodetool -h db1 -p 7199 -u cassandra -pw *** status'],
  ['memtier_benchmark -s db1 -a S3cret --ratio=1:10', 'memtier_benchmark -s db1 -a *** --ratio=1:10'],
  ['docker login -u admin -p S3cret registry.example.com', 'docker login -u admin -p *** registry.example.com'],
  [
    'echo S3cret | docker login -u ci --password-stdin registry.example.com',
    'echo *** | docker login -u ci --password-stdin registry.example.com',
  ],
  // a review's (2026-12-06): tuples on the next lines, two statements or calls on a line, no column list,
  // `IN (…)`, JDBC's DataSource, a heredoc's `connect … as sysdba`, expdp's escaped quotes, an indented
  // connect, MySQL 8's hash, ADO.NET's first key, printf into a login, helm's and skopeo's logins, a backup's grep line
  [
    "INSERT INTO mysql_users (username, password) VALUES\n  ('sb1', 'S3cret1'),\n  ('sb2', 'S3cret2');",
    "INSERT INTO mysql_users (username, password) VALUES\n  ('sb1', '***'),\n  ('sb2', '***');",
  ],
  [
    "mysql -e \"INSERT INTO mysql_users(username,password) VALUES('a','b1c2d3'); INSERT INTO mysql_users(username,password) VALUES('c','d2x4y5')\"",
    "mysql -e \"INSERT INTO mysql_users(username,password) VALUES('a','***'); INSERT INTO mysql_users(username,password) VALUES('c','***')\"",
  ],
  ["INSERT INTO mysql_users VALUES ('sbtest','S3cret',1,0,1);", "INSERT INTO mysql_users VALUES ('sbtest','***',1,0,1);"],
  [
    "UPDATE global_variables SET variable_value='S3cret' WHERE variable_name IN ('mysql-monitor_password');",
    "UPDATE global_variables SET variable_value='***' WHERE variable_name IN ('mysql-monitor_password');",
  ],
  ['x = connect(a); y = MySQLdb.connect("h", "u", "S3cret")', 'x = connect(a); y = MySQLdb.connect("h", "u", "***")'],
  ['ds.setPassword("a1b2c3"); ds2.setPassword("S3cret")', 'ds.setPassword("***"); ds2.setPassword("***")'],
  ['c = dataSource.getConnection("root", "S3cret");', 'c = dataSource.getConnection("root", "***");'],
  ['sqlplus -s /nolog <<EOF\nconnect sys/S3cret as sysdba\nEOF', 'sqlplus -s /nolog <<EOF\nconnect sys/*** as sysdba\nEOF'],
  ['expdp \\"sys/S3cret@db as sysdba\\" directory=x', 'expdp \\"sys/***@db as sysdba\\" directory=x'],
  ['run.sh:\n  connect system/S3cret@pdb1', 'run.sh:\n  connect system/***@pdb1'],
  ['con = cx_Oracle.connect("scott/tiger1@orcl")', 'con = cx_Oracle.connect("scott/***@orcl")'],
  ['| sbtest | $A$005$k7Q%1hZ2abcdefgh/ijklmnopqrstuvwxyz0123456789ABC |', '| sbtest | *** |'],
  ['Password=S3 cret;Server=db1', 'Password=***;Server=db1'],
  ['printf %s S3cret1 | docker login -u ci --password-stdin reg', 'printf %s *** | docker login -u ci --password-stdin reg'],
  ['helm registry login reg -u ci -p S3cret', 'helm registry login reg -u ci -p ***'],
  ['skopeo login -u ci -p S3cret quay.io', 'skopeo login -u ci -p *** quay.io'],
  ['my.cnf.bak:wsrep_sst_auth=sst:S3cret', 'my.cnf.bak:wsrep_sst_auth=***'],
  // a driver's call over lines
  [
    'conn = MySQLdb.connect(\n    "db1", "root", "S3cret",\n    "sbtest")',
    'conn = MySQLdb.connect(\n    "db1", "root", "***",\n    "sbtest")',
  ],
];
