// Uploads queue by count and by size: four small ones run together, two of the largest size one
// after the other (each costs the server ~10× its bytes), and past the queue's limit the answer
// is "busy" (503 with Retry-After) instead of a queue without end.
import { describe, expect, test } from 'vitest';
import { createUploadSlots, withSenderTurn } from '../../../lib/ingest/upload-slots';

const MB = 1024 * 1024;

/** Work that runs until released, recording when it started. */
function gate(log: string[], name: string) {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    release: () => release(),
  };
}
const tick = () => new Promise((r) => setTimeout(r, 10));

describe('upload slots', () => {
  test('two small uploads both land, at the same time', async () => {
    const slots = createUploadSlots(50 * MB);
    const log: string[] = [];
    const [a, b] = [gate(log, 'a'), gate(log, 'b')];
    const both = Promise.all([slots.run(2 * MB, a.work), slots.run(3 * MB, b.work)]);
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    a.release();
    b.release();
    expect(await both).toEqual(['a', 'b']);
  });

  test('two uploads of the largest size (or of unknown size) land one after the other', async () => {
    const slots = createUploadSlots(50 * MB);
    const log: string[] = [];
    const [a, b, c] = [gate(log, 'a'), gate(log, 'b'), gate(log, 'c')];
    const all = Promise.all([slots.run(50 * MB, a.work), slots.run(Number.MAX_SAFE_INTEGER, b.work), slots.run(1 * MB, c.work)]);
    await tick();
    expect(log).toEqual(['start a']);
    expect(slots.pending).toBe(2);
    a.release();
    await tick();
    // first come, first served: the small one waits behind the big one, then joins it
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.release();
    await tick();
    c.release();
    expect(await all).toEqual(['a', 'b', 'c']);
  });

  test('no more than four at once, however small', async () => {
    const slots = createUploadSlots(50 * MB);
    const log: string[] = [];
    const gates = ['a', 'b', 'c', 'd', 'e'].map((n) => gate(log, n));
    const all = Promise.all(gates.map((g) => slots.run(1024, g.work)));
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    for (const g of gates) g.release();
    await all;
  });

  test('past the queue limit: busy, and the queue goes on', async () => {
    const slots = createUploadSlots(50 * MB, 2, 1);
    const log: string[] = [];
    const [a, b] = [gate(log, 'a'), gate(log, 'b')];
    const first = slots.run(50 * MB, a.work);
    const queued = slots.run(50 * MB, b.work);
    await expect(slots.run(1024, async () => 'c')).rejects.toMatchObject({ code: 'busy' });
    a.release();
    b.release();
    expect(await Promise.all([first, queued])).toEqual(['a', 'b']);
  });

  test('a failing upload gives its slot back', async () => {
    const slots = createUploadSlots(50 * MB);
    await expect(
      slots.run(50 * MB, async () => {
        throw new Error('bad log');
      }),
    ).rejects.toThrow('bad log');
    expect(await slots.run(50 * MB, async () => 'next')).toBe('next');
  });
});

describe("one sender's uploads (an attack probe, 2026-12-07: four slow ones from one token held every slot)", () => {
  test('two of a sender at once, the rest in its own line; another sender is not kept waiting', async () => {
    const log: string[] = [];
    const mine = ['a', 'b', 'c'].map((name) => gate(log, name));
    const theirs = gate(log, 'x');
    const all = Promise.all([...mine.map((g) => withSenderTurn('token:1', g.work)), withSenderTurn('token:2', theirs.work)]);
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start x']);
    theirs.release();
    mine[0]?.release();
    await tick();
    expect(log).toContain('start c');
    mine[1]?.release();
    mine[2]?.release();
    expect(await all).toEqual(['a', 'b', 'c', 'x']);
    // sign-in off: no sender to count
    expect(await withSenderTurn(null, async () => 'open')).toBe('open');
  });
});
