// A JSON body read as it arrives and refused past its limit, so a client cannot make the server
// hold a gigabyte by sending one (request.json() buffers whatever comes, however long).
import { AppError } from './errors';

export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  const tooLarge = () => new AppError('too_large', `The request body is larger than ${maxBytes} bytes.`);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}
