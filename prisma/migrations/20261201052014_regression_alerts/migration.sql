-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "webhookUrl" TEXT;

-- CreateTable
CREATE TABLE "AlertRule" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "metric" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "threshold" DOUBLE PRECISION NOT NULL,
    "lookback" INTEGER NOT NULL DEFAULT 5,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AlertRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Alert" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "runId" INTEGER NOT NULL,
    "metric" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "threshold" DOUBLE PRECISION NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "baseline" DOUBLE PRECISION NOT NULL,
    "worsePct" DOUBLE PRECISION NOT NULL,
    "statistic" DOUBLE PRECISION,
    "baselineRunIds" INTEGER[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acknowledgedAt" TIMESTAMP(3),
    "acknowledgedBy" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "webhookStatus" TEXT,
    "webhookAt" TIMESTAMP(3),

    CONSTRAINT "Alert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AlertRule_projectId_metric_key" ON "AlertRule"("projectId", "metric");

-- CreateIndex
CREATE INDEX "Alert_projectId_createdAt_idx" ON "Alert"("projectId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Alert_runId_metric_key" ON "Alert"("runId", "metric");

-- AddForeignKey
ALTER TABLE "AlertRule" ADD CONSTRAINT "AlertRule_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Alert" ADD CONSTRAINT "Alert_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Alert" ADD CONSTRAINT "Alert_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
