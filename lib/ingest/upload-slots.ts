// Uploads take turns. Each one in progress holds its files in memory, parses on the event loop and
// keeps a database connection for its transaction; a burst of them must queue, not exhaust memory
// or the connection pool (pages and the health check need connections too). A request waiting
// for its turn has not read its body yet, so TCP back-pressure holds the bytes on the client.
//
// Four at a time, and by size: an upload costs the server about ten times its bytes while it is
// parsed and stored (`npm run bench:upload-memory`), so the bodies in progress may add up to one
// upload of the largest size allowed — four CI logs of a few MB go together, two 50 MB logs one
// after the other. Per process: it bounds this machine's memory (each app server has its own).
import { AppError } from '../errors';

/**
 * Uploads processed at once. A small one spends about a third of its time waiting on the database
 * (its statements, its commit's flush); 16 clients uploading a 60-line log each to the 100,000-run
 * database waited 175–323 ms at p95 with two at a time, 146–174 ms with four (2 cores). Their bytes
 * are bounded as before, and four leave six of the ten pooled connections to pages.
 */
export const UPLOAD_CONCURRENCY = 4;
/** Uploads waiting beyond this are told to come back later rather than queued without end. */
export const UPLOAD_QUEUE_LIMIT = 64;

type Waiter = { weight: number; start: () => void };

/** A first-in-first-out queue of work weighted by bytes: at most `count` at once, their weights within `capacity`. */
export function createUploadSlots(capacity: number, count = UPLOAD_CONCURRENCY, queueLimit = UPLOAD_QUEUE_LIMIT, noun = 'uploads') {
  let running = 0;
  let inUse = 0;
  const queue: Waiter[] = [];
  const fits = (weight: number) => running === 0 || (running < count && inUse + weight <= capacity);
  const startWaiting = () => {
    while (queue.length > 0 && fits((queue[0] as Waiter).weight)) (queue.shift() as Waiter).start();
  };
  return {
    get pending() {
      return queue.length;
    },
    async run<T>(bytes: number, work: () => Promise<T>): Promise<T> {
      const weight = Math.min(Math.max(bytes, 0), capacity);
      if (queue.length >= queueLimit)
        throw new AppError('busy', `The server is busy with ${queue.length} ${noun} in line; try again in a minute.`);
      await new Promise<void>((resolve) => {
        queue.push({
          weight,
          start: () => {
            running++;
            inUse += weight;
            resolve();
          },
        });
        startWaiting();
      });
      try {
        return await work();
      } finally {
        running--;
        inUse -= weight;
        startWaiting();
      }
    },
  };
}

type UploadSlots = ReturnType<typeof createUploadSlots>;
let slots: { capacity: number; queue: UploadSlots } | undefined;

/**
 * Runs an upload's work when its turn comes. `declaredBytes`: the request's Content-Length; a body
 * of unknown length (chunked) counts as the largest allowed. `maxBytes`: what one upload may hold.
 */
export function withUploadSlot<T>(declaredBytes: number | null, maxBytes: number, work: () => Promise<T>): Promise<T> {
  if (slots?.capacity !== maxBytes) slots = { capacity: maxBytes, queue: createUploadSlots(maxBytes) };
  return slots.queue.run(declaredBytes ?? maxBytes, work);
}

/**
 * Uploads of one sender (a token, a person) in the server's slots at once: the others wait in the
 * sender's own line, their bodies unread. Four uploads trickling just above the minimum pace, all
 * from one token, held every slot and every team's uploads waited behind them (an attack probe,
 * 2026-12-07); a CI matrix sending with one token is served two at a time, not refused.
 */
export const UPLOADS_PER_SENDER = 2;
const senders = new Map<string, { slots: UploadSlots; active: number }>();

export async function withSenderTurn<T>(sender: string | null, work: () => Promise<T>): Promise<T> {
  if (sender === null) return work();
  let line = senders.get(sender);
  if (!line) {
    line = { slots: createUploadSlots(Number.MAX_SAFE_INTEGER, UPLOADS_PER_SENDER, UPLOAD_QUEUE_LIMIT, 'uploads of yours'), active: 0 };
    senders.set(sender, line);
  }
  line.active++;
  try {
    return await line.slots.run(1, work);
  } finally {
    line.active--;
    if (line.active === 0) senders.delete(sender);
  }
}
