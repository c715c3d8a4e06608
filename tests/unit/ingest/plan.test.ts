// The ingest plan decides, once, what every run gets (the table at the top of lib/ingest/plan.ts):
// what the log says, what the upload asked, what a person chose, what a re-parse finds stored.
// No database: plain FileResults in, the plan out.
import { describe, expect, test } from 'vitest';
import { type PlanInput, planIngest } from '../../../lib/ingest/plan';
import { effectiveConfig } from '../../../lib/ingest/plan-facts';
import type { FileResult, ParsedConfig, ParsedRun } from '../../../lib/parsers/types';
import { parseFixture, SEED } from '../../support/fixtures';
import { CONFIG, document, edit, one, run, STORED } from './plan-fixtures';

describe('title', () => {
  test.each<[string, ParsedRun, Omit<PlanInput, 'fileName'>, string]>([
    ['the log’s', run(), {}, 'MySQL 8.0.36 jemalloc'],
    ['a fallback when the log names none', run({ title: null }), {}, 'oltp_read_write · 16 threads (a.log)'],
    [
      'a fallback in the tool’s own word, singular for one',
      run({ title: null, tool: 'pgbench', test: 'tpcb', parameters: { threads: 1 } }),
      {},
      'tpcb · 1 client (a.log)',
    ],
    [
      'a fallback names the concurrency the run is stored with (a person’s over the log’s)',
      run({ title: null }),
      { overrides: edit({ tags: { threads: '8' } }) },
      'oltp_read_write · 8 threads (a.log)',
    ],
    [
      '…and a test given where the log printed none',
      run({ title: null, test: null }),
      { extraTags: { test: 'oltp_point_select' } },
      'oltp_point_select · 16 threads (a.log)',
    ],
    [
      '…but not a concurrency every run was tagged with over the log’s',
      run({ title: null }),
      { extraTags: { threads: '64' } },
      'oltp_read_write · 16 threads (a.log)',
    ],
    ['the person’s edit, trimmed', run(), { overrides: edit({ title: '  mine  ' }) }, 'mine'],
    ['the log’s when the edit is blank', run(), { overrides: edit({ title: '   ' }) }, 'MySQL 8.0.36 jemalloc'],
    ['what is stored, over an edit', run(), { overrides: edit({ title: 'mine' }), stored: new Map([[0, STORED]]) }, 'stored title'],
    ['at most 300 characters', run({ title: 'x'.repeat(400) }), {}, 'x'.repeat(300)],
  ])('%s', (_what, parsed, input, title) => {
    expect(one(document([parsed]), input).run.title).toBe(title);
  });
});

describe('tags and notes', () => {
  const derived = { tool: 'sysbench', test: 'oltp_read_write', threads: '16', product: 'mysql', version: '8.0.36', allocator: 'jemalloc' };
  test.each<[string, Omit<PlanInput, 'fileName'>, Record<string, string>]>([
    ['derived from the log', {}, derived],
    ['the edit replaces what was derived', { overrides: edit({ tags: { mine: '1' } }) }, { mine: '1' }],
    [
      'the upload’s tags go on top of derived ones',
      { extraTags: { version: '9.9', ci: 'yes' } },
      { ...derived, version: '9.9', ci: 'yes' },
    ],
    [
      '…and on top of edited ones',
      { overrides: edit({ tags: { ci: 'no', mine: '1' } }), extraTags: { ci: 'yes' } },
      { ci: 'yes', mine: '1' },
    ],
    ['what is stored, as is', { extraTags: { ci: 'yes' }, stored: new Map([[0, STORED]]) }, { kept: 'yes' }],
  ])('tags: %s', (_what, input, tags) => {
    expect(one(document([run()]), input).run.tags).toEqual(tags);
  });

  test.each<[string, Omit<PlanInput, 'fileName'>, string]>([
    ['none', {}, ''],
    ['the loader’s note for the ordinal', { notes: ['variant A'] }, 'variant A'],
    ['the edit over the note', { notes: ['variant A'], overrides: edit({ notes: 'mine' }) }, 'mine'],
    ['what is stored', { notes: ['variant A'], stored: new Map([[0, STORED]]) }, 'stored notes'],
  ])('notes: %s', (_what, input, notes) => {
    expect(one(document([run()]), input).run.notes).toBe(notes);
  });
});

describe('host, build, config', () => {
  const doc = document([run({ configs: [0] })], { configs: [CONFIG] });
  test.each<[string, Omit<PlanInput, 'fileName'>, unknown, unknown, unknown]>([
    ['what the log says', {}, 'document', { planned: 0 }, { planned: 0 }],
    ['chosen ones', { overrides: edit({ hostId: 5, serverBuildId: 6, configId: 7 }) }, { id: 5 }, { id: 6 }, { id: 7 }],
    ['none chosen', { overrides: edit({ hostId: null, serverBuildId: null, configId: null }) }, null, null, null],
    ['what is stored (a build of none stays none)', { stored: new Map([[0, STORED]]) }, { id: 7 }, null, { id: 9 }],
    // the CLI's --host, --build, --config: over the log, under a person's edit of the run
    ['the upload’s (CLI) context', { context: { hostId: 1, serverBuildId: 2, configId: 3 } }, { id: 1 }, { id: 2 }, { id: 3 }],
    [
      'a run’s edit over the upload’s context, key by key',
      { context: { hostId: 1, serverBuildId: 2, configId: 3 }, overrides: edit({ hostId: 5, configId: null }) },
      { id: 5 },
      { id: 2 },
      null,
    ],
    ['what is stored over the upload’s context', { context: { hostId: 1 }, stored: new Map([[0, STORED]]) }, { id: 7 }, null, { id: 9 }],
  ])('%s', (_what, input, host, build, config) => {
    const planned = one(doc, input).run;
    expect([planned.host, planned.build, planned.config]).toEqual([host, build, config]);
    // what the log says stays visible to the upload form, whatever was chosen
    expect(planned.detected).toEqual({ buildIndex: 0, configIndex: 0 });
  });

  test('a run with no config and no server facts has neither', () => {
    const planned = one(document([run({ title: null, serverVersion: null })])).run;
    expect([planned.build, planned.config]).toEqual([null, null]);
  });

  test.each<[string, FileResult, Omit<PlanInput, 'fileName'>, boolean]>([
    ['kept when a run keeps it', document([run(), run()]), { overrides: edit({ hostId: 5 }) }, true],
    ['dropped when every run was given another', document([run()]), { overrides: edit({ hostId: 5 }) }, false],
    ['dropped when every run is stored (re-parse)', document([run()]), { stored: new Map([[0, STORED]]) }, false],
    ['kept by a document without runs', document([]), {}, true],
  ])('the document’s host: %s', (_what, doc, input, kept) => {
    expect(planIngest(doc, { fileName: 'a.log', ...input }).host !== null).toBe(kept);
  });

  test('a run keeps no host when the document describes none', () => {
    expect(one(document([run()], { hosts: [] })).run.host).toBeNull();
  });

  test('two runs of the same server share one planned build; configs are de-duplicated', () => {
    const plan = planIngest(document([run({ configs: [0] }), run({ configs: [0] })], { configs: [CONFIG] }), { fileName: 'a.log' });
    expect(plan.builds).toHaveLength(1);
    expect(plan.configs).toHaveLength(1);
    expect(plan.runs.map((r) => [r.build, r.config])).toEqual([
      [{ planned: 0 }, { planned: 0 }],
      [{ planned: 0 }, { planned: 0 }],
    ]);
  });
});

describe('project and revision', () => {
  test.each<[string, Omit<PlanInput, 'fileName'>, unknown, unknown]>([
    ['none', {}, null, null],
    ['the upload’s', { project: { name: 'file' } }, { name: 'file' }, { name: 'file' }],
    [
      'the edit’s own, for that run only',
      { project: { name: 'file' }, overrides: edit({ projectName: ' own ' }) },
      { name: 'own' },
      { name: 'file' },
    ],
    [
      'a locked project (a project token’s) over the edit',
      { project: { name: 'nightly' }, projectLocked: true, overrides: edit({ projectName: 'escape' }) },
      { name: 'nightly' },
      { name: 'nightly' },
    ],
    ['what is stored', { project: { id: 1 }, stored: new Map([[0, STORED]]) }, { id: 3 }, { id: 1 }],
  ])('%s', (_what, input, runProject, uploadProject) => {
    const { plan, run: planned } = one(document([run()]), input);
    expect(planned.project).toEqual(runProject);
    expect(plan.project).toEqual(uploadProject);
  });

  test.each<[string, Omit<PlanInput, 'fileName'>, unknown]>([
    ['none', {}, { commit: null, branch: null }],
    ['the upload’s', { revision: { commit: 'abc', branch: 'dev' } }, { commit: 'abc', branch: 'dev' }],
    ['what is stored', { revision: { commit: 'abc', branch: 'dev' }, stored: new Map([[0, STORED]]) }, { commit: 'old', branch: 'main' }],
  ])('revision: %s', (_what, input, revision) => {
    expect(one(document([run()]), input).run.revision).toEqual(revision);
  });
});

describe('re-parse and upload plan alike', () => {
  test('a run a re-parse finds anew is planned exactly as an upload plans it', () => {
    const doc = parseFixture(SEED.blog000);
    const input = { fileName: '000.txt', project: { id: 4 }, revision: { commit: 'abc', branch: 'main' } };
    const upload = planIngest(doc, input);
    const stored = new Map(upload.runs.filter((r) => r.ordinal !== 2).map((r) => [r.ordinal, { ...STORED, title: r.title }]));
    const reparse = planIngest(doc, { ...input, stored });
    expect(reparse.runs[2]).toEqual(upload.runs[2]);
    expect(reparse.runs[0]).toMatchObject({ title: upload.runs[0]?.title, host: { id: 7 }, project: { id: 3 } });
  });

  test('the same input, the same plan', () => {
    const doc = parseFixture(SEED.blog000);
    expect(planIngest(doc, { fileName: '000.txt' })).toEqual(planIngest(doc, { fileName: '000.txt' }));
  });
});

describe('config entries: listed or set', () => {
  const layer = (kind: ParsedConfig['kind'], items: [string, string, string][]): ParsedConfig => ({
    kind,
    lines: [1, items.length],
    title: null,
    entries: Object.fromEntries(items.map(([, key, value]) => [key, value])),
    items: items.map(([section, key, value], i) => ({ section, key, value, line: i + 1, bytes: null })),
    text: items.map(([, k, v]) => `${k}=${v}`).join('\n'),
    runs: [],
  });
  const listedOf = (layers: ParsedConfig[]) =>
    Object.fromEntries(effectiveConfig(layers, 'x.log').items.map((i) => [`${i.section}/${i.key}`, i.listed]));

  test('a listing’s entries are listed, an option file’s are not, whichever comes first', () => {
    const listing = layer('variables', [
      ['', 'max_connections', '151'],
      ['', 'autocommit', 'ON'],
    ]);
    const sectionless = layer('my.cnf', [['', 'max_connections', '500']]);
    // the option file after the listing: its value wins, and the key is set
    expect(listedOf([listing, sectionless])).toEqual({ '/max_connections': false, '/autocommit': true });
    // the listing after the option file: the listing's value wins, the key is still one the file sets
    expect(listedOf([sectionless, listing])).toEqual({ '/max_connections': false, '/autocommit': true });
    // a command line's options are set too
    expect(listedOf([layer('options', [['', 'datadir', '/srv']]), listing])).toMatchObject({ '/datadir': false });
  });
});
