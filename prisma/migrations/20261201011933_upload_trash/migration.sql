-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "deletedAt" TIMESTAMP(3);
