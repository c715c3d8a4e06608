// "What differs" between a run with a short my.cnf and one with a my.cnf plus SHOW VARIABLES: the
// entries a listing of variables gave are stored as listed, and a variable only a listing names is
// not a difference against the config that does not mention it (lib/compare/differences.ts).
import { describe, expect, test } from 'vitest';
import { loadComparison } from '../../lib/compare/load';
import { parseCompareState } from '../../lib/compare/state';
import { ALL } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { readFixture } from '../support/fixtures';
import { sysbenchLog } from '../support/sysbench-log';

const SHORT_CNF = '[mysqld]\nquery_cache_type = OFF\nmax_connections = 500\n';
const LISTING = readFixture('tests/fixtures/synthetic/show-variables-boxed.txt');

async function runWith(name: string, config: string): Promise<number> {
  const { runIds } = await ingestDocument({ fileName: `${name}.log`, text: `${config}\n\n${sysbenchLog({ intervals: 5, banner: name })}` });
  expect(runIds).toHaveLength(1);
  return runIds[0] ?? 0;
}

describe('configuration entries from a listing of variables', () => {
  test('are stored as listed; the option file’s are not', async () => {
    const id = await runWith('listed', `${SHORT_CNF}\n${LISTING}`);
    const run = await db().run.findUniqueOrThrow({ where: { id }, select: { config: { select: { entries: true } } } });
    const byKey = Object.fromEntries((run.config?.entries ?? []).map((e) => [`${e.section}/${e.key}`, e.listed]));
    expect(byKey['mysqld/max_connections']).toBe(false);
    expect(byKey['mysqld/query_cache_type']).toBe(false);
    expect(byKey['/innodb_buffer_pool_size']).toBe(true);
    expect(byKey['/version']).toBe(true);
  });

  test('only what an option file sets, or two values that disagree, differ', async () => {
    const short = await runWith('short', `[mysqld]\nquery_cache_type = 0\nmax_connections = 1000\nskip-name-resolve\n`);
    const full = await runWith('full', `${SHORT_CNF}\n${LISTING}`);
    const { model } = await loadComparison(ALL, parseCompareState({ runs: `${short},${full}` }));
    const config = model?.differences.config ?? [];
    // max_connections: set in both, 1000 vs 500; skip_name_resolve: set in one, not in the other.
    // query_cache_type 0 vs OFF vs ON (the listing, later, wins): set in both, and ON ≠ 0.
    // innodb_buffer_pool_size, query_cache_size, version…: only the listing names them: not differences
    expect(config.map((r) => r.key).sort()).toEqual(['max_connections', 'query_cache_type', 'skip_name_resolve']);
    expect(config.find((r) => r.key === 'skip_name_resolve')?.values[1]).toBeNull();
  });
});
