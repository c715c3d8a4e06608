// An async sequence of text (or bytes) as a response body that is read as the client reads it: the next
// chunk is produced only when the last one was taken, so memory holds a chunk, not the file.
import { createUploadSlots } from '../ingest/upload-slots';

/**
 * Chunks produced at once, across every download of this process (an export's batch is 20,000 rows
 * read and written as JSON, ~5 MB): 24 exports of a 250,000-interval run at once slowed the health
 * check to 3.6 s (an attack probe, 2026-12-05; with turns, 575 → 16–19 ms in README's measure; the
 * memory they raise is V8's garbage, which turns do not bound). A download waits its turn for each
 * chunk, not for the whole file, so a client that reads slowly holds no turn.
 */
export const CHUNKS_AT_ONCE = 2;
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
