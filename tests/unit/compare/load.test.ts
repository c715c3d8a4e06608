// One loader for the compare page, shares and the API: a share shows exactly the runs it names
// (its link is the grant, not the reader's access), the same model the compare page builds.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadComparison, loadSharedComparison, sharedCompareState } from '../../../lib/compare/load';
import { compareStateSchema, shareStateSchema } from '../../../lib/compare/state';
import { ALL, ANONYMOUS } from '../../../lib/db/access';
import { deleteRun } from '../../../lib/db/runs';
import { ingestDocument } from '../../../lib/ingest/ingest';
import { readFixture, SEED } from '../../support/fixtures';

describe('compare loader', () => {
  let [a, b, c] = [0, 0, 0];
  beforeAll(async () => {
    // runs of no project: private, out of an anonymous reader's sight
    const { runIds } = await ingestDocument({ fileName: 'load.txt', text: readFixture(SEED.mysqlbench004) });
    [a, b, c] = runIds as [number, number, number];
  });

  test('a share builds the model the compare page builds for the same runs and settings', async () => {
    const share = shareStateSchema.parse({ runs: [b, a], baseline: a, band: 5 });
    const shared = await loadSharedComparison(share);
    const page = await loadComparison(ALL, compareStateSchema.parse({ runs: `${b},${a}`, baseline: String(a), band: '5' }));
    expect(shared.model).not.toBeNull();
    expect(shared.model).toEqual(page.model);
    expect(shared.state).toMatchObject({ runs: [b, a], baseline: a, band: 5, project: undefined });
  });

  test('the link is the grant: runs an anonymous reader may not see are shown through it, and only those it names', async () => {
    const state = { runs: [a, b], band: 3, warmup: 0, stat: 'mann-whitney' as const };
    expect((await loadComparison(ANONYMOUS, state)).model).toBeNull();
    const shared = await loadSharedComparison(state);
    expect(shared.model?.runs.map((r) => r.id)).toEqual([a, b]);
    expect(shared.model?.runs.map((r) => r.id)).not.toContain(c);
  });

  test('a share never reads a project, whatever its stored state holds', () => {
    expect(sharedCompareState(shareStateSchema.parse({ runs: [a], project: 1 })).project).toBeUndefined();
  });

  test('a run in the trash leaves the share; the others stay, the trashed one is listed as missing', async () => {
    expect(await deleteRun(c)).toBe(true);
    const shared = await loadSharedComparison({ runs: [a, c], band: 3, warmup: 0, stat: 'mann-whitney' as const });
    expect(shared.model?.runs.map((r) => r.id)).toEqual([a]);
    expect(shared.model?.missing).toEqual([c]);
    expect((await loadSharedComparison({ runs: [c], band: 3, warmup: 0, stat: 'mann-whitney' as const })).model).toBeNull();
  });
});
