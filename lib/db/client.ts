import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import { requireDatabaseUrl } from '../env';
import { PrismaClient } from './generated/client';

const globalForPrisma = globalThis as unknown as { benchboardPrisma?: PrismaClient };

/** The one Prisma client, created on first use (the build has no database). */
export function db(): PrismaClient {
  globalForPrisma.benchboardPrisma ??= new PrismaClient({ adapter: new PrismaPg({ connectionString: requireDatabaseUrl() }) });
  return globalForPrisma.benchboardPrisma;
}

export async function disconnectDb(): Promise<void> {
  await globalForPrisma.benchboardPrisma?.$disconnect();
  globalForPrisma.benchboardPrisma = undefined;
}
