// The runs list's menus count the runs the filter matches, as a faceted search does: a menu whose
// value is chosen counts without its own choice (switching it shows that many), every other menu
// within the whole filter. Before, the counts were over all runs: with qc=on chosen, "5.0.77 (2)"
// led to no run at all (a DBA's pass, 2026-12-06).
import { beforeAll, describe, expect, test } from 'vitest';
import { ALL } from '../../lib/db/access';
import { FILTERED_COUNTS_MAX, listFilteredCounts } from '../../lib/db/run-facets';
import { listRuns, updateRunDetails } from '../../lib/db/runs';
import { ingestDocument } from '../../lib/ingest/ingest';
import { parseRunFilter } from '../../lib/schemas/run-filter';
import { sysbenchLog } from '../support/sysbench-log';

const SUITE = `facets-${process.pid}`;

async function store(n: number, tags: Record<string, string>): Promise<void> {
  const { runIds } = await ingestDocument({ fileName: `${SUITE}-${n}.log`, text: sysbenchLog({ intervals: 3, banner: `facet run ${n}` }) });
  await updateRunDetails(runIds[0] as number, { title: `facet run ${n}`, notes: '', tags: { suite: SUITE, box: 'a', ...tags } });
}

/** Each key a dropdown of its own (the page's menus come from tagMenus) */
const OWN = [['suite'], ['box'], ['qc'], ['version'], ['repeat']];

async function countsFor(query: Record<string, string | string[]>) {
  const filter = parseRunFilter({ tag: [`suite=${SUITE}`], ...query });
  const { total } = await listRuns(ALL, filter);
  const counts = await listFilteredCounts(ALL, filter, total, OWN);
  return { total, counts: counts?.tags, columns: counts?.columns };
}

describe('the menus count within the filter', () => {
  beforeAll(async () => {
    // qc on/off × two versions, uneven: 3 runs of 10.11 qc=on, 1 of 10.11 qc=off, 2 of 5.5 qc=off
    await store(1, { version: '10.11', qc: 'on' });
    await store(2, { version: '10.11', qc: 'on' });
    await store(3, { version: '10.11', qc: 'on' });
    await store(4, { version: '10.11', qc: 'off' });
    await store(5, { version: '5.5', qc: 'off' });
    await store(6, { version: '5.5', qc: 'off', repeat: '7' });
  });

  test('another menu counts within the filter; the chosen one counts as if it were not chosen', async () => {
    const { total, counts } = await countsFor({ tag: [`suite=${SUITE}`, 'qc=on'] });
    expect(total).toBe(3);
    // version within qc=on: only 10.11's three; 5.5 has none there
    expect(counts?.['version=10.11']).toBe(3);
    expect(counts?.['version=5.5'] ?? 0).toBe(0);
    // qc counted within the rest of the filter (the suite): choosing qc=off instead would show 3
    expect(counts?.['qc=on']).toBe(3);
    expect(counts?.['qc=off']).toBe(3);
  });

  test('two menus chosen: each counts within the other', async () => {
    const { total, counts } = await countsFor({ tag: [`suite=${SUITE}`, 'qc=off', 'version=5.5'] });
    expect(total).toBe(2);
    expect(counts?.['version=5.5']).toBe(2);
    expect(counts?.['version=10.11']).toBe(1); // qc=off and 10.11: run 4
    expect(counts?.['qc=off']).toBe(2);
    expect(counts?.['qc=on'] ?? 0).toBe(0); // qc=on and 5.5: none
  });

  test('the tool, test, host and project menus count within the filter too, the chosen one without its choice', async () => {
    const { columns } = await countsFor({ tag: [`suite=${SUITE}`, 'qc=on'] });
    expect(columns?.tool).toEqual({ sysbench: 3 });
    expect(columns?.test).toEqual({}); // these logs name no test: the Test menu has nothing of them to count
    expect(columns?.project).toEqual({}); // stored with no project: no project counts them
    // pgbench chosen: no run matches, and its menu says what choosing sysbench instead shows
    const none = await countsFor({ tag: [`suite=${SUITE}`, 'qc=on'], tool: 'pgbench' });
    expect(none.total).toBe(0);
    expect(none.columns?.tool).toEqual({ sysbench: 3 });
    expect(none.columns?.project).toEqual({});
  });

  test('a search word narrows the counts too', async () => {
    const { counts } = await countsFor({ q: '"facet run 5"' });
    expect(counts?.['version=5.5']).toBe(1);
    expect(counts?.['version=10.11'] ?? 0).toBe(0);
  });

  test('bounded: past four chosen menus, or when the runs without a choice pass the cap, a menu counts within the whole filter', async () => {
    // five chosen: the tool (a column, first), suite, box and qc count without their choice; version, the fifth, within the whole filter
    const five = await listFilteredCounts(
      ALL,
      parseRunFilter({ tool: 'sysbench', tag: [`suite=${SUITE}`, 'box=a', 'qc=off', 'version=5.5'] }),
      2,
      OWN,
    );
    const four = five?.tags;
    expect(four?.['qc=off']).toBe(2); // suite, box and 5.5: runs 5 and 6
    expect(four?.['version=5.5']).toBe(2);
    expect(four?.['version=10.11']).toBeUndefined(); // without its choice it would be run 4
    // a cap of 2 runs: qc without its choice (suite, 5.5) is 2 runs, counted; version without its
    // choice (suite, qc=off) is 3, past the cap, so it counts within the whole filter
    const capped = (await listFilteredCounts(ALL, parseRunFilter({ tag: [`suite=${SUITE}`, 'qc=off', 'version=5.5'] }), 2, OWN, 2))?.tags;
    expect(capped?.['qc=off']).toBe(2);
    expect(capped?.['version=5.5']).toBe(2);
    expect(capped?.['version=10.11']).toBeUndefined();
    // the same without the cap: version=10.11 counts run 4
    const uncapped = (await listFilteredCounts(ALL, parseRunFilter({ tag: [`suite=${SUITE}`, 'qc=off', 'version=5.5'] }), 2, OWN))?.tags;
    expect(uncapped?.['version=10.11']).toBe(1);
  });

  test('"More tags" is one menu: with qc=on chosen there, its other keys count without qc=on (choosing one replaces it)', async () => {
    const filter = parseRunFilter({ tag: [`suite=${SUITE}`, 'qc=on'] });
    const more = (await listFilteredCounts(ALL, filter, 3, [['suite'], ['version'], ['qc', 'repeat']]))?.tags;
    // choosing repeat=7 in More tags drops qc=on: run 6 alone (within the suite)
    expect(more?.['repeat=7']).toBe(1);
    expect(more?.['qc=off']).toBe(3);
    // as menus of their own, repeat=7 counts within qc=on: none
    const own = (await listFilteredCounts(ALL, filter, 3, OWN))?.tags;
    expect(own?.['repeat=7']).toBeUndefined();
    expect(own?.['qc=off']).toBe(3);
  });

  test('past the cap the counts are not read (the menus say they are over all runs)', async () => {
    const filter = parseRunFilter({ tag: [`suite=${SUITE}`] });
    expect(await listFilteredCounts(ALL, filter, FILTERED_COUNTS_MAX + 1, OWN)).toBeNull();
  });
});
