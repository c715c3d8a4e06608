// An async sequence of text (or bytes) as a response body that is read as the client reads it: the next
// chunk is produced only when the last one was taken, so memory holds a chunk, not the file.

export function streamOf(
  chunks: AsyncIterable<string | Uint8Array>,
  onError: (error: unknown) => void = console.error,
): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await iterator.next();
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
