// A run's edited title and tags: control characters are left out of a title, as a log's are when it is read (a typed
// `\u0001` made the run chart's exported SVG invalid XML and its PNG silently not drawn: an attack probe).
import { expect, test } from 'vitest';
import { FORMATS } from '../../../lib/parsers/formats';
import { CONCURRENCY_KEYS, runEditSchema } from '../../../lib/schemas/run-edit';

const edit = (title: string) => runEditSchema.safeParse({ runId: '7', title, notes: '', tags: '' });

test('control characters are taken out of a title; one of nothing but them is no title', () => {
  expect(edit('legacy oltp \u0001 rw\u007f').data?.title).toBe('legacy oltp  rw');
  expect(edit('  MySQL 8.0\t').data?.title).toBe('MySQL 8.0');
  expect(edit('\u0001\u0002').success).toBe(false);
  expect(edit('x'.repeat(301)).success).toBe(false);
});

test('a tag key given twice with two values is refused, saying both; twice with one value is one tag', () => {
  const tags = (text: string) => runEditSchema.safeParse({ runId: '7', title: 't', notes: '', tags: text });
  const twice = tags('threads=4\nbuffer_pool=8G, Threads=8');
  expect(twice.success).toBe(false);
  expect(twice.error?.issues[0]?.message).toBe('threads= is given twice (4 and 8): keep one');
  expect(tags('threads=4, threads=4 , alloc=jemalloc').data?.tags).toEqual({ threads: '4', alloc: 'jemalloc' });
});

test('a NUL (which PostgreSQL’s text cannot hold) is taken out of notes and tags, not a database error', () => {
  const parsed = runEditSchema.parse({ runId: '7', title: 't', notes: 'a\u0000b', tags: 'box=lab\u0000-1' });
  expect(parsed.notes).toBe('ab');
  expect(parsed.tags).toEqual({ box: 'lab-1' });
});

test('a concurrency tag, in any tool’s word, is a whole number (threads=abc split a run from its repeat); the value is not echoed', () => {
  const tags = (text: string) => runEditSchema.safeParse({ runId: '7', title: 't', notes: '', tags: text });
  expect(tags('threads=16\nclients=4\nconnections=32').data?.tags).toEqual({ threads: '16', clients: '4', connections: '32' });
  for (const bad of ['threads=abc', 'clients=4 or 8', 'connections=0', 'threads=-p S3cret']) {
    const parsed = tags(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/= is a run's concurrency: a whole number/);
    expect(parsed.error?.issues[0]?.message).not.toContain('S3cret');
  }
  // every tool's word for its concurrency is one of the keys held to it
  for (const format of FORMATS) expect(CONCURRENCY_KEYS.has(format.capabilities.concurrency ?? 'threads')).toBe(true);
});
