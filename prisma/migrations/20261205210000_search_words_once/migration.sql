-- A run's search words hold its tag values (20261205190000_search_text_tags), and its tags are
-- written after it: every run stored was written twice, the second time into every index of "Run"
-- (its words are indexed, so no HOT update). At 100,000 runs the database grew from 19.2 to 24.6 MB
-- per 1,000 runs. Now the writer of a new run gives its tag values in "searchText" (ingest does), the
-- trigger reads them there on INSERT, and the tags' statement trigger writes only runs whose words
-- are not already right.

-- the words of a run as "searchText" holds them: title, notes, test, server version, file name, tag values
CREATE FUNCTION run_search_words(title text, notes text, test text, server_version text, upload_id integer, tag_words text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT ' ' || btrim(regexp_replace(
    coalesce(title, '') || ' ' || coalesce(notes, '') || ' ' || coalesce(test, '') || ' ' || coalesce(server_version, '') || ' ' ||
      coalesce((SELECT u."fileName" FROM "Upload" u WHERE u.id = upload_id), '') || ' ' || coalesce(tag_words, ''),
    '[^0-9A-Za-z\u0080-\U0010ffff]+', ' ', 'g')) || ' '
$$;

-- a run's tag values by key (keys are ASCII: byte order is the writer's order too)
CREATE FUNCTION run_tag_words(run_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT string_agg(t.value, ' ' ORDER BY t.key COLLATE "C") FROM "RunTag" t WHERE t."runId" = run_id
$$;

CREATE OR REPLACE FUNCTION run_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a new run has no tags yet: its writer gives their values in "searchText" (or nothing)
  NEW."searchText" := run_search_words(NEW.title, NEW.notes, NEW.test, NEW."serverVersion", NEW."uploadId",
    CASE WHEN TG_OP = 'INSERT' THEN NEW."searchText" ELSE run_tag_words(NEW.id) END);
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION run_tags_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- (a branch per event: a statement's trigger sees only the transition tables it declared)
  IF TG_OP = 'INSERT' THEN
    UPDATE "Run" r SET "uploadId" = r."uploadId"
      WHERE r.id IN (SELECT "runId" FROM new_tags)
        AND r."searchText" IS DISTINCT FROM run_search_words(r.title, r.notes, r.test, r."serverVersion", r."uploadId", run_tag_words(r.id));
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "Run" r SET "uploadId" = r."uploadId"
      WHERE r.id IN (SELECT "runId" FROM old_tags)
        AND r."searchText" IS DISTINCT FROM run_search_words(r.title, r.notes, r.test, r."serverVersion", r."uploadId", run_tag_words(r.id));
  ELSE
    UPDATE "Run" r SET "uploadId" = r."uploadId"
      WHERE r.id IN (SELECT "runId" FROM new_tags UNION SELECT "runId" FROM old_tags)
        AND r."searchText" IS DISTINCT FROM run_search_words(r.title, r.notes, r.test, r."serverVersion", r."uploadId", run_tag_words(r.id));
  END IF;
  RETURN NULL;
END
$$;
