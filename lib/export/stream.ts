// An async sequence of text (or bytes) as a response body that is read as the client reads it: the next
// chunk is produced only when the last one was taken, so memory holds a chunk, not the file.
import { createUploadSlots } from '../ingest/upload-slots';

/**
 * Chunks produced at once, across every download of this process (an export's batch is 5,000 rows
 * read and written as JSON, ~1 MB): 24 exports of a 250,000-interval run at once slowed the health
 * check to 3.6 s (an attack probe, 2026-12-05; with two turns, 575 → 16–19 ms in README's measure;
 * the memory they raise is V8's garbage, which turns do not bound). One, since a second probe's 16
 * exports of a 150,000-interval run (2026-12-07): with two, one chunk was written while the other's
 * query ran, the event loop was never free, and /api/health p50 was 157–193 ms (max 0.5–0.7 s);
 * with one it is 19–27 ms (max 0.25 s), the 16 done in 24 s instead of 20. A download waits its
 * turn for each chunk, not for the whole file, so a client that reads slowly holds no turn.
 */
export const CHUNKS_AT_ONCE = 1;
const producing = createUploadSlots(Number.MAX_SAFE_INTEGER, CHUNKS_AT_ONCE, 10_000, 'exports');

export function streamOf(
  chunks: AsyncIterable<string | Uint8Array>,
  onError: (error: unknown) => void = console.error,
  turns: { run: <T>(weight: number, work: () => Promise<T>) => Promise<T> } = producing,
): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await turns.run(1, () => iterator.next());
          if (done) controller.close();
          else controller.enqueue(typeof value === 'string' ? encoder.encode(value) : value);
        } catch (error) {
          // headers are gone: all we can do is cut the body, which the client sees as a failed download
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

/** Everything a sequence yields, joined (tests, small exports). */
export async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}
