import { describe, expect, test } from 'vitest';
import { redactText } from '../../../lib/parsers';

describe('redactText', () => {
  test.each([
    ['sysbench --mysql-user=admin --mysql-password=admin run', 'sysbench --mysql-user=admin --mysql-password=*** run'],
    ['--pgsql-password="a b c" --pgsql-db=x', '--pgsql-password=*** --pgsql-db=x'],
    ['run-all-tests --server=mysql --user=test --password=test --log', 'run-all-tests --server=mysql --user=test --password=*** --log'],
    ['./run-all-tests --pass=secret', './run-all-tests --pass=***'],
    ['mysql -uroot -psecret -e "select 1"', 'mysql -uroot -p*** -e "select 1"'],
    ['mysqladmin -u root -p status', 'mysqladmin -u root -p status'],
    ['./mysqlbench -U bench -P benchuser mysqlbench -c 10', './mysqlbench -U bench -P *** mysqlbench -c 10'],
    ['pgbench -c 4 -P 1 -T 10 bench', 'pgbench -c 4 -P 1 -T 10 bench'],
    ['PGPASSWORD=foo pgbench -c 1 bench', 'PGPASSWORD=*** pgbench -c 1 bench'],
    ['MYSQL_PWD="x y" mysql', 'MYSQL_PWD=*** mysql'],
    ['password = secret', 'password = ***'],
    ['password=secret # old one', 'password=*** # old one'],
    ['#password = secret2', '#password = ***'],
    ['repl_password=abc', 'repl_password=***'],
    ['password        =', 'password        ='],
    ['wsrep_sst_auth\troot:pw', 'wsrep_sst_auth\t***'],
    ['| wsrep_sst_auth | root:pw |', '| wsrep_sst_auth | *** |'],
    ['db.example.com:5432:bench:postgres:s3cret', 'db.example.com:5432:bench:postgres:***'],
    ['postgresql://user:pw@localhost/db', 'postgresql://user:***@localhost/db'],
    ["CREATE USER x IDENTIFIED BY 'pw';", "CREATE USER x IDENTIFIED BY '***';"],
  ])('%s', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  test.each([
    'tps = 749.042232 (without initial connection time)',
    'read/write requests:                 190019 (8162.54 per sec.)',
    'mysql: [Warning] Using a password on the command line interface can be insecure.',
    '[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00',
    'No DB drivers specified, using mysql',
  ])('leaves benchmark output alone: %s', (line) => {
    expect(redactText(line)).toBe(line);
  });
});
