-- pgbench -r with --max-tries prints each statement's retries beside its failures
-- (`0.184  296  1540  UPDATE …`); they were read and dropped. Runs stored before keep NULL until
-- their upload is parsed again (its page's Re-parse, or `npm run admin -- redact` for every upload).
ALTER TABLE "Operation" ADD COLUMN "retries" BIGINT;
