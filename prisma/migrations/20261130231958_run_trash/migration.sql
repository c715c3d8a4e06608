-- AlterTable
ALTER TABLE "Run" ADD COLUMN     "deletedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "purgedOrdinals" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
