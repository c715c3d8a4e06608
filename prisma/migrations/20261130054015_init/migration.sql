-- CreateTable
CREATE TABLE "Project" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Upload" (
    "id" SERIAL NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "encoding" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "projectId" INTEGER,
    "parserVersion" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "warnings" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "Upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Host" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "cpuModel" TEXT,
    "sockets" INTEGER,
    "coresPerSocket" INTEGER,
    "threadsPerCore" INTEGER,
    "cpus" INTEGER,
    "memoryBytes" BIGINT,
    "disks" JSONB NOT NULL DEFAULT '[]',
    "diskKind" TEXT,
    "virtualization" TEXT,
    "os" TEXT,
    "kernel" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Host_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServerBuild" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "product" TEXT,
    "version" TEXT,
    "engine" TEXT,
    "engineVersion" TEXT,
    "allocator" TEXT,
    "revision" TEXT,
    "buildFlags" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServerBuild_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Config" (
    "id" SERIAL NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "uploadId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Config_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConfigEntry" (
    "configId" INTEGER NOT NULL,
    "idx" INTEGER NOT NULL,
    "section" TEXT NOT NULL DEFAULT '',
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "bytes" BIGINT,
    "line" INTEGER,

    CONSTRAINT "ConfigEntry_pkey" PRIMARY KEY ("configId","idx")
);

-- CreateTable
CREATE TABLE "Run" (
    "id" SERIAL NOT NULL,
    "uploadId" INTEGER NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "projectId" INTEGER,
    "hostId" INTEGER,
    "serverBuildId" INTEGER,
    "configId" INTEGER,
    "tool" TEXT NOT NULL,
    "toolVersion" TEXT,
    "test" TEXT,
    "title" TEXT NOT NULL,
    "lineStart" INTEGER NOT NULL,
    "lineEnd" INTEGER NOT NULL,
    "complete" BOOLEAN NOT NULL,
    "serverVersion" TEXT,
    "command" TEXT,
    "parameters" JSONB NOT NULL DEFAULT '{}',
    "threads" INTEGER,
    "tps" DOUBLE PRECISION,
    "qps" DOUBLE PRECISION,
    "eventsPerSec" DOUBLE PRECISION,
    "durationS" DOUBLE PRECISION,
    "errors" DOUBLE PRECISION,
    "reconnects" DOUBLE PRECISION,
    "latMinMs" DOUBLE PRECISION,
    "latAvgMs" DOUBLE PRECISION,
    "latMaxMs" DOUBLE PRECISION,
    "latPct" DOUBLE PRECISION,
    "latPctMs" DOUBLE PRECISION,
    "extraMetrics" JSONB NOT NULL DEFAULT '{}',
    "sources" JSONB NOT NULL DEFAULT '{}',
    "notes" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Run_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RunTag" (
    "runId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "RunTag_pkey" PRIMARY KEY ("runId","key")
);

-- CreateTable
CREATE TABLE "Operation" (
    "runId" INTEGER NOT NULL,
    "idx" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "seconds" DOUBLE PRECISION,
    "usr" DOUBLE PRECISION,
    "sys" DOUBLE PRECISION,
    "cpu" DOUBLE PRECISION,
    "count" BIGINT,
    "flags" TEXT NOT NULL DEFAULT '',
    "latencyMs" DOUBLE PRECISION,
    "failures" BIGINT,
    "line" INTEGER NOT NULL,

    CONSTRAINT "Operation_pkey" PRIMARY KEY ("runId","idx")
);

-- CreateTable
CREATE TABLE "TestTotal" (
    "runId" INTEGER NOT NULL,
    "idx" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "seconds" DOUBLE PRECISION,
    "usr" DOUBLE PRECISION,
    "sys" DOUBLE PRECISION,
    "cpu" DOUBLE PRECISION,
    "skipped" BOOLEAN NOT NULL DEFAULT false,
    "failed" BOOLEAN NOT NULL DEFAULT false,
    "reason" TEXT,
    "line" INTEGER NOT NULL,

    CONSTRAINT "TestTotal_pkey" PRIMARY KEY ("runId","idx")
);

-- CreateTable
CREATE TABLE "IntervalPoint" (
    "runId" INTEGER NOT NULL,
    "idx" INTEGER NOT NULL,
    "t" DOUBLE PRECISION NOT NULL,
    "threads" INTEGER,
    "tps" DOUBLE PRECISION,
    "qps" DOUBLE PRECISION,
    "eventsPerSec" DOUBLE PRECISION,
    "readsPerSec" DOUBLE PRECISION,
    "writesPerSec" DOUBLE PRECISION,
    "otherPerSec" DOUBLE PRECISION,
    "latencyMs" DOUBLE PRECISION,
    "latencyPct" DOUBLE PRECISION,
    "errorsPerSec" DOUBLE PRECISION,
    "reconnectsPerSec" DOUBLE PRECISION,
    "line" INTEGER NOT NULL,

    CONSTRAINT "IntervalPoint_pkey" PRIMARY KEY ("runId","idx")
);

-- CreateTable
CREATE TABLE "HistogramBucket" (
    "runId" INTEGER NOT NULL,
    "idx" INTEGER NOT NULL,
    "ms" DOUBLE PRECISION NOT NULL,
    "count" BIGINT NOT NULL,
    "line" INTEGER NOT NULL,

    CONSTRAINT "HistogramBucket_pkey" PRIMARY KEY ("runId","idx")
);

-- CreateTable
CREATE TABLE "RunWarning" (
    "runId" INTEGER NOT NULL,
    "idx" INTEGER NOT NULL,
    "line" INTEGER NOT NULL,
    "message" TEXT NOT NULL,

    CONSTRAINT "RunWarning_pkey" PRIMARY KEY ("runId","idx")
);

-- CreateTable
CREATE TABLE "Matrix" (
    "id" SERIAL NOT NULL,
    "uploadId" INTEGER,
    "projectId" INTEGER,
    "caption" TEXT NOT NULL,
    "rowLabel" TEXT NOT NULL DEFAULT '',
    "columnLabel" TEXT NOT NULL DEFAULT '',
    "rows" TEXT[],
    "columns" TEXT[],
    "lineStart" INTEGER NOT NULL,
    "lineEnd" INTEGER NOT NULL,
    "parameters" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Matrix_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MatrixCell" (
    "matrixId" INTEGER NOT NULL,
    "row" INTEGER NOT NULL,
    "col" INTEGER NOT NULL,
    "value" DOUBLE PRECISION,
    "note" TEXT,
    "excluded" BOOLEAN NOT NULL DEFAULT false,
    "line" INTEGER NOT NULL,

    CONSTRAINT "MatrixCell_pkey" PRIMARY KEY ("matrixId","row","col")
);

-- CreateTable
CREATE TABLE "Share" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "state" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "Share_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Project_name_key" ON "Project"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Upload_fingerprint_key" ON "Upload"("fingerprint");

-- CreateIndex
CREATE UNIQUE INDEX "Host_name_key" ON "Host"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ServerBuild_key_key" ON "ServerBuild"("key");

-- CreateIndex
CREATE UNIQUE INDEX "Config_fingerprint_key" ON "Config"("fingerprint");

-- CreateIndex
CREATE INDEX "ConfigEntry_key_idx" ON "ConfigEntry"("key");

-- CreateIndex
CREATE INDEX "Run_tool_test_idx" ON "Run"("tool", "test");

-- CreateIndex
CREATE INDEX "Run_projectId_idx" ON "Run"("projectId");

-- CreateIndex
CREATE INDEX "Run_createdAt_idx" ON "Run"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Run_uploadId_ordinal_key" ON "Run"("uploadId", "ordinal");

-- CreateIndex
CREATE INDEX "RunTag_key_value_idx" ON "RunTag"("key", "value");

-- CreateIndex
CREATE INDEX "Operation_name_idx" ON "Operation"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Share_slug_key" ON "Share"("slug");

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Config" ADD CONSTRAINT "Config_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "Upload"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConfigEntry" ADD CONSTRAINT "ConfigEntry_configId_fkey" FOREIGN KEY ("configId") REFERENCES "Config"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "Upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_hostId_fkey" FOREIGN KEY ("hostId") REFERENCES "Host"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_serverBuildId_fkey" FOREIGN KEY ("serverBuildId") REFERENCES "ServerBuild"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_configId_fkey" FOREIGN KEY ("configId") REFERENCES "Config"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RunTag" ADD CONSTRAINT "RunTag_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Operation" ADD CONSTRAINT "Operation_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TestTotal" ADD CONSTRAINT "TestTotal_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IntervalPoint" ADD CONSTRAINT "IntervalPoint_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HistogramBucket" ADD CONSTRAINT "HistogramBucket_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RunWarning" ADD CONSTRAINT "RunWarning_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Matrix" ADD CONSTRAINT "Matrix_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "Upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Matrix" ADD CONSTRAINT "Matrix_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MatrixCell" ADD CONSTRAINT "MatrixCell_matrixId_fkey" FOREIGN KEY ("matrixId") REFERENCES "Matrix"("id") ON DELETE CASCADE ON UPDATE CASCADE;
