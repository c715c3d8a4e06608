// Fills a benchmark database to the size teams reach: the demo runs (real logs, real tags) copied
// in bulk inside PostgreSQL (INSERT … SELECT over generate_series: no row crosses the wire) until
// there are `runs` runs, each copy with its own figures (±20%), date (one a night, back in time),
// tags of sweeps and repeats, and `intervalsPerRun` interval rows; plus one 12-hour run at 1 s
// (43,200 intervals) for the run page.
import pg from 'pg';

export type Filled = {
  runs: number;
  intervals: number;
  tags: number;
  twelveHourRunId: number;
  sysbenchIds: number[];
  /** a run whose series (same tool, test, threads, host) has the most candidates, and how many */
  seriesRunId: number;
  seriesRuns: number;
  /** the project with the most runs, and how many (its page and its comparison are bounded) */
  biggestProject: { id: number; runs: number };
  seconds: number;
};

const COLUMNS =
  '"uploadId", ordinal, "projectId", "hostId", "serverBuildId", "configId", tool, "toolVersion", test, title, "lineStart", "lineEnd", complete, "serverVersion", command, parameters, threads, tps, qps, "eventsPerSec", "durationS", errors, reconnects, "latMinMs", "latAvgMs", "latMaxMs", "latPct", "latPctMs", "extraMetrics", sources, notes, "teamId", "createdAt", "placedAt"';

/** A made-up figure with the two decimals sysbench prints (a 15-digit float, which no log has, made the
 * pages that show them about twice the size a real team's are). */
const printed = (expression: string) => `round((${expression})::numeric, 2)::float8`;

export async function fillScale(databaseUrl: string, runs: number, intervalsPerRun: number): Promise<Filled> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const q = (sql: string, values: unknown[] = []) => client.query(sql, values);
  try {
    const templates = Number((await q('SELECT count(*) n FROM "Run"')).rows[0].n);
    const maxTemplate = Number((await q('SELECT max(id) m FROM "Run"')).rows[0].m);
    const copies = Math.ceil((runs - templates) / templates);
    // copy g of template r: ordinal shifted by g × 1000 (unique per upload), figures ×0.8…1.2, a night back per copy
    const copied = COLUMNS.replace('ordinal', 'ordinal + g * 1000')
      .replace('title', "title || ' #' || g")
      .replace(' tps,', ` ${printed('tps * (0.8 + 0.4 * random())')},`)
      .replace(' qps,', ` ${printed('qps * (0.8 + 0.4 * random())')},`)
      .replace('"eventsPerSec",', `${printed('"eventsPerSec" * (0.8 + 0.4 * random())')},`)
      .replace('"createdAt"', `now() - make_interval(days => g)`)
      // when the copy ran: its template's date (or its own added time) a night back per copy
      .replace('"placedAt"', `coalesce("placedAt", now()) - make_interval(days => g)`);
    await q(`INSERT INTO "Run" (${COLUMNS}) SELECT ${copied} FROM "Run" r, generate_series(1, $1::int) g ORDER BY g, r.id LIMIT $2::int`, [
      copies,
      runs - templates,
    ]);
    // the template's own tags, then those of sweeps and repeats: suite and arch filter ~40% of the runs.
    // Ingest gives a run its tag words as it is written (written once); this INSERT … SELECT cannot,
    // so the tags' trigger is off while they go in and the copies' words are written in one pass
    // after, then the table is compacted: the size measured is the one ingest leaves
    await q(`ALTER TABLE "RunTag" DISABLE TRIGGER run_tags_search_text_insert`);
    await q(`INSERT INTO "RunTag" ("runId", key, value)
      SELECT c.id, t.key, t.value FROM "Run" c JOIN "Run" o ON o."uploadId" = c."uploadId" AND o.ordinal = c.ordinal % 1000 AND c.ordinal >= 1000
      JOIN "RunTag" t ON t."runId" = o.id`);
    await q(
      `INSERT INTO "RunTag" ("runId", key, value)
      SELECT id, k.key, k.value FROM "Run", LATERAL (VALUES
        ('suite', CASE WHEN id % 5 < 3 THEN 'nightly' ELSE 'release' END),
        ('arch', CASE WHEN id % 10 < 7 THEN 'x86_64' ELSE 'aarch64' END),
        ('build', 'v' || (id / 300)),
        ('sweep', 'threads-' || (id % 7)),
        ('rep', (id % 5)::text)
      ) k(key, value) WHERE id > $1 ON CONFLICT DO NOTHING`,
      [maxTemplate],
    );
    await q(`ALTER TABLE "RunTag" ENABLE TRIGGER run_tags_search_text_insert`);
    await q(`UPDATE "Run" SET "uploadId" = "uploadId" WHERE id > $1`, [maxTemplate]);
    await q(`VACUUM FULL "Run"`);
    await q(
      `INSERT INTO "IntervalPoint" ("runId", idx, t, threads, tps, qps, "readsPerSec", "writesPerSec", "otherPerSec", "latencyMs", "latencyPct", "errorsPerSec", "reconnectsPerSec", line)
      SELECT r.id, i, i + 1, r.threads, ${printed('coalesce(r.tps, r."eventsPerSec", 100) * (0.9 + 0.2 * random())')}, r.qps, 100, 30, 10,
        ${printed('coalesce(r."latPctMs", 10) * (0.8 + 0.4 * random())')}, 95, 0, 0, r."lineStart" + i
      FROM "Run" r, generate_series(0, $2::int - 1) i WHERE r.id > $1`,
      [maxTemplate, intervalsPerRun],
    );
    // one run of 12 hours at 1-second intervals
    const twelve = Number(
      (await q(`SELECT id FROM "Run" WHERE id > $1 AND tool = 'sysbench' AND tps IS NOT NULL ORDER BY id LIMIT 1`, [maxTemplate])).rows[0]
        .id,
    );
    await q(`DELETE FROM "IntervalPoint" WHERE "runId" = $1`, [twelve]);
    await q(
      `INSERT INTO "IntervalPoint" ("runId", idx, t, threads, tps, qps, "latencyMs", "latencyPct", "errorsPerSec", line)
      SELECT $1, i, i + 1, 4, ${printed('300 * (0.9 + 0.2 * random()) * CASE WHEN i % 3600 = 1800 THEN 0.05 ELSE 1 END')}, 6000, ${printed('20 * (0.8 + 0.4 * random())')}, 95, 0, 13
      FROM generate_series(0, 43199) i`,
      [twelve],
    );
    // what autovacuum does to a table that has stopped growing: statistics, and the visibility map
    // that lets a count or a tag filter read an index without the rows
    await q('VACUUM ANALYZE');
    // and what a checkpoint does within minutes: the fill's ~2 GB of dirty pages written out before
    // the pages are measured, not while the first pass's uploads wait for their commits' flush
    await q('CHECKPOINT');
    const count = async (table: string) => Number((await q(`SELECT count(*) n FROM "${table}"`)).rows[0].n);
    const sysbenchIds = (
      await q(`SELECT id FROM "Run" WHERE id > $1 AND tool = 'sysbench' AND tps IS NOT NULL ORDER BY id LIMIT 8 OFFSET 1`, [maxTemplate])
    ).rows.map((r) => Number(r.id));
    const series = (
      await q(`SELECT max(id) id, count(*) n FROM "Run" WHERE tool = 'sysbench' AND tps IS NOT NULL
        GROUP BY test, threads, "hostId" ORDER BY count(*) DESC LIMIT 1`)
    ).rows[0];
    const biggest = (
      await q(`SELECT "projectId" id, count(*) n FROM "Run" WHERE "projectId" IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`)
    ).rows[0];
    return {
      biggestProject: { id: Number(biggest.id), runs: Number(biggest.n) },
      runs: await count('Run'),
      tags: await count('RunTag'),
      seriesRunId: Number(series.id),
      seriesRuns: Number(series.n),
      intervals: await count('IntervalPoint'),
      twelveHourRunId: twelve,
      sysbenchIds,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}
