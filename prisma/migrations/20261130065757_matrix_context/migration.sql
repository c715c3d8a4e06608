-- AlterTable
ALTER TABLE "Matrix" ADD COLUMN     "context" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "hostId" INTEGER;

-- CreateIndex
CREATE INDEX "Matrix_hostId_idx" ON "Matrix"("hostId");

-- AddForeignKey
ALTER TABLE "Matrix" ADD CONSTRAINT "Matrix_hostId_fkey" FOREIGN KEY ("hostId") REFERENCES "Host"("id") ON DELETE SET NULL ON UPDATE CASCADE;
