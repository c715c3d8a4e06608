// Tags typed by a person, planned as the run's page takes them (lib/ingest/plan.ts): a run's own box
// (the page, the upload form) names its test and concurrency in the tool's words; tags for every run
// of an upload (the CLI's --tag) only what its log did not print.
import { expect, test } from 'vitest';
import { document, edit, one, run, STORED } from './plan-fixtures';

// typed by a person (the CLI's --tag, the upload form), in the run's own words, as its page takes them (a DBA's pass)
const pgbench = () => run({ tool: 'pgbench', test: 'tpcb', parameters: { threads: 4, jobs: 2 } });
test('a pgbench run’s own box: clients= is its concurrency, threads, over the log’s; test= its test', () => {
  const planned = one(document([pgbench()]), { overrides: edit({ tags: { clients: '8', test: 'tpcb-like' } }) }).run;
  expect(planned.tags).toEqual({ threads: '8', test: 'tpcb-like' });
  expect(planned.columns).toEqual({ threads: 8, test: 'tpcb-like' });
});

test('threads= typed in a pgbench run’s own box is refused (its -j); beside clients= (a run stored with both) clients= wins', () => {
  expect(() => one(document([pgbench()]), { overrides: edit({ tags: { threads: '8' } }) })).toThrow(
    /run 1: On a pgbench run, write its concurrency as clients=/,
  );
  expect(one(document([pgbench()]), { overrides: edit({ tags: { threads: '4', clients: '16' } }) }).run.tags).toEqual({ threads: '16' });
  // a threads= of another value than the log's beside clients=: its -j, refused (it was dropped, the form saying nothing)
  expect(() => one(document([pgbench()]), { overrides: edit({ tags: { threads: '2', clients: '16' } }) })).toThrow(
    /run 1: On a pgbench run, threads= is no tag it takes: its concurrency is clients= \(16\)/,
  );
});

test('tags for every run (the CLI’s --tag): threads= is every tool’s concurrency tag, and names a test or concurrency only where the log did not', () => {
  // a CI job tags its sysbench and pgbench runs alike: not refused (its scripts broke: a review)
  // …but the log printed 4 clients: the run keeps 4, in its tag too, and is told
  const pg = one(document([pgbench()]), { extraTags: { threads: '8' } }).run;
  expect(pg.tags.threads).toBe('4');
  expect(pg.columns).toEqual({});
  expect(pg.parsed.warnings.at(-1)?.message).toBe(
    "the upload's clients=8 (a tag for every run) is not this run's: its log printed 4 clients, which it keeps",
  );
  expect(one(document([pgbench()]), { extraTags: { clients: '4' } }).run.parsed.warnings).toEqual([]);
  // the log printed its test: it stays the run's (test=nightly on every run made two workloads one configuration)
  const labelled = one(document([run()]), { extraTags: { test: 'nightly' } }).run;
  expect(labelled.tags).toMatchObject({ test: 'nightly', threads: '16' });
  expect(labelled.columns).toEqual({});
  // a log that printed neither: the tags name them
  const bare = run({ test: null, parameters: {} });
  expect(one(document([bare]), { extraTags: { test: 'oltp_read_write', threads: '16' } }).run.columns).toEqual({
    test: 'oltp_read_write',
    threads: 16,
  });
  // a run's own box names them whatever the log printed, as its page does
  expect(one(document([run()]), { overrides: edit({ tags: { test: 'mine', threads: '64' } }) }).run.columns).toEqual({
    test: 'mine',
    threads: 64,
  });
});

test('what a person set over the log is marked as theirs (a re-parse keeps it); the log’s own values, or tags for every run, are not', () => {
  expect(one(document([pgbench()]), { overrides: edit({ tags: { clients: '8', test: 'tpcb' } }) }).run.edited).toEqual({
    test: false,
    threads: true,
  });
  expect(one(document([pgbench()]), { overrides: edit({ tags: { clients: '4', test: 'tpcb-like' } }) }).run.edited).toEqual({
    test: true,
    threads: false,
  });
  expect(one(document([pgbench()]), { extraTags: { threads: '8', test: 'nightly' } }).run.edited).toEqual({ test: false, threads: false });
});

test('a re-parse: a person’s test and concurrency stand over the log’s; where none did, the log’s replace the stored tags', () => {
  const stored = (testEdited: boolean, threadsEdited: boolean) =>
    new Map([[0, { ...STORED, tags: { threads: '32', test: 'mine', kept: 'yes' }, testEdited, threadsEdited }]]);
  const theirs = one(document([pgbench()]), { stored: stored(true, true) }).run;
  expect(theirs.columns).toEqual({ threads: 32, test: 'mine' });
  expect(theirs.tags).toEqual({ threads: '32', test: 'mine', kept: 'yes' });
  expect(theirs.edited).toEqual({ test: true, threads: true });
  const logs = one(document([pgbench()]), { stored: stored(false, false) }).run;
  expect(logs.columns).toEqual({});
  expect(logs.tags).toEqual({ threads: '4', test: 'tpcb', kept: 'yes' });
  // a tag a person removed stays removed
  const removed = new Map([[0, { ...STORED, tags: { kept: 'yes' } }]]);
  expect(one(document([pgbench()]), { stored: removed }).run.tags).toEqual({ kept: 'yes' });
});
