// The upload form sends more than 100 files in requests of 100, one after another (components/upload/
// send-upload.ts): their answers as one; a request refused, or lost on the way, answers its files and
// every file after it as not stored, beside the answers of the files before it (a review: files after a
// refused request vanished from the answer, and a network error hid the 100 files already stored).
import { afterEach, expect, test } from 'vitest';
import type { PreparedFile } from '../../../components/upload/prepare-file';
import { sendUploads } from '../../../components/upload/send-upload';

type Answer = { status: number; body: unknown } | 'network';
let answers: Answer[] = [];
const sentCounts: number[] = [];

class FakeXhr {
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  send(form: FormData) {
    const names = form.getAll('files').map((f) => (f as File).name);
    sentCounts.push(names.length);
    const answer = answers.shift() ?? { status: 201, body: { results: names.map((fileName) => ({ fileName, ok: true })) } };
    queueMicrotask(() => {
      if (answer === 'network') return this.onerror?.();
      this.status = answer.status;
      // a 201 answers each file sent
      this.responseText = JSON.stringify(
        answer.status === 201 ? { results: names.map((fileName) => ({ fileName, ok: true })) } : answer.body,
      );
      this.onload?.();
    });
  }
}
(globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
afterEach(() => {
  answers = [];
  sentCounts.length = 0;
});

const file = (i: number) =>
  ({
    name: `f${i}.log`,
    size: 10,
    blob: new Blob(['x'.repeat(10)]),
    projectName: '',
    fingerprint: 'fp',
    result: { runs: [] },
    plan: { runs: [] },
    edits: [],
    shownTags: [],
  }) as unknown as PreparedFile;
const files = (n: number) => Array.from({ length: n }, (_, i) => file(i + 1));

test('250 files: three requests of 100, 100 and 50, every file answered', async () => {
  const body = await sendUploads(files(250), undefined, () => {});
  expect(sentCounts).toEqual([100, 100, 50]);
  expect('results' in body && body.results.length).toBe(250);
});

test('the second request refused: its files and those after it answered as not stored, with the reason', async () => {
  answers = [
    { status: 201, body: null },
    { status: 400, body: { error: { code: 'invalid', message: 'boom' } } },
  ];
  const body = await sendUploads(files(250), undefined, () => {});
  expect(sentCounts).toEqual([100, 100]);
  if (!('results' in body)) throw new Error('no results');
  expect(body.results).toHaveLength(250);
  expect(body.results.slice(0, 100).every((r) => r.ok)).toBe(true);
  const notStored = body.results.slice(100);
  expect(notStored.every((r) => !r.ok && r.error.message.startsWith('Not stored: boom (the request of files 101–200'))).toBe(true);
  expect(notStored.at(-1)?.fileName).toBe('f250.log');
});

test('the second request lost on the network: the first 100 answered as stored, the rest not', async () => {
  answers = [{ status: 201, body: null }, 'network'];
  const body = await sendUploads(files(150), undefined, () => {});
  if (!('results' in body)) throw new Error('no results');
  expect(body.results.filter((r) => r.ok)).toHaveLength(100);
  expect(body.results.filter((r) => !r.ok)).toHaveLength(50);
  // the first request refused: the answer is its refusal, as for one request
  answers = [{ status: 413, body: { error: { code: 'too_large', message: 'too large' } } }];
  expect(await sendUploads(files(3), undefined, () => {})).toEqual({ error: { code: 'too_large', message: 'too large' } });
});
