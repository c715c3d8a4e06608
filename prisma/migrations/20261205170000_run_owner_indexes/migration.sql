-- A project's, host's or configuration's most recent runs without sorting all of them (a nightly
-- project reaches tens of thousands: its newest 100 took 37 ms to sort at 47,268, and a host's or a
-- configuration's runs were found by reading every run). The project index replaces the one on
-- projectId alone, which it covers.
DROP INDEX IF EXISTS "Run_projectId_idx";
CREATE INDEX "Run_projectId_id_idx" ON "Run"("projectId", "id");
CREATE INDEX "Run_hostId_id_idx" ON "Run"("hostId", "id");
CREATE INDEX "Run_configId_id_idx" ON "Run"("configId", "id");
