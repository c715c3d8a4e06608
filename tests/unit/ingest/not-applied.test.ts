// Known content sent again: what the request asked that its stored runs do not have is said, and a
// retry of the same request (same tags, commit, project, edits) is not told anything.
import { describe, expect, test } from 'vitest';
import type { StoredRunFacts } from '../../../lib/db/uploads';
import { notAppliedTo } from '../../../lib/ingest/not-applied';

const run = (ordinal: number, extra: Partial<StoredRunFacts> = {}): StoredRunFacts => ({
  ordinal,
  tool: 'sysbench',
  title: `run ${ordinal}`,
  notes: '',
  commit: 'abc123',
  branch: 'main',
  hostId: 1,
  serverBuildId: 2,
  configId: null,
  projectName: 'nightly',
  tags: { tool: 'sysbench', version: '8.4.3', password: '***' },
  ...extra,
});
const RUNS = [run(0), run(1)];

describe('notAppliedTo', () => {
  test('a retry of the same request: nothing to say', () => {
    expect(
      notAppliedTo(RUNS, {
        tags: { version: '8.4.3', password: 'S3cret' }, // stored redacted, compared redacted
        commit: 'abc123',
        branch: 'main',
        projectName: 'nightly',
        edits: new Map([[1, { title: 'run 1', tags: { version: '8.4.3' }, hostId: 1 }]]),
      }),
    ).toEqual([]);
    expect(notAppliedTo(RUNS, {})).toEqual([]);
  });

  test.each([
    ['another tag value', { tags: { version: '9.0.0' } }, ['tags']],
    ['a tag the runs lack', { tags: { box: 'lab' } }, ['tags']],
    ['another commit and branch', { commit: 'def456', branch: 'next' }, ['commit', 'branch']],
    ['another project', { projectName: 'weekly' }, ['project']],
    ['another title for a run', { edits: new Map([[0, { title: 'renamed' }]]) }, ['edits']],
    ['another host for a run', { edits: new Map([[0, { hostId: 7 }]]) }, ['edits']],
    ['the same host, build and config for every run (CLI)', { context: { hostId: 1, serverBuildId: 2, configId: null } }, []],
    [
      'another host, build and config for every run (CLI)',
      { context: { hostId: 3, serverBuildId: 4, configId: 5 } },
      ['host', 'build', 'config'],
    ],
    // a run whose own edit chose its host is held to its edit, not to the upload's host
    [
      'a host for every run but one the edit chose',
      {
        context: { hostId: 3 },
        edits: new Map([
          [0, { hostId: 1 }],
          [1, { hostId: 1 }],
        ]),
      },
      [],
    ],
    ['an edit for a run that is not stored', { edits: new Map([[5, { title: 'run 5' }]]) }, ['edits']],
  ] as const)('%s', (_what, asked, expected) => {
    expect(notAppliedTo(RUNS, asked)).toEqual(expected);
  });

  test("a run an edit sends to its own project is not held to the file's", () => {
    const runs = [run(0), run(1, { projectName: 'special' })];
    expect(notAppliedTo(runs, { projectName: 'nightly', edits: new Map([[1, { projectName: 'special' }]]) })).toEqual([]);
    expect(notAppliedTo(runs, { projectName: 'nightly' })).toEqual(['project']);
  });

  test("a project token's project: every run is held to it, an edit's project does not count", () => {
    expect(notAppliedTo(RUNS, { projectName: 'nightly', projectLocked: true, edits: new Map([[0, { projectName: 'x' }]]) })).toEqual([]);
    expect(notAppliedTo(RUNS, { projectName: 'weekly', projectLocked: true })).toEqual(['project']);
  });

  test('what a person typed is compared as it is stored: LF line breaks, plain spaces, redacted (a retry from a form is a retry)', () => {
    const runs = [run(0, { title: 'nightly ***', notes: 'ran:\nmysql -uroot -p*** bench', projectName: 'lab --mysql-password ***' })];
    const edit = { title: 'nightly ***', notes: 'ran:\r\nmysql -uroot -pS3cret bench', projectName: 'lab\u00a0--mysql-password S3cret' };
    expect(notAppliedTo(runs, { projectName: 'lab --mysql-password S3cret', edits: new Map([[0, edit]]) })).toEqual([]);
    expect(notAppliedTo(runs, { edits: new Map([[0, { ...edit, notes: 'ran:\r\nsomething else' }]]) })).toEqual(['edits']);
    // a project a token is locked to is the database's name, compared as it is
    expect(notAppliedTo(runs, { projectName: 'lab --mysql-password ***', projectLocked: true })).toEqual([]);
  });
});

test('a pgbench run’s clients=7, stored as its threads=7: its retry is a retry (it was told "tags not applied")', () => {
  const pg = run(0, { tool: 'pgbench', tags: { tool: 'pgbench', threads: '7' } });
  expect(notAppliedTo([pg], { tags: { clients: '7' } })).toEqual([]);
  expect(notAppliedTo([pg], { tags: { clients: '8' } })).toEqual(['tags']);
});
