-- The version of everything a page shows, for the rendered-page cache (lib/page-cache.ts, proxy.ts):
-- every statement that writes a table a page reads takes a new number, as run_data_version does for
-- runs. The tables left out are never shown on a kept page, and some are written on every request:
-- sessions (the cache checks the viewer's session on every answer), sign-in verifications, the rate
-- and throttle counters, and API tokens (each use writes its request count; no kept page lists them).
--
-- A writer also holds a shared advisory lock (1651076706, 1) from its first statement on these tables
-- to its commit or rollback. Shared: writers never wait on one another. A page is kept only when,
-- at the moment its version was read, no writer held it (pg_try_advisory_xact_lock on the same key,
-- exclusive, never waiting) and the version has not moved by the time the page is rendered: no write
-- was under way or committed while it was read, so it shows exactly what that version holds. (A
-- version read between a writer's bump and its commit would otherwise keep the old page under the
-- new number.)
CREATE SEQUENCE page_data_version;
SELECT nextval('page_data_version');

CREATE FUNCTION bump_page_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1651076706, 1);
  PERFORM nextval('page_data_version');
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'Project', 'Upload', 'Host', 'ServerBuild', 'Config', 'ConfigEntry', 'Run', 'RunTag', 'Operation', 'TestTotal',
    'IntervalPoint', 'HistogramBucket', 'RunWarning', 'Matrix', 'MatrixCell', 'AlertRule', 'Alert', 'Share', 'AuditEvent',
    'AppSetting', 'user', 'account', 'organization', 'member', 'invitation'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER page_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_page_data_version()',
      t
    );
  END LOOP;
END
$$;
