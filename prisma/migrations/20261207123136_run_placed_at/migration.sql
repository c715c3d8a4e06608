-- AlterTable
ALTER TABLE "Run" ADD COLUMN     "placedAt" TIMESTAMP(3);

-- A run whose tags and log name no date is placed when it was added. The others (a `date` tag,
-- sql-bench's Date of test, a date line: header keys `date` and `ranAt`) are read by the app's own
-- date reader when it starts (lib/db/run-placement.ts), which fills every placedAt left null.
UPDATE "Run" r SET "placedAt" = r."createdAt"
WHERE NOT (r."extraMetrics" -> 'header' ? 'date' OR r."extraMetrics" -> 'header' ? 'ranAt')
  AND NOT EXISTS (SELECT 1 FROM "RunTag" t WHERE t."runId" = r.id AND t.key = 'date');

-- CreateIndex
CREATE INDEX "Run_deletedAt_placedAt_id_idx" ON "Run"("deletedAt", "placedAt" DESC, "id" DESC);
