-- A host merged into another leaves its name as an alias of that host: a later log describing the
-- merged host lands on the one it was merged into (lib/db/upserts.ts ensureHost).
CREATE TABLE "HostAlias" (
    "id" SERIAL NOT NULL,
    "teamId" TEXT,
    "name" TEXT NOT NULL,
    "hostId" INTEGER NOT NULL,

    CONSTRAINT "HostAlias_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "HostAlias_teamId_name_key" ON "HostAlias"("teamId", "name");
CREATE INDEX "HostAlias_hostId_idx" ON "HostAlias"("hostId");

ALTER TABLE "HostAlias" ADD CONSTRAINT "HostAlias_hostId_fkey" FOREIGN KEY ("hostId") REFERENCES "Host"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- a host's page lists its aliases: a change to them is a change of what pages show (page_data_version)
CREATE TRIGGER page_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "HostAlias"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_page_data_version();
