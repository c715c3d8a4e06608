// A run's edited title and tags: control characters are left out of a title, as a log's are when it is read (a typed
// `\u0001` made the run chart's exported SVG invalid XML and its PNG silently not drawn: an attack probe).
import { expect, test } from 'vitest';
import { runEditSchema } from '../../../lib/schemas/run-edit';

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
