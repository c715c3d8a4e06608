// A pre-release server is its own build, wherever its version is read (a sql-bench summary, a
// pgbench banner, a blog's title or prose): planned as its own build, ordered before its release.
import { describe, expect, test } from 'vitest';
import { planIngest } from '../../../lib/ingest/plan';
import { parseDocument } from '../../../lib/parsers';
import { compareVersions } from '../../../lib/series/version';
import { readFixture } from '../../support/fixtures';

describe('a pre-release server is its own build', () => {
  const summary = (version: string) =>
    `Benchmark DBD suite: 2.15\nDate of test:        2010-11-02 10:11:12\nRunning tests on:    Linux 2.6.18 x86_64\nArguments:\nComments:\nLimits from:\nServer version:      ${version}\n\nATIS: Total time: 81 wallclock secs ( 6.12 usr 19.80 sys +  0.00 cusr  0.00 csys = 25.92 CPU)\n`;
  const buildOf = (version: string) => {
    const plan = planIngest(parseDocument(summary(version), { fileName: 'RUN-mysql' }), { fileName: 'RUN-mysql' });
    expect(plan.builds).toHaveLength(1);
    return plan.builds[0];
  };

  test.each([
    ['MySQL 5.5.8-rc-log', '5.5.8-rc'],
    ['MySQL 5.3.3 MariaDB rc', '5.3.3-rc'],
    ['MySQL 5.5.8-log', '5.5.8'],
  ])('%s is stored as version %s', (text, version) => {
    expect(buildOf(text)?.version).toBe(version);
  });

  test('an rc and the release of the same numbers are two builds, the rc ordered first', () => {
    const rc = buildOf('MySQL 5.5.8-rc-log');
    const release = buildOf('MySQL 5.5.8-log');
    expect(rc?.key).not.toBe(release?.key);
    expect(compareVersions(rc?.version, release?.version)).toBeLessThan(0);
  });

  test.each([
    ['## MySQL 5.5.8-rc + tcmalloc', 'MySQL 5.5.8-rc', '5.5.8-rc'],
    ['## MySQL 5.5.8 + tcmalloc', 'MySQL 5.5.8', '5.5.8'],
    ['We ran MariaDB 5.3.2-BETA on it.', 'MariaDB 5.3.2-beta', '5.3.2-beta'],
    ['## MySQL 5.6.2-m5 vs nothing', 'MySQL 5.6.2-m5', '5.6.2-m5'],
    ['## MySQL 8.0.0-dmr, InnoDB', 'MySQL 8.0.0-dmr', '8.0.0-dmr'],
    ['## MySQL 5.5.8-m', 'MySQL 5.5.8', '5.5.8'],
  ])('a blog that names its server %j: the run measured %s', (line, serverVersion, version) => {
    const blog = readFixture('tests/fixtures/synthetic/sysbench-0.4.12.10-markdown-blog.md')
      .replace('# Benchmarking MySQL 5.6 with sysbench', '# Benchmarking with sysbench')
      .replace('2. Run it', line);
    const parsed = parseDocument(blog, { fileName: 'blog.md' });
    expect(parsed.runs.map((r) => r.serverVersion)).toEqual([serverVersion]);
    expect(planIngest(parsed, { fileName: 'blog.md' }).builds.map((b) => b.version)).toEqual([version]);
  });

  test.each([
    ['17beta1', '17beta1'],
    ['18devel', '18devel'],
    ['16.4 (Debian 16.4-1.pgdg120+1)', '16.4'],
  ])('pgbench against a PostgreSQL %s server: a build of version %s', (server, version) => {
    const text = readFixture('tests/fixtures/pgbench-15-debian/connect_C.log').replace(
      /^pgbench \(.*$/m,
      `pgbench (15.18, server ${server})`,
    );
    const plan = planIngest(parseDocument(text, { fileName: 'pg.log' }), { fileName: 'pg.log' });
    expect(plan.builds.map((b) => [b.product, b.version])).toEqual([['PostgreSQL', version]]);
  });
});

test('a run under "same server" takes the product with the version from `mysqld --version`\'s line', () => {
  // a DBA's pass (2026-12-07): it took 5.7.44 and no product ("5.7.44 + glibc" against "MySQL 5.7.44 + tcmalloc")
  const log = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_only_t4_qc-off.log');
  const text = `## Baseline\n\nmysqld  Ver 5.7.44 for Linux on x86_64 (MySQL Community Server (GPL))\n\n${log}`;
  const plan = planIngest(parseDocument(text, { fileName: 'post.md' }), { fileName: 'post.md' });
  expect(plan.builds.map((b) => [b.product, b.version])).toEqual([['MySQL', '5.7.44']]);
});
