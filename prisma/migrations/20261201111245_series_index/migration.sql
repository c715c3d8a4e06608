-- DropIndex
DROP INDEX "Run_tool_test_idx";

-- CreateIndex
CREATE INDEX "Run_tool_test_threads_hostId_createdAt_idx" ON "Run"("tool", "test", "threads", "hostId", "createdAt");
