-- Failed sign-ins and tokens (ThrottleCount, rate-limiter-flexible) and Better Auth's request limits
-- (rateLimit) move from each server's memory into the database: every app server counts the same.
-- CreateTable
CREATE TABLE "ThrottleCount" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMP(3),

    CONSTRAINT "ThrottleCount_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "rateLimit" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "lastRequest" BIGINT NOT NULL,

    CONSTRAINT "rateLimit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ThrottleCount_expire_idx" ON "ThrottleCount"("expire");

-- CreateIndex
CREATE UNIQUE INDEX "rateLimit_key_key" ON "rateLimit"("key");
