// A run's edited title: its control characters are left out, as a log's are when it is read (a typed
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
