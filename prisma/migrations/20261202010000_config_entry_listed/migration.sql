-- AlterTable
ALTER TABLE "ConfigEntry" ADD COLUMN "listed" BOOLEAN NOT NULL DEFAULT false;

-- Entries stored before this migration did not record where they came from. A listing of variables
-- (SHOW VARIABLES) is stored without an option-file section and runs to hundreds of rows; an option
-- file's entries are a few dozen: a config's sectionless entries, when there are 100 or more, are
-- taken as listed (a config stored from now on records it exactly, from its layers).
UPDATE "ConfigEntry" e SET listed = true
FROM (SELECT "configId" FROM "ConfigEntry" WHERE section = '' GROUP BY "configId" HAVING count(*) >= 100) big
WHERE e."configId" = big."configId" AND e.section = '';
