import { describe, expect, test } from 'vitest';
import { redactFileName, redactText } from '../../../lib/parsers';
import { SECRETS, UNTOUCHED } from './secret-examples';

describe('redactText', () => {
  test.each(SECRETS)('%s', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  test.each(SECRETS)('is idempotent: %s', (input) => {
    const once = redactText(input);
    expect(redactText(once)).toBe(once);
  });

  test.each(UNTOUCHED)('leaves benchmark output alone: %s', (line) => {
    expect(redactText(line)).toBe(line);
  });

  test('works line by line in a document', () => {
    const doc = ['[client]', 'user = bench', 'password = s3cret', '', 'sysbench --mysql-password=x run', 'tps: 1'].join('\n');
    expect(redactText(doc)).toBe(
      ['[client]', 'user = bench', 'password = ***', '', 'sysbench --mysql-password=*** run', 'tps: 1'].join('\n'),
    );
  });

  test('a line of 8 MB (too long for the rules: V8 ran out of stack) is masked whole; the other lines are still read', () => {
    const long = `sysbench --mysql-password=${'b'.repeat(8 * 1024 * 1024)} run`;
    const doc = ['mysql -uroot -pS3cretA1 bench', long, 'export MYSQL_PWD=S3cretB2', `x${'y'.repeat(1000)}`].join('\n');
    expect(redactText(doc)).toBe(['mysql -uroot -p*** bench', '***', 'export MYSQL_PWD=***', `x${'y'.repeat(1000)}`].join('\n'));
    // and with a form's CRLF
    expect(redactText(doc.replaceAll('\n', '\r\n'))).toBe(
      ['mysql -uroot -p*** bench', '***', 'export MYSQL_PWD=***', `x${'y'.repeat(1000)}`].join('\r\n'),
    );
  });
});

describe('redactFileName', () => {
  test.each([
    ['bench-mysql-password=hunter2.log', 'bench-mysql-password=***.log'],
    ['run_pw=abc.txt', 'run_pw=***.txt'],
    ['postgres:secret@db1-pgbench.log', 'postgres:***@db1-pgbench.log'],
    ['MYSQL_PWD=x-sysbench.log', 'MYSQL_PWD=***.log'],
    ['db1_pass:abc_run1.txt', 'db1_pass:***.txt'],
    ['mysql://root:pw@db1.md', 'mysql://root:***@db1.md'],
    ['tpcc token=abc123 run.log', 'tpcc token=*** run.log'],
    ['bench api_key=abc.txt', 'bench api_key=***.txt'],
    // a password word, then what looks like one (a probe of 2026-12-04): the rest of the name
    ['password_S3cr3tZq.log', 'password_***.log'],
    ['oltp-pw-S3cr3t9_run1.log', 'oltp-pw-***.log'],
    ['secret-Zq91xx.log', 'secret-***.log'],
    ['run password%3DS3cr3t9.log', 'run password%3D***.log'],
    ['u:a@S3cr3t@db1.log', 'u:***@db1.log'],
  ])('%s', (name, expected) => {
    expect(redactFileName(name)).toBe(expected);
  });

  test.each([
    'sysbench-1.0-oltp.log',
    'pgbench_16_pass1.log',
    'password-rotation-test.txt',
    'pw_policy.log',
    'secret-sauce-run.log',
    'my.cnf',
    'passwd',
    '2024-01-01T10:00:00.log',
  ])('leaves %s alone', (name) => {
    expect(redactFileName(name)).toBe(name);
  });
});
