// Which lines can name the run that follows them: headings people write, never a program's
// diagnostic, a shell command or a line whose secret was masked.
import { describe, expect, test } from 'vitest';
import { parseDocument, redactText } from '../../../lib/parsers';
import { headingScore } from '../../../lib/parsers/titles';
import { readFixture } from '../../support/fixtures';

const score = (text: string) => headingScore(text, 1, { repeated: new Set() });

describe('headingScore', () => {
  test.each([
    '*** MySQL 5.5 with tcmalloc ***',
    '***MySQL 8.0 innodb***',
    '***** Testing with 16 threads *****',
    'Run1: error-free MySQL 8.0',
    'pg15: fatal checkpoint stalls',
    'innodb: warning-level logging on, MySQL 8.0',
    'MySQL 5.5: results',
    'Error rates: MySQL 8.0',
    'MySQL 5.1.46 vs. 5.5.20',
  ])('a heading: %s', (heading) => {
    expect(score(heading)).toBeGreaterThanOrEqual(1);
  });

  test.each([
    // a mail's attribution and headers: a reply's run was titled "On Sat, Dec 6, 2026 at 00:50, Dana wrote" (a walkthrough)
    'On Sat, Dec 6, 2026 at 00:50, Dana wrote:',
    'On 12/6/26 1:02 AM, Dana Smith (MariaDB 10.11 team) wrote:',
    '-----Original Message-----',
    'From: Dana <dana@mysql.example>',
    // (a reply's run was titled "Subject: Re: 16 threads result": a DBA's pass, 2026-12-07)
    'Subject: Re: 16 threads result',
    'pgbench: error: could not create connection for setup',
    'mysql: [Warning] Using a password on the command line interface can be insecure.',
    'psql: FATAL:  password authentication failed for user "bench" mysql',
    'sysbench: warning: MySQL 8.0 is newer',
    '$ sysbench oltp_read_only --threads=16 run',
    'export PGPASSWORD=*** # MySQL 8.0',
    "ALTER ROLE bench PASSWORD '***' -- pg15",
    'mysql -uroot -p*** innodb',
    // a password told in a sentence, masked: `Das Passwort ist *` titled a run (the heading's `**` removed)
    'Das Passwort ist ***',
    'MySQL 8.0, root password *** (changed later)',
    "the password for MariaDB 10.11 is '***'",
    'Conclusion: 291 tps is bad. Next I tried 8 threads:',
    'MySQL 5.5 was slower. With tcmalloc:',
    // a post's byline: "Posted on …" titled the run under "## Baseline: query cache OFF (…)" (a DBA's pass)
    'Posted on 2026-11-30 by a DBA',
    'Published on 2026-11-30',
  ])('never a heading: %s', (line) => {
    expect(score(line)).toBeNull();
  });
});

test('a Markdown heading heads its run however long, over a nearer label', () => {
  const doc = [
    'Query cache on MariaDB 10.11: does it still hurt?',
    '',
    'Posted on 2026-11-30 by a DBA',
    '',
    '## Baseline: query cache OFF (query_cache_type=0, query_cache_size=0)',
    '',
    readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_only_t4_qc-off.log'),
  ].join('\n');
  expect(parseDocument(doc).runs[0]?.title).toBe('Baseline: query cache OFF (query_cache_type=0, query_cache_size=0)');
});

test('a line whose password was masked never names the run below it', () => {
  const doc = [
    'Das Passwort ist zzA9-geheim7',
    '',
    readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_only_t4_qc-off.log'),
  ].join('\n');
  const redacted = redactText(doc);
  expect(redacted).not.toContain('zzA9');
  // no title from the log: the upload names it after its test, threads and file
  expect(parseDocument(redacted).runs[0]?.title ?? null).toBeNull();
});
