-- DropIndex
DROP INDEX "RunTag_key_value_idx";

-- CreateIndex
CREATE INDEX "Run_deletedAt_tps_id_idx" ON "Run"("deletedAt", "tps", "id");

-- CreateIndex
CREATE INDEX "RunTag_key_value_runId_idx" ON "RunTag"("key", "value", "runId");

-- key and value are not independent (value 'x86_64' only ever comes with key 'arch'): without this
-- the planner multiplies their frequencies, guesses a tag filter matches 0.5% of the runs when it
-- matches 70%, and picks a nested loop over the whole table (not expressible in schema.prisma).
CREATE STATISTICS "RunTag_key_value_stats" (dependencies, mcv) ON key, value FROM "RunTag";
