-- A run's search words include its upload's file name (20261201052006_run_search_text). When that
-- name changes — a re-parse redacts a password out of it — every run of the upload is written again,
-- so the old name (and the secret in it) leaves their search words too.
CREATE FUNCTION upload_file_name_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Run" SET "uploadId" = "uploadId" WHERE "uploadId" = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER upload_file_name_search_text AFTER UPDATE OF "fileName" ON "Upload"
  FOR EACH ROW WHEN (OLD."fileName" IS DISTINCT FROM NEW."fileName")
  EXECUTE FUNCTION upload_file_name_search_text();

-- uploads renamed before this trigger existed
UPDATE "Run" SET "uploadId" = "uploadId";
