// A file's bytes gathered as they stream in, copied into one buffer. Kept as a list of chunks and
// joined at the end, a 50 MB file was 100 MB at that moment, and the chunks, alive for the whole
// upload, outlived it in V8's old space; copied at once, each chunk dies young.

/** Room beyond what was used that a finished file may keep (more is given back by one exact copy). */
const SLACK = 64 * 1024;
const FIRST_CAPACITY = 64 * 1024;

export class ByteSink {
  private buffer: Buffer;
  private length = 0;

  /** `expected`: the most the file can hold, when known (the request's Content-Length), so that one buffer suffices. */
  constructor(expected: number | null) {
    this.buffer = Buffer.allocUnsafe(expected !== null && expected > 0 ? expected : FIRST_CAPACITY);
  }

  get size(): number {
    return this.length;
  }

  push(chunk: Uint8Array): void {
    const needed = this.length + chunk.length;
    if (needed > this.buffer.length) {
      // an unknown or understated size: grow by doubling (a copy each time, log₂ of them)
      const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.buffer.set(chunk, this.length);
    this.length = needed;
  }

  /** The bytes; an oversized buffer (several files under one Content-Length) is trimmed by a copy. */
  bytes(): Buffer {
    const used = this.buffer.subarray(0, this.length);
    return this.buffer.length - this.length > SLACK ? Buffer.from(used) : used;
  }
}
