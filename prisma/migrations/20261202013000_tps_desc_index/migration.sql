-- The runs list sorted by tps (highest first, runs without one last, ties by id highest first) reads
-- its page from this index in order: with "tps" ascending the index could not give NULLS LAST, so
-- every view sorted all 100,000 live runs (~60 ms of PostgreSQL for page 1). NULLS LAST is not
-- expressible in schema.prisma (`tps(sort: Desc)` there); Prisma's diff does not compare it.
DROP INDEX "Run_deletedAt_tps_id_idx";

CREATE INDEX "Run_deletedAt_tps_id_idx" ON "Run"("deletedAt", "tps" DESC NULLS LAST, "id" DESC);
