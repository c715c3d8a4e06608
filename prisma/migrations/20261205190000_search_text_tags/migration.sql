-- A run's search words (20261201052006_run_search_text) also hold its tag values, so that a word of
-- the runs list's search is one LIKE over Run."searchText" that an index serves: the list matched
-- `searchText ILIKE … OR EXISTS (a tag whose value ILIKE …)`, an OR no index serves, so every word
-- read all 100,000 runs of a large database (427 ms; two words 745 ms). The tag half was also a
-- pattern: `a_c` matched the tag value "abc".
CREATE OR REPLACE FUNCTION run_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := ' ' || btrim(regexp_replace(
    coalesce(NEW.title, '') || ' ' || coalesce(NEW.notes, '') || ' ' || coalesce(NEW.test, '') || ' ' ||
      coalesce(NEW."serverVersion", '') || ' ' || coalesce((SELECT u."fileName" FROM "Upload" u WHERE u.id = NEW."uploadId"), '') || ' ' ||
      coalesce((SELECT string_agg(t.value, ' ' ORDER BY t.key) FROM "RunTag" t WHERE t."runId" = NEW.id), ''),
    '[^0-9A-Za-z\u0080-\U0010ffff]+', ' ', 'g')) || ' ';
  RETURN NEW;
END
$$;

-- A run's tags are written after the run (and replaced when it is edited or parsed again): once per
-- statement, the runs whose tags it wrote are written again (the trigger above fires on "uploadId").
CREATE FUNCTION run_tags_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Run" SET "uploadId" = "uploadId" WHERE id IN (SELECT "runId" FROM new_tags);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "Run" SET "uploadId" = "uploadId" WHERE id IN (SELECT "runId" FROM old_tags);
  ELSE
    UPDATE "Run" SET "uploadId" = "uploadId" WHERE id IN (SELECT "runId" FROM new_tags UNION SELECT "runId" FROM old_tags);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER run_tags_search_text_insert AFTER INSERT ON "RunTag"
  REFERENCING NEW TABLE AS new_tags FOR EACH STATEMENT EXECUTE FUNCTION run_tags_search_text();
CREATE TRIGGER run_tags_search_text_update AFTER UPDATE ON "RunTag"
  REFERENCING OLD TABLE AS old_tags NEW TABLE AS new_tags FOR EACH STATEMENT EXECUTE FUNCTION run_tags_search_text();
CREATE TRIGGER run_tags_search_text_delete AFTER DELETE ON "RunTag"
  REFERENCING OLD TABLE AS old_tags FOR EACH STATEMENT EXECUTE FUNCTION run_tags_search_text();

-- the runs stored before
UPDATE "Run" SET "uploadId" = "uploadId";

-- A trigram index finds the runs whose words hold a word without reading every run. pg_trgm ships
-- with PostgreSQL (contrib; the embedded server, Debian's packages and the managed services have it)
-- and is a trusted extension: a database owner may create it. Where it cannot be created the
-- search still works, reading every run, and the server log says why.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'benchboard: pg_trgm could not be created (%): the runs list''s word search reads every run', SQLERRM;
END
$$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "Run_searchText_trgm_idx" ON "Run" USING GIN ("searchText" gin_trgm_ops);
  END IF;
END
$$;
