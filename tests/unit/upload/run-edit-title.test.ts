// The upload form's title of a run whose log names none follows its tags box while nobody typed a
// title: `clients=8` typed over a pgbench log's 16 stored a run of 8 clients titled "16 clients".
// The server makes the same title of the same tags (unit ingest/plan's title cases).
import { describe, expect, test } from 'vitest';
import type { RunEdit } from '../../../components/upload/prepare-file';
import { patchRunEdit, titleForTags } from '../../../components/upload/run-edit-title';
import { type PlanInput, planIngest } from '../../../lib/ingest/plan';
import { document, edit, run } from '../ingest/plan-fixtures';

const sysbench = run({ title: null });
const pgbench = run({ title: null, tool: 'pgbench', test: 'tpcb', parameters: { threads: 16 } });
const made = (tags: string, parsed = sysbench): RunEdit => ({
  title: titleForTags(parsed, parsed.tool === 'pgbench' ? 'clients' : 'threads', 'a.log', tags) as string,
  titleFollowsTags: true,
  tags,
  projectName: '',
  hostId: undefined,
  serverBuildId: undefined,
  configId: undefined,
});

describe('titleForTags', () => {
  test.each([
    ['the log’s test and concurrency', sysbench, 'threads=16', 'oltp_read_write · 16 threads (a.log)'],
    ['a concurrency typed over the log’s', sysbench, 'threads=8', 'oltp_read_write · 8 threads (a.log)'],
    ['a test typed', sysbench, 'test=mutex\nthreads=1', 'mutex · 1 thread (a.log)'],
    ['pgbench’s clients, in its word', pgbench, 'clients=8', 'tpcb · 8 clients (a.log)'],
    ['no tags: the log’s', pgbench, '', 'tpcb · 16 clients (a.log)'],
  ])('%s', (_what, parsed, tags, title) => {
    expect(titleForTags(parsed, parsed.tool === 'pgbench' ? 'clients' : 'threads', 'a.log', tags)).toBe(title);
  });

  test('tags that do not read (half typed) make no title', () => {
    expect(titleForTags(sysbench, 'threads', 'a.log', 'threads=')).toBeNull();
    expect(titleForTags(sysbench, 'threads', 'a.log', 'threads=eight')).toBeNull();
  });

  test('the same title the server plans for the same tags', () => {
    const input: PlanInput = { fileName: 'a.log', overrides: edit({ tags: { clients: '8', test: 'tpcb-like' } }) };
    const planned = planIngest(document([pgbench]), input).runs[0];
    expect(titleForTags(pgbench, 'clients', 'a.log', 'clients=8\ntest=tpcb-like')).toBe(planned?.title);
  });
});

describe('patchRunEdit', () => {
  test('tags move a made title, through a half-typed state', () => {
    let edit = made('threads=16');
    edit = patchRunEdit(edit, { tags: 'threads=' }, sysbench, 'threads', 'a.log');
    expect(edit.title).toBe('oltp_read_write · 16 threads (a.log)');
    edit = patchRunEdit(edit, { tags: 'threads=32' }, sysbench, 'threads', 'a.log');
    expect(edit).toMatchObject({ tags: 'threads=32', title: 'oltp_read_write · 32 threads (a.log)' });
  });

  test('a title typed is the person’s: tags no longer move it', () => {
    let edit = patchRunEdit(made('threads=16'), { title: 'mine' }, sysbench, 'threads', 'a.log');
    edit = patchRunEdit(edit, { tags: 'threads=8' }, sysbench, 'threads', 'a.log');
    expect(edit).toMatchObject({ title: 'mine', tags: 'threads=8', titleFollowsTags: false });
  });

  test('a log’s own title does not follow', () => {
    const edit = { ...made('threads=16'), title: 'MySQL 8.0.36 jemalloc', titleFollowsTags: false };
    expect(patchRunEdit(edit, { tags: 'threads=8' }, run(), 'threads', 'a.log').title).toBe('MySQL 8.0.36 jemalloc');
  });
});
