// No secret survives an upload, in any of the forms people paste; no cell of an export is a formula.
import { resultsOf, send, upload } from './http.ts';
import { sysbenchLog } from './logs.ts';
import type { ProbeResult } from './report.ts';
import type { Server } from './server.ts';

/** Each form, with a distinct secret so that a leak names its form. */
const FORMS: [string, string][] = [
  ['--mysql-password=', 'sysbench oltp_read_write --mysql-user=sb --mysql-password=S3cretOption run'],
  ['mysql -p', 'mysql -uroot -pS3cretDashP -e "select 1"'],
  ['mysql.exe -p', '"C:\\Program Files\\MySQL\\bin\\mysql.exe" -uroot -pS3cretWinExe'],
  ['my.cnf password =', 'password = S3cretMyCnf'],
  ['libpq connection string', 'pgbench -c 4 -T 60 "host=db port=5432 user=bench password=S3cretConninfo dbname=bench"'],
  ['URL with user:password@', 'pgbench postgresql://bench:S3cretUrl@db:5432/bench'],
  ['export MYSQL_PASSWORD=', 'export MYSQL_PASSWORD=S3cretExport'],
  ['PGPASS=', 'PGPASS=S3cretPgpass pgbench -c 1 bench'],
  ['MYSQL_PWD=', 'MYSQL_PWD=S3cretPwd mysql -e "select 1"'],
  ['JSON "password"', '{"host": "db", "user": "bench", "password": "S3cretJson"}'],
];
const FILE_SECRET = 'S3cretFileName';

export async function probeSecrets(server: Server): Promise<ProbeResult[]> {
  const text = `${FORMS.map(([, line]) => line).join('\n')}\n\n${sysbenchLog(3, `secrets ${server.port}`)}`;
  const name = `bench-password=${FILE_SECRET}.log`;
  const reply = await upload(server.base, [{ name, text }]);
  const stored = resultsOf(reply)[0];
  if (!stored?.ok || stored.uploadId === undefined) {
    return [
      {
        family: 'secret',
        name: 'secrets in an upload',
        sent: 'a log with every password form',
        got: `HTTP ${reply.status}: ${reply.text.slice(0, 200)}`,
        ok: false,
        failedRequests: 1,
      },
    ];
  }
  // everything a user can read back: the upload page, its runs, their exports, the uploads list
  const pages = await Promise.all([
    send(`${server.base}/uploads/${stored.uploadId}`),
    send(`${server.base}/uploads`),
    ...(stored.runIds ?? []).flatMap((id) => [send(`${server.base}/runs/${id}`), send(`${server.base}/api/runs/${id}/export?format=json`)]),
  ]);
  const everything = pages.map((p) => p.text).join('\n');
  const forms: [string, string][] = [...FORMS, ['a password in the file name', `x ${FILE_SECRET}`]];
  return forms.map(([form, line]) => {
    const secret = /S3cret\w+/.exec(line)?.[0] ?? '';
    const leaked = everything.includes(secret);
    return {
      family: 'secret' as const,
      name: `secret form: ${form}`,
      sent: line.replace(secret, `‹${secret}›`),
      got: leaked ? `"${secret}" is shown on a page or in an export` : 'not found in the upload page, run pages or JSON exports',
      ok: !leaked,
      badInputs: 1,
    };
  });
}

const SQL_BENCH_WITH_FORMULAS = `Benchmark DBD suit:  2.0
Date of test:        1998-09-02 10:11:12
Running tests on:    Linux 2.0.35 i686
Server version:      MySQL 3.22.5

ATIS: Total time: 81 secs ( 6.12 usr 19.80 sys = 25.92 cpu)

Totals per operation:
Operation             seconds     usr     sys     cpu   tests
=HYPERLINK("http://x")   2011    0.30    0.85    1.15    1992
+cmd|'/C_calc'!A0          57    6.61   43.10   49.71   10000
@SUM(1+1)                 801   13.90   23.01   36.91   50100
-2+3                      255   66.12  101.50  167.62  200000
TOTALS                   3124   86.93  168.46  255.39  262092
`;

export async function probeCsvFormulas(server: Server): Promise<ProbeResult> {
  const reply = await upload(server.base, [{ name: `formulas-${server.port}.txt`, text: SQL_BENCH_WITH_FORMULAS }]);
  const runId = resultsOf(reply)[0]?.runIds?.[0];
  if (runId === undefined) {
    return {
      family: 'bad-input',
      name: 'CSV formula injection',
      sent: 'a sql-bench summary with formula-like operation names',
      got: `not stored: HTTP ${reply.status} ${reply.text.slice(0, 160)}`,
      ok: false,
    };
  }
  const csv = await send(`${server.base}/api/runs/${runId}/export?format=csv&part=operations`);
  const cells = csv.text
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',')[1] ?? '');
  const formulas = cells.filter((c) => /^"?[=+\-@\t\r]/.test(c) && !/^-?\d/.test(c.replace(/^"/, '')));
  return {
    family: 'bad-input',
    name: 'CSV formula injection',
    sent: 'operations named =HYPERLINK(…), +cmd|…, @SUM(…), -2+3; then the operations CSV',
    got:
      formulas.length === 0 ? 'every such cell starts with a quote mark in the CSV' : `formula cells exported as is: ${formulas.join(' ')}`,
    ok: csv.status === 200 && formulas.length === 0,
    badInputs: 4,
  };
}
