// A document's runs lend one another their server version (a run under the same heading, the one
// version the prose names): never across databases. A blog post with a sysbench run on MariaDB and a
// pgbench run under one heading stored the sysbench run as PostgreSQL 15.18 (its tags and its
// history were PostgreSQL's: a walkthrough, 2026-12-05).
import { expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { readFixture } from '../../support/fixtures';

const SYSBENCH = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log').trimEnd();
const PGBENCH = readFixture('prisma/demo/mariadb-10.11/pgbench/tpcb_c4_j2_progress1.log').trimEnd();
const COMMAND =
  '$ sysbench oltp_read_write --db-driver=mysql --mysql-host=127.0.0.1 --tables=4 --table-size=10000 --threads=4 --time=15 --report-interval=1 run';

test.each([
  ['sysbench first', [COMMAND, SYSBENCH, '', PGBENCH]],
  ['pgbench first', [PGBENCH, '', COMMAND, SYSBENCH]],
])('%s: the sysbench run on MariaDB is not PostgreSQL; the pgbench run is', (_name, parts) => {
  const text = ['## Small box, one evening', '', 'The server was MariaDB 10.11 for sysbench.', '', ...parts].join('\n');
  const { runs } = parseDocument(text, { fileName: 'post.txt' });
  const sysbench = runs.find((r) => r.tool === 'sysbench');
  const pgbench = runs.find((r) => r.tool === 'pgbench');
  expect(pgbench?.serverVersion).toBe('PostgreSQL 15.18');
  expect(sysbench?.parameters.dbDriver).toBe('mysql');
  expect(sysbench?.serverVersion).toBe('MariaDB 10.11');
});

test('a run whose database nothing says still takes its neighbour’s version', () => {
  const text = ['## One box', '', PGBENCH, '', SYSBENCH].join('\n');
  const sysbench = parseDocument(text, { fileName: 'post.txt' }).runs.find((r) => r.tool === 'sysbench');
  expect(sysbench?.parameters.dbDriver).toBeUndefined();
  expect(sysbench?.serverVersion).toBe('PostgreSQL 15.18');
});

const CPU = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/cpu_t1.log').trimEnd();
const FILEIO = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/fileio_rndrw_t4.log').trimEnd();

test.each([
  ['the prose', ['The server was MariaDB 10.11.19.', '', CPU, '', FILEIO]],
  ['an OLTP run under the same heading', [COMMAND, SYSBENCH, '', CPU, '', FILEIO]],
  ['a heading', ['## MariaDB 10.11: cpu and fileio', '', CPU, '', FILEIO]],
])("sysbench's cpu and fileio tests take no server version from %s (they measure the machine alone)", (_name, parts) => {
  const text = ['## Small box, one evening', '', 'The server was MariaDB 10.11.19.', '', ...parts].join('\n');
  const { runs } = parseDocument(text, { fileName: 'post.txt' });
  expect(runs.filter((r) => r.test === 'cpu' || r.test === 'fileio').map((r) => [r.test, r.serverVersion])).toEqual([
    ['cpu', null],
    ['fileio', null],
  ]);
  // an OLTP run beside them keeps its own
  for (const r of runs.filter((r) => r.test === 'oltp_read_write')) expect(r.serverVersion).toMatch(/^MariaDB 10\.11/);
});

// a post's line above a log names the box and the tool: its "sysbench 0.4.12" became the build
// "MariaDB 0.4.12" (tags version=0.4.12), and the post's own "MariaDB 5.3" was ignored (a walkthrough, 2026-12-07)
const SYSBENCH_04 = readFixture('tests/fixtures/synthetic/sysbench-0.4-simple-skip-trx.log').trimEnd();
test.each([
  ['sysbench 0.4.12', 'First the MariaDB box with sysbench 0.4.12, 8 threads:'],
  ['sysbench v0.4.12', 'First the MariaDB box with sysbench v0.4.12, 8 threads:'],
  ['its tool’s version alone', 'First the MariaDB box, 0.4.12, 8 threads:'],
])('a heading that names the tool’s version (%s) names no server version: the prose’s is taken', (_name, heading) => {
  const text = ['My weekend test: MariaDB 5.3 vs PostgreSQL', '', heading, '', SYSBENCH_04].join('\n');
  const [run] = parseDocument(text, { fileName: 'post.txt' }).runs;
  expect(run?.toolVersion).toBe('0.4.12');
  expect(run?.serverVersion).toBe('MariaDB 5.3');
});

test('a heading naming the tool’s version and then the server’s: the server’s', () => {
  const text = ['## sysbench 0.4.12 on MariaDB 5.3.4', '', SYSBENCH_04].join('\n');
  expect(parseDocument(text, { fileName: 'post.txt' }).runs[0]?.serverVersion).toBe('MariaDB 5.3.4');
});
