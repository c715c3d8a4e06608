-- The version of the runs, their tags and who may see them (a project made public), for what is computed from all of them and kept between
-- requests (the runs list's filter values: lib/db/facets-cache.ts). Every statement that writes
-- "Run", "RunTag" or "Project" takes a new number. A sequence rather than a counter row: nextval takes no lock
-- that another writer waits on, and every app server on the database reads the same value.
CREATE SEQUENCE run_data_version;
SELECT nextval('run_data_version');

CREATE FUNCTION bump_run_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('run_data_version');
  RETURN NULL;
END
$$;

CREATE TRIGGER run_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Run"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_run_data_version();
CREATE TRIGGER run_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "RunTag"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_run_data_version();
CREATE TRIGGER run_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Project"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_run_data_version();
