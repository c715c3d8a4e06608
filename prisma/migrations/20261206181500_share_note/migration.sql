-- A share link's note: what its maker wrote for whoever opens it (shown as text above the comparison).
ALTER TABLE "Share" ADD COLUMN     "note" TEXT NOT NULL DEFAULT '';
