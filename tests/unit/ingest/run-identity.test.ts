// An edit names its run; the server matches it against its own parse or refuses it, naming the run.
// The upload form's manifest carries only what a person changed, each with its run's identity.
import { describe, expect, test } from 'vitest';
import { uploadManifest } from '../../../components/upload/upload-manifest';
import { planIngest } from '../../../lib/ingest/plan';
import { type FileEdits, matchEdits, runIdentityOf } from '../../../lib/ingest/run-identity';
import { PARSER_VERSION } from '../../../lib/parsers';
import { parseFixture, SEED } from '../../support/fixtures';

const doc = parseFixture(SEED.qc002);
const FP = 'a'.repeat(64);
const identity = (ordinal: number) => {
  const run = doc.runs[ordinal];
  if (!run) throw new Error('no such run');
  return runIdentityOf(run, ordinal);
};
const edits = (patch: Partial<FileEdits> = {}): FileEdits => ({
  fingerprint: FP,
  parserVersion: PARSER_VERSION,
  runs: [{ run: identity(1), title: 'second' }],
  ...patch,
});

describe('matchEdits', () => {
  test('edits that fit come back by ordinal, without their identity', () => {
    expect(matchEdits('002.txt', FP, PARSER_VERSION, doc, edits())).toEqual(new Map([[1, { title: 'second' }]]));
  });

  test.each<[string, FileEdits, RegExp]>([
    [
      'another fingerprint',
      edits({ fingerprint: 'b'.repeat(64) }),
      /made for other content \(fingerprint bbbbbbbbbbbb…, this file is aaaaaaaaaaaa…\)/,
    ],
    [
      'another parser version',
      edits({ parserVersion: PARSER_VERSION + 1 }),
      /made with parser version \d+, and this server reads logs with version/,
    ],
    [
      'an ordinal past the last run',
      edits({ runs: [{ run: { ...identity(1), ordinal: 3 }, title: 'x' }] }),
      /run 4 \(ordinal 3\) names no run: the server finds 2 runs/,
    ],
    [
      'another tool',
      edits({ runs: [{ run: { ...identity(1), tool: 'pgbench' }, title: 'x' }] }),
      /run 2 \(ordinal 1\) was made for pgbench/,
    ],
    ['another test', edits({ runs: [{ run: { ...identity(1), test: 'select' }, title: 'x' }] }), /was made for sysbench select/],
    [
      'other lines (the parser cut runs differently)',
      edits({ runs: [{ run: { ...identity(0), lines: [1, 2] }, title: 'x' }] }),
      /run 1 \(ordinal 0\) was made for .*lines 1–2, but that run is .*lines \d+–\d+ on the server/,
    ],
  ])('refused, naming the file and the run: %s', (_what, sent, message) => {
    expect(() => matchEdits('002.txt', FP, PARSER_VERSION, doc, sent)).toThrow(message);
    expect(() => matchEdits('002.txt', FP, PARSER_VERSION, doc, sent)).toThrow(/^002\.txt: .*Nothing was stored/);
  });

  test('two edits for one run are refused', () => {
    const twice = edits({
      runs: [
        { run: identity(0), title: 'a' },
        { run: identity(0), title: 'b' },
      ],
    });
    expect(() => matchEdits('002.txt', FP, PARSER_VERSION, doc, twice)).toThrow(/two edits for run 1 \(ordinal 0\)/);
  });
});

describe('the upload form’s manifest', () => {
  const plan = planIngest(doc, { fileName: '002.txt' });
  const unchanged = plan.runs.map((r) => ({
    title: r.title,
    titleFollowsTags: false,
    tags: Object.entries(r.tags)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
    projectName: '',
    hostId: undefined,
    serverBuildId: undefined,
    configId: undefined,
  }));
  const file = {
    name: '002.txt',
    projectName: '',
    fingerprint: FP,
    result: doc,
    plan,
    edits: unchanged,
    shownTags: unchanged.map((u) => u.tags),
  };

  test('nothing changed: no edits, no identity (as the CLI sends it)', () => {
    expect(uploadManifest([file], undefined)).toEqual({ files: [{ name: '002.txt' }] });
  });

  test('only what changed is sent, each edit naming its run, the fingerprint and the parser version', () => {
    const changed = unchanged.map((e, i) => (i === 1 ? { ...e, title: 'QC on', hostId: null } : e));
    expect(uploadManifest([{ ...file, projectName: 'p', edits: changed }], 'team-1')).toEqual({
      team: 'team-1',
      files: [
        {
          name: '002.txt',
          projectName: 'p',
          fingerprint: FP,
          parserVersion: PARSER_VERSION,
          runs: [{ run: identity(1), title: 'QC on', hostId: null }],
        },
      ],
    });
  });
});
