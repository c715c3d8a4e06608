-- An upload whose runs are not all filed in its own project (the upload form and the manifest choose
-- a project per run): outside its team its text is readable only when every run is. Asking that of
-- every run of every upload read all 100,000 runs for a signed-out uploads list (~360 ms); this flag
-- says which uploads need asking (lib/db/access.ts uploadsVisibleTo).
ALTER TABLE "Upload" ADD COLUMN "runsElsewhere" BOOLEAN NOT NULL DEFAULT false;

-- the uploads whose runs a statement wrote, moved or deleted, asked again (written only when it changes)
CREATE FUNCTION upload_runs_elsewhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Upload" u SET "runsElsewhere" = true
      WHERE NOT u."runsElsewhere"
        AND EXISTS (SELECT 1 FROM new_runs n WHERE n."uploadId" = u.id AND n."projectId" IS DISTINCT FROM u."projectId");
  ELSIF TG_OP = 'UPDATE' THEN
    -- most updates of runs change neither (titles, tags' search words, the trash): nothing to ask
    UPDATE "Upload" u SET "runsElsewhere" = EXISTS (
        SELECT 1 FROM "Run" r WHERE r."uploadId" = u.id AND r."projectId" IS DISTINCT FROM u."projectId")
      WHERE u.id IN (
        SELECT o."uploadId" FROM old_runs o JOIN new_runs n ON n.id = o.id
          WHERE o."projectId" IS DISTINCT FROM n."projectId" OR o."uploadId" IS DISTINCT FROM n."uploadId"
        UNION
        SELECT n."uploadId" FROM old_runs o JOIN new_runs n ON n.id = o.id
          WHERE o."projectId" IS DISTINCT FROM n."projectId" OR o."uploadId" IS DISTINCT FROM n."uploadId")
      AND u."runsElsewhere" IS DISTINCT FROM EXISTS (
        SELECT 1 FROM "Run" r WHERE r."uploadId" = u.id AND r."projectId" IS DISTINCT FROM u."projectId");
  ELSE
    UPDATE "Upload" u SET "runsElsewhere" = false
      WHERE u."runsElsewhere" AND u.id IN (SELECT o."uploadId" FROM old_runs o)
        AND NOT EXISTS (SELECT 1 FROM "Run" r WHERE r."uploadId" = u.id AND r."projectId" IS DISTINCT FROM u."projectId");
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER upload_runs_elsewhere_insert AFTER INSERT ON "Run"
  REFERENCING NEW TABLE AS new_runs FOR EACH STATEMENT EXECUTE FUNCTION upload_runs_elsewhere();
CREATE TRIGGER upload_runs_elsewhere_update AFTER UPDATE ON "Run"
  REFERENCING OLD TABLE AS old_runs NEW TABLE AS new_runs FOR EACH STATEMENT EXECUTE FUNCTION upload_runs_elsewhere();
CREATE TRIGGER upload_runs_elsewhere_delete AFTER DELETE ON "Run"
  REFERENCING OLD TABLE AS old_runs FOR EACH STATEMENT EXECUTE FUNCTION upload_runs_elsewhere();

-- the file moved to another project: its runs asked against it
CREATE FUNCTION upload_project_runs_elsewhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."runsElsewhere" := EXISTS (SELECT 1 FROM "Run" r WHERE r."uploadId" = NEW.id AND r."projectId" IS DISTINCT FROM NEW."projectId");
  RETURN NEW;
END
$$;

CREATE TRIGGER upload_project_runs_elsewhere BEFORE UPDATE OF "projectId" ON "Upload"
  FOR EACH ROW WHEN (OLD."projectId" IS DISTINCT FROM NEW."projectId") EXECUTE FUNCTION upload_project_runs_elsewhere();

-- the uploads stored before
UPDATE "Upload" u SET "runsElsewhere" = true
  WHERE EXISTS (SELECT 1 FROM "Run" r WHERE r."uploadId" = u.id AND r."projectId" IS DISTINCT FROM u."projectId");
