// Secrets in the tools beside the benchmarks, their scripts and pasted listings (SHOW VARIABLES,
// HTML tables), and the shell's ways of writing one word: what redaction must mask (secret-examples.ts).
/** [input, expected] */
export const SECRETS_TOOLS_AND_LISTINGS: [string, string][] = [
  // tools whose short flag takes the password as the next word (for the mysql client `-p` then a
  // blank asks for it: UNTOUCHED), Percona Toolkit's DSNs (2026-12-05)
  ['mydumper -u root -p S3cret -B sbtest -o /backup', 'mydumper -u root -p *** -B sbtest -o /backup'],
  ["myloader -u root -p 'two words' -d /backup", 'myloader -u root -p *** -d /backup'],
  ['mydumper -u root -p S3cret -B sbtest && mysql -u root -p sbtest', 'mydumper -u root -p *** -B sbtest && mysql -u root -p sbtest'],
  ['sshpass -p S3cret ssh -p 2222 db1', 'sshpass -p *** ssh -p 2222 db1'],
  ['sshpass -pS3cret scp -p dump.sql db1:/tmp', 'sshpass -p*** scp -p dump.sql db1:/tmp'],
  ['export SSHPASS=S3cret', 'export SSHPASS=***'],
  ['redis-cli -h db1 -p 6379 -a S3cret --no-auth-warning', 'redis-cli -h db1 -p 6379 -a *** --no-auth-warning'],
  ['pt-table-checksum -u root -p S3cret --replicate percona.checksums', 'pt-table-checksum -u root -p *** --replicate percona.checksums'],
  ['pt-table-checksum h=db1,u=root,p=S3cret,D=sbtest', 'pt-table-checksum h=db1,u=root,p=***,D=sbtest'],
  ['pt-query-digest --dsn=h=db1,P=3306,u=root,p=S3cret slow.log', 'pt-query-digest --dsn=h=db1,P=3306,u=root,p=*** slow.log'],
  ['pt-archiver --source h=db1,D=sbtest,t=sbtest1,p=S3cret --purge', 'pt-archiver --source h=db1,D=sbtest,t=sbtest1,p=*** --purge'],
  ['pt-kill "h=db1,u=root,p=S3 cret" --busy-time 60', 'pt-kill "h=db1,u=root,p=***" --busy-time 60'],
  ['pt-kill h=db1,u=root,p=ab\\,cd --busy-time 60', 'pt-kill h=db1,u=root,p=*** --busy-time 60'],
  // a variable set by Windows, csh, fish, a Dockerfile, PowerShell; helm's --set (2026-12-05)
  ['setx MYSQL_PWD S3cret', 'setx MYSQL_PWD ***'],
  ['setx MYSQL_PWD "S3 cret" /M', 'setx MYSQL_PWD *** /M'],
  ['set MYSQL_PASSWORD=my secret pw', 'set MYSQL_PASSWORD=***'],
  ['set "MYSQL_PWD=S3cret" & mysql -u root', 'set "MYSQL_PWD=***" & mysql -u root'],
  ['setenv MYSQL_PWD S3cret; mysql -u root', 'setenv MYSQL_PWD ***; mysql -u root'],
  ['set -x MYSQL_PWD S3cret', 'set -x MYSQL_PWD ***'],
  ['set -gx PGPASSWORD "S3 cret"', 'set -gx PGPASSWORD ***'],
  ['ENV MYSQL_ROOT_PASSWORD my secret pw', 'ENV MYSQL_ROOT_PASSWORD ***'],
  ['ENV MYSQL_ROOT_PASSWORD=S3cret MYSQL_DATABASE=sbtest', 'ENV MYSQL_ROOT_PASSWORD=*** MYSQL_DATABASE=sbtest'],
  ['docker run -e MYSQL_ROOT_PASSWORD=S3cret -d mysql:8.4', 'docker run -e MYSQL_ROOT_PASSWORD=*** -d mysql:8.4'],
  ['$env:PGPASSWORD = "S3cret"', '$env:PGPASSWORD = ***'],
  ["$env:MYSQLPWD = 'S3cret'", '$env:MYSQLPWD = ***'],
  [
    '[Environment]::SetEnvironmentVariable("PGPASSWORD", "S3cret", "User")',
    '[Environment]::SetEnvironmentVariable("PGPASSWORD", ***, "User")',
  ],
  [
    'helm install db bitnami/mysql --set auth.rootPassword=S3cret,auth.database=sbtest',
    'helm install db bitnami/mysql --set auth.rootPassword=***,auth.database=sbtest',
  ],
  [
    'helm install db bitnami/mariadb --set-string mariadb.auth.password=S3cret',
    'helm install db bitnami/mariadb --set-string mariadb.auth.password=***',
  ],
  [
    'helm install db bitnami/mysql --set-string "auth.rootPassword=S3 cret"',
    'helm install db bitnami/mysql --set-string "auth.rootPassword=***"',
  ],
  // .pgpass: a password with a blank, an IPv6 host in brackets or with escaped colons (2026-12-05)
  ['db1:5432:sbtest:bench:S3cret with space', 'db1:5432:sbtest:bench:***'],
  ['[::1]:5432:sbtest:bench:S3cret', '[::1]:5432:sbtest:bench:***'],
  ['fe80\\:\\:1:5432:sbtest:bench:S3cret', 'fe80\\:\\:1:5432:sbtest:bench:***'],
  // a password word going on over a `\` escape or a `\` at its line's end (the shell's one word)
  ['sysbench --mysql-password=S3cr\\\net --threads=4 run', 'sysbench --mysql-password=***\\\n --threads=4 run'],
  ['pgbench --password=ab\\ cd -c 4', 'pgbench --password=*** -c 4'],
  ['export MYSQL_PWD=ab\\ cd', 'export MYSQL_PWD=***'],
  ['MYSQL_PWD=S3cr\\\net sysbench run', 'MYSQL_PWD=***\\\n sysbench run'],
  ['sysbench --mysql-password=S3cret\\\n  --threads=4 run', 'sysbench --mysql-password=***\\\n  --threads=4 run'],
  // …and glued to the mysql client's `-p` or to a tool's flag, the continuation's `\` kept where it was
  ['mysql -uroot -pab\\ cd bench', 'mysql -uroot -p*** bench'],
  ['mysql -uroot -pS3cr\\\net bench', 'mysql -uroot -p***\\\n bench'],
  ['mysql -uroot -p\\\nS3cret bench', 'mysql -uroot -p***\\\n bench'],
  ['mysql -u root -pS3cret\\\n  bench', 'mysql -u root -p***\\\n  bench'],
  ['mysqldump -uroot -pa\\ b\\ c\\\nd sbtest > dump.sql', 'mysqldump -uroot -p***\\\n sbtest > dump.sql'],
  ['MYSQL="mysql -uroot -pab\\ cd"', 'MYSQL="mysql -uroot -p***"'],
  ['$(mysql -uroot -pS3cr\\\net)', '$(mysql -uroot -p***\\\n)'],
  ['mysql -uroot -p"ab\\" cd" bench', 'mysql -uroot -p*** bench'],
  ['mydumper -u root -p ab\\ cd -B sbtest', 'mydumper -u root -p *** -B sbtest'],
  ['sshpass -pS3cr\\\net ssh db1', 'sshpass -p***\\\n ssh db1'],
  ['./run.sh -pab\\ cdef12 -t 60', './run.sh -p*** -t 60'],
  ['./run.sh -pS3cr\\\net12 -t 60', './run.sh -p***\\\n -t 60'],
  ['./run.sh -p\\\nS3cret12 -t 60', './run.sh -p***\\\n -t 60'],
  // a quoted value on the next line of a continued `-p` (the shell's `-p"S3 cret"`), its continuation after the mask (review of 40c634e)
  ['mysql -uroot -p\\\n"S3 cret" bench', 'mysql -uroot -p***\\\n bench'],
  ["mydumper -u root -p\\\n'S3 cret' -B sbtest", 'mydumper -u root -p***\\\n -B sbtest'],
  ['./run.sh -p\\\n"S3 cret12" -t 60', './run.sh -p"***"\\\n -t 60'],
  // a title or notes are redacted as typed: a `\` before CRLF continues the word, and its `\r` stays
  ['./run.sh -pS3cr\\\r\net12 -t 60', './run.sh -p***\\\r\n -t 60'],
  ['./run.sh -p\\\r\nS3cret12 -t 60', './run.sh -p***\\\r\n -t 60'],
  // SHOW VARIABLES pasted as \G or as CSV (2026-12-05)
  [
    '*************************** 1. row ***************************\nVariable_name: wsrep_sst_auth\n        Value: root:S3cret',
    '*************************** 1. row ***************************\nVariable_name: wsrep_sst_auth\n        Value: ***',
  ],
  ['VARIABLE_NAME: file_key_management_filekey\nVARIABLE_VALUE: S3cret', 'VARIABLE_NAME: file_key_management_filekey\nVARIABLE_VALUE: ***'],
  ['wsrep_sst_auth,root:S3cret', 'wsrep_sst_auth,***'],
  ['"wsrep_sst_auth","root:S3cret"', '"wsrep_sst_auth","***"'],
  // SHOW VARIABLES as HTML: mysql --html's one line, a page's source with a cell a line
  ['<TR><TD>wsrep_sst_auth</TD><TD>root:S3cret</TD></TR>', '<TR><TD>wsrep_sst_auth</TD><TD>***</TD></TR>'],
  [
    '<tr>\n  <td class="name">report_password</td>\n  <td class="value">S3cret</td>\n</tr>',
    '<tr>\n  <td class="name">report_password</td>\n  <td class="value">***</td>\n</tr>',
  ],
  ['<tr><th>file_key_management_filekey</th><td> S3cret </td></tr>', '<tr><th>file_key_management_filekey</th><td> *** </td></tr>'],
  // (a review's: a cell before the name, the value on its own line or in <code>, mixed case, a tag
  // that wraps, <wbr> in the value, mysql --html's whole table on one line)
  ['<tr><td>GLOBAL</td><td>wsrep_sst_auth</td><td>root:S3cret</td></tr>', '<tr><td>GLOBAL</td><td>wsrep_sst_auth</td><td>***</td></tr>'],
  [
    '<tr>\n  <td>wsrep_sst_auth</td>\n  <td>\n    root:S3cret\n  </td>\n</tr>',
    '<tr>\n  <td>wsrep_sst_auth</td>\n  <td>\n    ***\n  </td>\n</tr>',
  ],
  [
    '<tr><td><code>wsrep_sst_auth</code></td><td><code>root:S3cret</code></td></tr>',
    '<tr><td><code>wsrep_sst_auth</code></td><td>***</td></tr>',
  ],
  ['<Tr><Td>wsrep_sst_auth</Td><Td>root:S3cret</Td></Tr>', '<Tr><Td>wsrep_sst_auth</Td><Td>***</Td></Tr>'],
  [
    '<tr><td\nclass="n">wsrep_sst_auth</td><td\nclass="v">root:S3cret</td></tr>',
    '<tr><td\nclass="n">wsrep_sst_auth</td><td\nclass="v">***</td></tr>',
  ],
  ['<TR><TD>wsrep_sst_auth</TD><TD>root:S3<wbr>cret</TD></TR>', '<TR><TD>wsrep_sst_auth</TD><TD>***</TD></TR>'],
  [
    '<TABLE BORDER=1><TR><TH>Variable_name</TH><TH>Value</TH></TR><TR><TD>wsrep_sst_auth</TD><TD>root:S3cret</TD></TR><TR><TD>wsrep_sst_method</TD><TD>rsync</TD></TR></TABLE>',
    '<TABLE BORDER=1><TR><TH>Variable_name</TH><TH>Value</TH></TR><TR><TD>wsrep_sst_auth</TD><TD>***</TD></TR><TR><TD>wsrep_sst_method</TD><TD>rsync</TD></TR></TABLE>',
  ],
  ['<tr><td>wsrep_sst_auth</td><td>root:S3cret\n<tr><td>x</td></tr>', '<tr><td>wsrep_sst_auth</td><td>***\n<tr><td>x</td></tr>'],
  // benchmark scripts and their configs: HammerDB, XML, Perl/PHP, a hash's fat comma, echo | sudo -S,
  // a prompt answered in a pasted terminal, MongoDB's and SQL Server's clients (2026-12-05)
  ['diset connection mysql_pass S3cret', 'diset connection mysql_pass ***'],
  ['diset tpcc pg_superuserpass S3cret', 'diset tpcc pg_superuserpass ***'],
  ['diset tpcc pg_pass {two words}', 'diset tpcc pg_pass ***'],
  ['<password>S3cret</password>', '<password>***</password>'],
  ['  <mysql_pass>S3cret</mysql_pass>', '  <mysql_pass>***</mysql_pass>'],
  ['<entry key="password">S3cret</entry>', '<entry key="password">***</entry>'],
  ['<property name="db.password" value="S3cret"/>', '<property name="db.password" value="***"/>'],
  ['$dbpass = "S3cret";', '$dbpass = ***;'],
  ["$db_password='S3cret';", '$db_password=***;'],
  ["password => 'S3cret',", 'password => ***,'],
  ['\'db_pass\' => "S3cret",', "'db_pass' => ***,"],
  [':password => S3cret)', ':password => ***)'],
  ['echo S3cret | sudo -S systemctl restart mysql', 'echo *** | sudo -S systemctl restart mysql'],
  ['echo "S3 cret" | sudo -S -u postgres psql', 'echo *** | sudo -S -u postgres psql'],
  // found by an attack probe (2026-12-05): a password piped into a MySQL client's prompt, given to
  // mysqladmin's `password` command, printed by the server on initialize, written into an option
  // file by printf, a long option's unique prefix, a private key pasted with a setup
  ['echo S3cretE1 | mysql -u root -p', 'echo *** | mysql -u root -p'],
  // a here-string, a heredoc's first line and `yes` answering the prompt (an attack probe, 2026-12-07)
  ['mysql -u root -p sbtest <<< "Pw38zzA9"', 'mysql -u root -p sbtest <<< ***'],
  ["mysql -uroot -p <<< 'Pw39zzA9'", 'mysql -uroot -p <<< ***'],
  ['mysql -uroot -p <<EOF\nPw61zzA9\nEOF', 'mysql -uroot -p <<EOF\n***\nEOF'],
  ['yes Pw63zzA9 | mysql -uroot -p', 'yes *** | mysql -uroot -p'],
  ["echo 'S3 cret' | /usr/bin/mariadb -uroot -p bench", 'echo *** | /usr/bin/mariadb -uroot -p bench'],
  ["printf '%s\\n' S3cretE3 | mysqladmin -uroot -p status", "printf '%s\\n' *** | mysqladmin -uroot -p status"],
  ['mysqladmin -uroot password S3cretQ02x', 'mysqladmin -uroot password ***'],
  // what a post says was typed at the client's prompt, on the line after it (it became a run's title)
  ['$ mysql -h 127.0.0.1 -u root -p\nHunter2secret', '$ mysql -h 127.0.0.1 -u root -p\n***'],
  [
    'mysqlslap --user=root --concurrency=50 -p\n  Hunter2secret --database=sbtest',
    'mysqlslap --user=root --concurrency=50 -p\n  *** --database=sbtest',
  ],
  ['/usr/bin/mariadb -uroot --password\nS3cretQ9', '/usr/bin/mariadb -uroot --password\n***'],
  ['mysqladmin -h db1 -u root -pOld1 password N3wPw', 'mysqladmin -h db1 -u root -p*** password ***'],
  [
    '2024-01-01T00:00:00.000000Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: aB3#kL9!pQ2z',
    '2024-01-01T00:00:00.000000Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: ***',
  ],
  ["printf '[client]\\nuser=root\\npassword=S3cretF1\\n' > ~/.my.cnf", "printf '[client]\\nuser=root\\npassword=***\\n' > ~/.my.cnf"],
  ['mysql --pas=S3cretP1 -e "select 1"', 'mysql --pas=*** -e "select 1"'],
  [
    '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ==\nQyNTUxOQAAACD/x+y\n-----END OPENSSH PRIVATE KEY-----',
    '-----BEGIN OPENSSH PRIVATE KEY-----\n***\n***\n-----END OPENSSH PRIVATE KEY-----',
  ],
  ['Enter password: S3cret', 'Enter password: ***'],
  ['Password for user postgres: S3cret', 'Password for user postgres: ***'],
  ['[sudo] password for bench: S3cret', '[sudo] password for bench: ***'],
  ['mongosh -u admin -p S3cret --authenticationDatabase admin', 'mongosh -u admin -p *** --authenticationDatabase admin'],
  ['mongodump -u admin -pS3cret', 'mongodump -u admin -p***'],
  ['sqlcmd -S db1 -U sa -P S3cret -Q "select 1"', 'sqlcmd -S db1 -U sa -P *** -Q "select 1"'],
  // account:password without a scheme: Go's DSN, MySQL Shell, curl
  ['go-tpc tpcc run --dsn root:S3cr3tZq@tcp(127.0.0.1:3306)/tpcc', 'go-tpc tpcc run --dsn root:***@tcp(127.0.0.1:3306)/tpcc'],
  ['DSN="bench:p@ss:w0rd@unix(/run/mysqld/mysqld.sock)/sbtest"', 'DSN="bench:***@unix(/run/mysqld/mysqld.sock)/sbtest"'],
  ['mysqlsh root:S3cr3tZq@localhost:3306 --sql', 'mysqlsh root:***@localhost:3306 --sql'],
  ['mysqlsh --uri root:S3cr3tZq@db1:33060', 'mysqlsh --uri root:***@db1:33060'],
  ['MySQL  JS > \\connect root:S3cr3tZq@db1', 'MySQL  JS > \\connect root:***@db1'],
  ['curl -u admin:S3cr3tZq http://grafana:3000/api', 'curl -u admin:*** http://grafana:3000/api'],
  ['curl --user=admin:S3cr3tZq http://grafana:3000/api', 'curl --user=admin:*** http://grafana:3000/api'],
  // Galera's SST credentials and MariaDB's key file password, however the option is spelled
  ['mysqld --wsrep_sst_auth=root:S3cr3tZq --user=mysql', 'mysqld --wsrep_sst_auth=*** --user=mysql'],
  ['mysqld --wsrep-sst-auth=user:S3cr3tZq', 'mysqld --wsrep-sst-auth=***'],
  ['[mysqld]\nwsrep-sst-auth = user:S3cr3tZq', '[mysqld]\nwsrep-sst-auth = ***'],
  ['loose-wsrep-sst-auth = user:S3cr3tZq', 'loose-wsrep-sst-auth = ***'],
  ['file_key_management_filekey = S3cr3tZq', 'file_key_management_filekey = ***'],
  ['mariadbd --file-key-management-filekey=S3cr3tZq', 'mariadbd --file-key-management-filekey=***'],
  // the mysql client where a shell puts it: in $( ), backticks, after ; && | or a variable's =
  ['echo $(mysql -uroot -pzqpassword -e "select 1")', 'echo $(mysql -uroot -p*** -e "select 1")'],
  ['v=`mysql -uroot -pzqpassword -e "select 1"`', 'v=`mysql -uroot -p*** -e "select 1"`'],
  ['true;mysql -uroot -pzqpassword bench', 'true;mysql -uroot -p*** bench'],
  ['cd /tmp &&mysql -uroot -pzqpassword bench', 'cd /tmp &&mysql -uroot -p*** bench'],
  ['MYSQL="mysql -uroot -pzqpassword"', 'MYSQL="mysql -uroot -p***"'],
  ["alias m='mysql -uroot -pzqpassword'", "alias m='mysql -uroot -p***'"],
  [
    'mysqlbinlog -uroot -pzqpassword --read-from-remote-server binlog.000001',
    'mysqlbinlog -uroot -p*** --read-from-remote-server binlog.000001',
  ],
  ['xtrabackup --backup -uroot -pzqpassword --target-dir=/b', 'xtrabackup --backup -uroot -p*** --target-dir=/b'],
  ["SET PASSWORD FOR 'sbtest'@'%' = 'S3cr3tZq';", "SET PASSWORD FOR 'sbtest'@'%' = '***';"],
  // a probe of 2026-12-06: drivers and tools beside the benchmarks, a secret long option, a value
  // continued on the next line right after `=`
  [
    'go-tpc tpcc -H db1 -P 4000 -U root -p S3cretPw1 --warehouses 10 prepare',
    'go-tpc tpcc -H db1 -P 4000 -U root -p *** --warehouses 10 prepare',
  ],
  ['redis-benchmark -h db1 -a S3cretPw1 -c 50', 'redis-benchmark -h db1 -a *** -c 50'],
  ['cqlsh -u cassandra -p S3cretPw1 db1', 'cqlsh -u cassandra -p *** db1'],
  ['mssql-cli -S db1 -U sa -P S3cretPw1', 'mssql-cli -S db1 -U sa -P ***'],
  ['memtier_benchmark -s db1 --authenticate=S3cretPw1 --threads=4', 'memtier_benchmark -s db1 --authenticate=*** --threads=4'],
  ['kubectl --token=eyJhbGciOi.abc get pods', 'kubectl --token=*** get pods'],
  ['doctl auth init --access-token dop_v1_abc123', 'doctl auth init --access-token ***'],
  [
    'aws secretsmanager create-secret --name db --secret-string S3cretPw1',
    'aws secretsmanager create-secret --name db --secret-string ***',
  ],
  ['az storage blob upload --account-key AbC123+/xyz== -f dump.sql', 'az storage blob upload --account-key *** -f dump.sql'],
  ['xtrabackup --backup --encrypt-key=S3cretKey0123 --target-dir=/b', 'xtrabackup --backup --encrypt-key=*** --target-dir=/b'],
  ['gpg --batch --passphrase=S3cretPw1 -d backup.gpg', 'gpg --batch --passphrase=*** -d backup.gpg'],
  ['export MYSQL_PWD=\\\nS3cretPw1', 'export MYSQL_PWD=\\\n***'],
  // an HTTP header named for its token or key
  ['curl -H "X-Vault-Token: hvs.CAESIabc123" https://vault:8200/v1/x', 'curl -H "X-Vault-Token: ***" https://vault:8200/v1/x'],
  ["curl -H 'PRIVATE-TOKEN: glpat-abc' https://git/api", "curl -H 'PRIVATE-TOKEN: ***' https://git/api"],
  ["curl -H 'X-ClickHouse-Key: S3cretPw1' http://ch:8123", "curl -H 'X-ClickHouse-Key: ***' http://ch:8123"],
  // aws configure's prompts, an Azure storage connection string, openssl's pass phrase argument
  [
    'AWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nAWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCY\nDefault region name [None]: eu-west-1',
    'AWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nAWS Secret Access Key [None]: ***\nDefault region name [None]: eu-west-1',
  ],
  [
    'DefaultEndpointsProtocol=https;AccountName=bench;AccountKey=AbC123+/xyz==;EndpointSuffix=core.windows.net',
    'DefaultEndpointsProtocol=https;AccountName=bench;AccountKey=***;EndpointSuffix=core.windows.net',
  ],
  ['openssl enc -aes-256-cbc -pass pass:S3cretPw1 -in dump.sql', 'openssl enc -aes-256-cbc -pass pass:*** -in dump.sql'],
];
