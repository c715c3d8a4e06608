// A run in the trash is out of every list, comparison, count and facet until it is restored.
import type { Prisma } from './generated/client';

export const LIVE = { deletedAt: null } satisfies Prisma.RunWhereInput;
