// Documents made of many small structures, for timing parseDocument on a long document of one
// shape: each block is a realistic one (taken from the fixtures and the demo data), numbered so
// no two are alike, and repeated until the document reaches the size asked for.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (relative: string) => readFileSync(path.join(ROOT, relative), 'utf8').replace(/\r\n?/g, '\n');

export type Shape = { name: string; document: (size: number) => string };

/** Blocks `block(0)`, `block(1)`, … after `head`, until the text is about `size` characters long. */
function repeated(block: (i: number) => string, head = ''): (size: number) => string {
  return (size) => {
    const parts = [head];
    let length = head.length;
    for (let i = 0; length < size; i++) {
      const b = block(i);
      parts.push(b);
      length += b.length;
    }
    return parts.join('');
  };
}

const myCnf = (i: number) => `[mysqld]\ninnodb_buffer_pool_size = ${128 + i}M\nmax_connections = 200\nquery_cache_type = 0\n`;

const SYSBENCH_CPU = read('prisma/demo/mariadb-10.11/sysbench-1.x/cpu_t1.log');
const sysbenchRun = (i: number) =>
  `sysbench cpu --threads=${(i % 64) + 1} --time=10 run\n${SYSBENCH_CPU.replace('1214.24', `${1000 + i}.24`)}\n`;

const PGBENCH = read('prisma/demo/mariadb-10.11/pgbench/tpcb_c4_j2_progress1.log');
const pgbenchRun = (i: number) => `pgbench -c ${(i % 64) + 1} -j 2 -T 10 -P 1 bench\n${PGBENCH.replace('1654.397701', `${1000 + i}.5`)}\n`;

const SQL_BENCH_SUITE = read('tests/fixtures/synthetic/sql-bench-1998-layout.txt');
const SQL_BENCH_SINGLE = read('tests/fixtures/synthetic/sql-bench-test-insert.txt');
const LSCPU = read('prisma/demo/mariadb-10.11/config/hardware/lscpu.txt').split('\n').slice(0, 16).join('\n');
const MEMINFO = read('prisma/demo/mariadb-10.11/config/hardware/proc_meminfo_head.txt');
const MARKDOWN_BLOG = read('tests/fixtures/synthetic/sysbench-0.4.12.10-markdown-blog.md');
const SEED_000 = read('prisma/demo/seeds/000_a2761f948727d273.txt');
const SEED_003 = read('prisma/demo/seeds/003_c68b799d6b52a150.txt');

const matrix = (i: number) => `Comparison ${i} of MariaDB and MySQL

                   Number of threads
                     1       4       8       16      32
 sysbench test
  delete            121.52  144.77  117.70  115.15  100.48
  insert            114.89  181.50  118.06  136.00  ${100 + (i % 900)}.53
  oltp_simple       102.32  102.57   97.33   96.34   93.99
  select            102.12  102.05   96.64   97.28   93.55

insert/4 is a glitch

(MariaDB q/s / MySQL q/s * 100)

`;

const revision = (i: number) => `The MariaDB revision was:

revno: ${2821 + i}
committer: Sergei Golubchik <sergii@pisem.net>
branch nick: maria-5.1
timestamp: Tue 2010-02-23 13:04:58 +0100
message:
fix number ${i}

`;

/** The structure kinds of parseDocument, one document shape each (and the mixes real posts are). */
export const DOCUMENT_SHAPES: Shape[] = [
  { name: 'my.cnf blocks', document: repeated((i) => `Config ${i}:\n\n${myCnf(i)}\n`) },
  {
    name: 'SHOW VARIABLES dumps',
    document: repeated((i) => `Variables of server ${i}\nVariable_name\tValue\nmax_connections\t${i}\nport\t3306\n\n`),
  },
  { name: 'mysqld command lines', document: repeated((i) => `mysqld --innodb-buffer-pool-size=${i}M --port=3306\n`) },
  { name: 'result tables', document: repeated(matrix) },
  { name: 'small result tables', document: repeated((i) => `Run ${i}:\nthreads 1 2 4\nread ${i} 2 3\nwrite 4 5 6\n\n`) },
  { name: 'bzr revisions', document: repeated(revision) },
  // each line a server version of its own: the prose's one server version was found by testing every version against every other
  { name: 'prose naming many server versions', document: repeated((i) => `MySQL ${i >> 10}.${i & 1023}\n`) },
  { name: 'headings naming many server versions', document: repeated((i) => `## MariaDB 10.${i} results\n\n`) },
  { name: 'build commands', document: repeated((i) => `MariaDB ${i} was compiled with\n\nBUILD/compile-amd64-max\n\n`) },
  { name: 'sysbench runs under one heading', document: repeated(sysbenchRun, '# MySQL 5.5 results\n\n') },
  {
    name: 'short sysbench runs under one heading',
    document: repeated((i) => `sysbench 1.0.20\n[ 1s ] thds: 4 eps: ${i}.0 lat (ms,95%): 1.00\n\n`, '# MySQL 5.5 results\n\n'),
  },
  {
    name: 'sysbench runs, each with a heading',
    document: repeated((i) => `## Variant ${i}: MySQL 5.${i % 8} tcmalloc\n\n${sysbenchRun(i)}`),
  },
  { name: 'sql-bench summaries', document: repeated((i) => `Results ${i}\n\n${SQL_BENCH_SUITE}\n`) },
  { name: 'sql-bench single tests', document: repeated((i) => `${SQL_BENCH_SINGLE.replace('MySQL 5.5.22', `MySQL 5.5.${i}`)}\n`) },
  { name: 'pgbench runs', document: repeated(pgbenchRun) },
  { name: 'lscpu and meminfo dumps', document: repeated((i) => `Host ${i}\n${LSCPU}\n${MEMINFO}\n`) },
  { name: 'markdown blog post', document: repeated((i) => `${MARKDOWN_BLOG.replace('MySQL 5.6', `MySQL 5.6.${i}`)}\n`) },
  { name: 'blog post with sql-bench runs (seed 000)', document: repeated(() => `${SEED_000}\n`) },
  { name: 'blog post with a result table (seed 003)', document: repeated(() => `${SEED_003}\n\n`) },
  { name: 'a config, then a run, interleaved', document: repeated((i) => `${myCnf(i)}\n${sysbenchRun(i)}`) },
  {
    name: 'runs, then configs',
    document: (size) => {
      const half = Math.floor(size / 2);
      return repeated(sysbenchRun)(half) + repeated((i) => `Config ${i}:\n\n${myCnf(i)}\n`)(size - half);
    },
  },
  {
    // every sysbench run under the heading looked through every pgbench run's PostgreSQL version for one of its database
    name: 'pgbench runs with their version, then sysbench runs, under one heading',
    document: (size) => {
      const half = Math.floor(size / 2);
      const pg = (i: number) => `pgbench (15.18)\ntps = ${i}.5 (without initial connection time)\n\n`;
      const sb = (i: number) =>
        `sysbench oltp_read_only --db-driver=mysql run\nSQL statistics:\n  transactions: 100 (${i}.24 per sec.)\n\n`;
      return repeated(pg, '## MySQL and PostgreSQL results\n\n')(half) + repeated(sb)(size - half);
    },
  },
  {
    name: 'one command continued over many lines',
    document: repeated((i) => `  --opt-${i}=${i} \\\n`, 'sysbench oltp_read_write \\\n'),
  },
];

// ten progress lines a run: 1 MB holds fewer runs than one file may (MAX_RUNS_PER_FILE), and still
// more links than MAX_CONFIG_LINKS
const pgbenchProgress = (i: number) =>
  `${Array.from({ length: 10 }, (_, k) => `progress: ${k + 1}.0 s, ${i} tps, lat 1.0 ms stddev 1.0\n`).join('')}tps = 1.0 (without initial connection time)\n`;

/**
 * Still quadratic, in what parseDocument returns rather than in how it reads: each run lists every
 * config above it (and each config every run below it), so a document alternating configs and runs
 * has runs × configs links (10 000 pairs in 1 MB: 10^8 links). Measured, not yet tested: making it
 * linear changes what the links mean (link-configs.ts).
 */
export const LINK_HEAVY_SHAPES: Shape[] = [
  { name: 'short config, then run, interleaved', document: repeated((i) => `[mysqld]\nport = ${i}\n${pgbenchProgress(i)}`) },
  {
    name: 'short runs, then configs',
    document: (size) => {
      const half = Math.floor(size / 2);
      // postgresql.conf blocks: a pgbench run's (a [mysqld] block is none of a pgbench run's, and is linked to none)
      return repeated(pgbenchProgress)(half) + repeated((i) => `shared_buffers = ${i}MB\nwork_mem = 4MB\n\nx\n`)(size - half);
    },
  },
];

/** A my.cnf block of `keys` lines, then a run: each run's configs above it are a list of its own. */
const configThenRun = (keys: number) => (i: number) =>
  `Config ${i}:\n[mysqld]\n${Array.from({ length: keys }, (_, k) => `innodb_key_${k} = ${i}\n`).join('')}\nsysbench oltp_read_only --threads=1 run\nSQL statistics:\n    transactions:                        100 (${i}.24 per sec.)\n\n`;

/**
 * Documents whose upload plan (planIngest: a configuration merged for each list of configs, a
 * server build for each server named) could grow faster than the document: timed with the parse.
 */
export const PLAN_SHAPES: Shape[] = [
  // 440 blocks of 100 lines planned 440 configurations of up to 44,000 lines (390 MB from 1 MB): each
  // run merged every block above it, and their links were fewer than MAX_CONFIG_LINKS
  { name: 'my.cnf blocks of 300 lines alternating with runs', document: repeated(configThenRun(300)) },
  { name: 'my.cnf blocks of 5 lines alternating with runs', document: repeated(configThenRun(5)) },
  // every run a build of its own, each looked for among every build planned before it
  {
    name: 'pgbench runs, each against another server',
    document: repeated(
      (i) =>
        `pgbench (15.18, server ${(i >> 10) + 9}.${i & 1023})\nnumber of clients: 1\ntps = ${i}.042232 (without initial connection time)\n\n`,
    ),
  },
  {
    name: 'runs under one SHOW VARIABLES dump',
    document: repeated(sysbenchRun, `${Array.from({ length: 600 }, (_, k) => `| var_${k} | ${k} |`).join('\n')}\n\n`),
  },
];
