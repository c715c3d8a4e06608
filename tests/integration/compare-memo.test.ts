// A comparison read again at the same data version is the one built before (lib/compare/load.ts):
// the same model while nothing changed, the change at once after a write, and never one reader's
// comparison for another who may see less.
import { describe, expect, test } from 'vitest';
import { loadComparison } from '../../lib/compare/load';
import { parseCompareState } from '../../lib/compare/state';
import { ALL, ANONYMOUS } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { updateRunDetails } from '../../lib/db/runs';
import { ingestDocument } from '../../lib/ingest/ingest';
import { sysbenchLog } from '../support/sysbench-log';

describe('a comparison read again', () => {
  test('is the one built before until the data changes, then shows the change', async () => {
    const a = await ingestDocument({ fileName: 'memo-a.log', text: sysbenchLog({ intervals: 5, threads: 4 }) });
    const b = await ingestDocument({ fileName: 'memo-b.log', text: sysbenchLog({ intervals: 5, threads: 8 }) });
    const ids = [a.runIds[0], b.runIds[0]] as number[];
    const state = parseCompareState({ runs: ids.join(',') });

    const first = await loadComparison(ALL, state);
    expect(first.model?.runs.map((r) => r.id)).toEqual(ids);
    const again = await loadComparison(ALL, state);
    expect(again).toBe(first); // not built again

    await updateRunDetails(ids[0] as number, { title: 'renamed after the first read', notes: '', tags: {} });
    const after = await loadComparison(ALL, state);
    expect(after).not.toBe(first);
    expect(after.model?.runs.find((r) => r.id === ids[0])?.title).toBe('renamed after the first read');

    // another question is another comparison
    const other = await loadComparison(ALL, parseCompareState({ runs: ids.join(','), band: '5' }));
    expect(other).not.toBe(after);
  });

  test('one reader’s comparison is never answered to another who may see less', async () => {
    const team = await db().organization.create({ data: { id: 'memo-team', name: 'Memo', slug: 'memo-team', createdAt: new Date() } });
    const stored = await ingestDocument({
      fileName: 'memo-private.log',
      text: sysbenchLog({ intervals: 3 }),
      teamId: team.id,
      projectName: 'memo private',
    });
    const state = parseCompareState({ runs: String(stored.runIds[0]) });
    expect((await loadComparison(ALL, state)).model).not.toBeNull();
    expect((await loadComparison(ANONYMOUS, state)).model).toBeNull();
    expect((await loadComparison({ kind: 'teams', teamIds: [team.id] }, state)).model).not.toBeNull();
    expect((await loadComparison({ kind: 'teams', teamIds: ['another-team'] }, state)).model).toBeNull();
  });
});
