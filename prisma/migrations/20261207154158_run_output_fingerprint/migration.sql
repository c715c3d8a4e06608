-- AlterTable
ALTER TABLE "Run" ADD COLUMN     "outputFingerprint" TEXT;

-- CreateIndex
CREATE INDEX "Run_teamId_outputFingerprint_idx" ON "Run"("teamId", "outputFingerprint");
