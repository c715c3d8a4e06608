-- AlterTable
ALTER TABLE "ConfigEntry" ADD COLUMN "listed" BOOLEAN NOT NULL DEFAULT false;

-- Entries stored before this migration did not record where they came from. A listing of variables
-- (SHOW VARIABLES) is stored without an option-file section and runs to hundreds of rows; an option
-- file's entries are a few dozen: a config's sectionless entries, when there are 100 or more, are
-- taken as listed. Measured against the exact flags of a fresh ingest of the demo data: 4 of 2,144
-- entries differ (a start command's --defaults-file and LD_PRELOAD, stored sectionless beside a
-- listing, taken as listed); a filtered listing under 100 rows stays "set", as every entry was
-- before. A config stored from now on records it exactly, from its layers; a stored config keeps
-- its flags (it is found by fingerprint, not rewritten).
UPDATE "ConfigEntry" e SET listed = true
FROM (SELECT "configId" FROM "ConfigEntry" WHERE section = '' GROUP BY "configId" HAVING count(*) >= 100) big
WHERE e."configId" = big."configId" AND e.section = '';
