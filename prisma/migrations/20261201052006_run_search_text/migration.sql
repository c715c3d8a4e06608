-- AlterTable
ALTER TABLE "Run" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- The run's words for the runs list's whole-word search (lib/search-terms.ts writes the other half):
-- title, notes, test, server version and its upload's file name, every run of characters other than
-- ASCII letters and digits (non-ASCII letters count as letters) made one space, padded with a space
-- at each end, so that `searchText ILIKE '% alloc %'` finds the word "alloc" and not "malloc".
CREATE FUNCTION run_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := ' ' || btrim(regexp_replace(
    coalesce(NEW.title, '') || ' ' || coalesce(NEW.notes, '') || ' ' || coalesce(NEW.test, '') || ' ' ||
      coalesce(NEW."serverVersion", '') || ' ' || coalesce((SELECT u."fileName" FROM "Upload" u WHERE u.id = NEW."uploadId"), ''),
    '[^0-9A-Za-z\u0080-\U0010ffff]+', ' ', 'g')) || ' ';
  RETURN NEW;
END
$$;

CREATE TRIGGER run_search_text BEFORE INSERT OR UPDATE OF title, notes, test, "serverVersion", "uploadId" ON "Run"
  FOR EACH ROW EXECUTE FUNCTION run_search_text();

-- the runs stored before
UPDATE "Run" SET title = title;
