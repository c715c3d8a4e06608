-- AlterTable
ALTER TABLE "IntervalPoint" ADD COLUMN     "lagMs" DOUBLE PRECISION,
ADD COLUMN     "latencyStddevMs" DOUBLE PRECISION;
