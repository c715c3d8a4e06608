// Reads a multipart upload as it streams in and stops at the limit: a chunked 1 GB body is
// refused after `maxFileBytes`, never buffered whole. The limit counts the files' bytes only (not
// the multipart envelope or the manifest), so a file of exactly the limit is accepted.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { AppError } from '../errors';
import { ByteSink } from './byte-sink';

export type MultipartFile = { field: string; name: string; bytes: Uint8Array };
export type Multipart = { files: MultipartFile[]; fields: Record<string, string> };
export type MultipartLimits = {
  maxFileBytes: number;
  maxFiles: number;
  maxFieldBytes: number;
  tooLarge: () => AppError;
  /** the request's Content-Length when it sent one: no file of it is larger (a file's buffer is allocated once) */
  declaredBytes?: number | null;
  /** how slowly a body may arrive before it is given up (a stalled body would hold its upload slot) */
  pace?: UploadPace;
};

/**
 * A body gives up its slot when nothing arrives for `idleMs`, or when, `graceMs` after it started, it
 * has averaged less than `minBytesPerSecond` (Apache's mod_reqtimeout does the same: a timeout and
 * a minimum rate). The bytes read count, not what the client says it sent.
 */
export type UploadPace = { idleMs: number; graceMs: number; minBytesPerSecond: number; tooSlow: () => AppError };

export function readMultipart(contentType: string, body: ReadableStream<Uint8Array>, limits: MultipartLimits): Promise<Multipart> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        preservePath: true, // a name is shown as sent (`a/b.log` is not cut to `b.log`); it is never used as a path
        // browsers send a file's name as raw UTF-8 (`filename="résultats.log"`): busboy reads latin1 by default
        defParamCharset: 'utf8',
        limits: { files: limits.maxFiles, fields: 20, fieldSize: limits.maxFieldBytes, parts: limits.maxFiles + 20 },
      });
    } catch {
      reject(new AppError('invalid', 'Send the files as multipart/form-data (field "files").'));
      return;
    }
    const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    const files: MultipartFile[] = [];
    const fields: Record<string, string> = {};
    let total = 0;
    let settled = false;
    const started = Date.now();
    let lastData = started;
    let received = 0;
    const pace = limits.pace;
    const watch = pace
      ? setInterval(
          () => {
            const now = Date.now();
            const slow = now - started > pace.graceMs && (received * 1000) / (now - started) < pace.minBytesPerSecond;
            if (now - lastData > pace.idleMs || slow) fail(pace.tooSlow());
          },
          Math.min(1000, pace.idleMs),
        )
      : null;
    watch?.unref();
    const settle = () => {
      settled = true;
      if (watch) clearInterval(watch);
    };
    const fail = (error: AppError) => {
      if (settled) return;
      settle();
      source.unpipe(parser);
      source.destroy(); // stop reading the request: nothing more of it is buffered
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      // the first file is sized by the Content-Length (the upload queue admitted that much); a request
      // of many files does not get that much again for each, theirs grow as they arrive
      const declared = files.length === 0 && total === 0 ? (limits.declaredBytes ?? null) : null;
      const sink = new ByteSink(declared === null ? null : Math.min(declared, limits.maxFileBytes));
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > limits.maxFileBytes) {
          stream.resume();
          fail(limits.tooLarge());
          return;
        }
        sink.push(chunk);
      });
      stream.on('error', () => fail(new AppError('invalid', 'The upload was cut off in the middle of a file.')));
      stream.on('end', () => {
        // a Buffer is a Uint8Array: wrapping it in a new one would copy the file once more
        if (!settled) files.push({ field, name: info.filename ?? '', bytes: sink.bytes() });
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated)
        fail(new AppError('too_large', `The form field "${name.slice(0, 40)}" is larger than ${limits.maxFieldBytes} bytes.`));
      else fields[name] = value;
    });
    parser.on('filesLimit', () => fail(new AppError('too_large', `At most ${limits.maxFiles} files in one upload.`)));
    parser.on('partsLimit', () => fail(new AppError('too_large', 'Too many parts in this upload.')));
    parser.on('fieldsLimit', () => fail(new AppError('too_large', 'Too many form fields in this upload.')));
    parser.on('error', () => fail(new AppError('invalid', 'The upload is not valid multipart/form-data (it may have been cut off).')));
    parser.on('close', () => {
      if (settled) return;
      settle();
      resolve({ files, fields });
    });
    source.on('data', (chunk: Buffer) => {
      received += chunk.length;
      lastData = Date.now();
    });
    source.on('error', () => fail(new AppError('invalid', 'The upload was interrupted before it was complete.')));
    source.pipe(parser);
  });
}
