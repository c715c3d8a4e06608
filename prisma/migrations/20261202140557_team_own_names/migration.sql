-- Each team owns its project names, hosts and configs. Before, all three were shared by every team:
-- a project name was refused when another team had it (telling that it exists, and letting anyone
-- take a name first); the same my.cnf uploaded by two teams was one config, named and linked to
-- the first uploader's file; the same words describing a machine were one host with the first
-- uploader's kernel, disks and OS.

-- DropIndex
DROP INDEX "Config_fingerprint_key";

-- DropIndex
DROP INDEX "Host_name_key";

-- DropIndex
DROP INDEX "Project_name_key";

-- AlterTable
ALTER TABLE "Config" ADD COLUMN     "teamId" TEXT;

-- AlterTable
ALTER TABLE "Host" ADD COLUMN     "teamId" TEXT;

-- A config belongs to the team of the upload it came from (or of its first run when that upload
-- is gone); a host to the team of its first run or result table.
UPDATE "Config" c SET "teamId" = u."teamId" FROM "Upload" u WHERE u.id = c."uploadId";
UPDATE "Config" c SET "teamId" = (
  SELECT u."teamId" FROM "Run" r JOIN "Upload" u ON u.id = r."uploadId" WHERE r."configId" = c.id ORDER BY r.id LIMIT 1)
WHERE c."uploadId" IS NULL;

CREATE TEMP TABLE host_users AS
  SELECT r."hostId" AS host, u."teamId" AS team, r."createdAt" AS at FROM "Run" r JOIN "Upload" u ON u.id = r."uploadId"
  WHERE r."hostId" IS NOT NULL
  UNION ALL
  SELECT m."hostId", COALESCE(u."teamId", p."teamId"), m."createdAt" FROM "Matrix" m
  LEFT JOIN "Upload" u ON u.id = m."uploadId" LEFT JOIN "Project" p ON p.id = m."projectId"
  WHERE m."hostId" IS NOT NULL;
UPDATE "Host" h SET "teamId" = (SELECT team FROM host_users WHERE host = h.id ORDER BY at LIMIT 1);

-- Another team's runs that used a config or host get a copy of their own. A copied config keeps
-- its entries without line numbers (they were lines of the other team's file) and is linked to
-- the first of this team's uploads that used it; a name made from the other file's name is not kept.
-- A copied host keeps what its name says (its CPUs, CPU model, virtualization and OS: the words both
-- teams' logs gave alike), not the facts only the first team's log told (kernel, disks, sockets and
-- cores, exact memory).
DO $$
DECLARE
  pair record;
  copy_id int;
BEGIN
  FOR pair IN
    SELECT DISTINCT r."configId" AS id, u."teamId" AS team FROM "Run" r
    JOIN "Upload" u ON u.id = r."uploadId" JOIN "Config" c ON c.id = r."configId"
    WHERE u."teamId" IS DISTINCT FROM c."teamId"
  LOOP
    INSERT INTO "Config" (fingerprint, "teamId", name, kind, text, "uploadId", "createdAt")
    SELECT c.fingerprint, pair.team,
           CASE WHEN position(': lines ' IN c.name) > 0 THEN left(first_use."fileName" || ': config', 200) ELSE c.name END,
           c.kind, c.text, first_use.id, c."createdAt"
    FROM "Config" c, LATERAL (
      SELECT u.id, u."fileName" FROM "Run" r JOIN "Upload" u ON u.id = r."uploadId"
      WHERE r."configId" = c.id AND u."teamId" IS NOT DISTINCT FROM pair.team ORDER BY r.id LIMIT 1) first_use
    WHERE c.id = pair.id
    RETURNING id INTO copy_id;
    INSERT INTO "ConfigEntry" ("configId", idx, section, key, value, bytes, line, listed)
    SELECT copy_id, idx, section, key, value, bytes, NULL, listed FROM "ConfigEntry" WHERE "configId" = pair.id;
    UPDATE "Run" r SET "configId" = copy_id FROM "Upload" u
    WHERE u.id = r."uploadId" AND r."configId" = pair.id AND u."teamId" IS NOT DISTINCT FROM pair.team;
  END LOOP;

  FOR pair IN
    SELECT DISTINCT hu.host AS id, hu.team FROM host_users hu JOIN "Host" h ON h.id = hu.host
    WHERE hu.team IS DISTINCT FROM h."teamId"
  LOOP
    INSERT INTO "Host" (name, "teamId", description, "cpuModel", cpus, virtualization, os, "createdAt")
    SELECT name, pair.team, description, "cpuModel", cpus, virtualization, os, "createdAt"
    FROM "Host" WHERE id = pair.id
    RETURNING id INTO copy_id;
    UPDATE "Run" r SET "hostId" = copy_id FROM "Upload" u
    WHERE u.id = r."uploadId" AND r."hostId" = pair.id AND u."teamId" IS NOT DISTINCT FROM pair.team;
    UPDATE "Matrix" m SET "hostId" = copy_id
    WHERE m."hostId" = pair.id AND COALESCE(
      (SELECT u."teamId" FROM "Upload" u WHERE u.id = m."uploadId"),
      (SELECT p."teamId" FROM "Project" p WHERE p.id = m."projectId")) IS NOT DISTINCT FROM pair.team;
  END LOOP;
END $$;

DROP TABLE host_users;

-- CreateIndex
CREATE UNIQUE INDEX "Config_teamId_fingerprint_key" ON "Config"("teamId", "fingerprint");

-- CreateIndex
CREATE UNIQUE INDEX "Host_teamId_name_key" ON "Host"("teamId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Project_teamId_name_key" ON "Project"("teamId", "name");

-- AddForeignKey
ALTER TABLE "Host" ADD CONSTRAINT "Host_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "organization"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Config" ADD CONSTRAINT "Config_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "organization"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
