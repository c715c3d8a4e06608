// Uploads take turns. Each one in progress holds its files in memory, parses on the event loop and
// keeps a database connection for its transaction; a burst of them must queue, not exhaust memory
// or the connection pool (pages and the health check need connections too). A request waiting
// for its turn has not read its body yet, so TCP back-pressure holds the bytes on the client.
import pLimit from 'p-limit';
import { AppError } from '../errors';

/** Uploads processed at once; two keep both cores busy while one waits on the database. */
export const UPLOAD_CONCURRENCY = 2;
/** Uploads waiting beyond this are told to come back later rather than queued without end. */
export const UPLOAD_QUEUE_LIMIT = 64;

const limit = pLimit(UPLOAD_CONCURRENCY);

export function withUploadSlot<T>(work: () => Promise<T>): Promise<T> {
  if (limit.pendingCount >= UPLOAD_QUEUE_LIMIT)
    return Promise.reject(new AppError('busy', `The server is busy with ${limit.pendingCount} uploads in line; try again in a minute.`));
  return limit(work);
}
