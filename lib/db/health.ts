import 'server-only';
import { db } from './client';

export async function pingDatabase(): Promise<void> {
  await db().$queryRaw`SELECT 1`;
}
