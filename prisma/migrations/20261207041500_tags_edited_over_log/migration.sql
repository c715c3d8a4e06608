-- AlterTable: which of a run's test and concurrency a person set over its log (a re-parse keeps them)
ALTER TABLE "Run" ADD COLUMN     "testEdited" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "threadsEdited" BOOLEAN NOT NULL DEFAULT false;

-- Runs stored before: a concurrency tag that is not what the log printed (parameters.threads) was
-- set by a person, on the run's page or in its own box at upload
UPDATE "Run" r SET "threadsEdited" = true
WHERE jsonb_typeof(r.parameters -> 'threads') = 'number'
  AND EXISTS (SELECT 1 FROM "RunTag" t WHERE t."runId" = r.id AND t.key = 'threads' AND btrim(t.value) <> r.parameters ->> 'threads');

-- and a test tag that is not the run's test: a re-parse had set the log's back under a person's tag
UPDATE "Run" r SET "testEdited" = true
WHERE r.test IS NOT NULL
  AND EXISTS (SELECT 1 FROM "RunTag" t WHERE t."runId" = r.id AND t.key = 'test' AND btrim(t.value) <> r.test);
