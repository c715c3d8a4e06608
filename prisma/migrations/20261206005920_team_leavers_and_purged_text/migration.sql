-- An upload whose text holds the lines of a run deleted for good while that run was not public
-- (a file in a public project with one run filed in a private one, that run purged): outside its
-- team its text stays unreadable (an attack probe read the purged private run's lines, signed out).
ALTER TABLE "Upload" ADD COLUMN     "textTeamOnly" BOOLEAN NOT NULL DEFAULT false;

-- the uploads that lost runs before: where those runs were filed is no longer known, so kept to their team
UPDATE "Upload" SET "textTeamOnly" = true WHERE cardinality("purgedOrdinals") > 0;

-- One membership per person and team: an invitation accepted twice at once made two rows, and
-- removing the person removed one. Duplicates made so are folded into the oldest row.
DELETE FROM "member" m USING "member" d
  WHERE m."organizationId" = d."organizationId" AND m."userId" = d."userId"
    AND (m."createdAt", m.id) > (d."createdAt", d.id);

-- CreateIndex
CREATE UNIQUE INDEX "member_organizationId_userId_key" ON "member"("organizationId", "userId");

-- A token lives while the person who made it may make tokens in its team: who made it is written in
-- its metadata since now (createdById); for those made before, the audit trail's token.create says.
UPDATE "apikey" k
  SET "metadata" = (COALESCE(NULLIF(k."metadata", ''), '{}')::jsonb || jsonb_build_object('createdById', a."userId"))::text
  FROM "AuditEvent" a
  WHERE a."action" = 'token.create' AND a."targetId" = k.id AND a."userId" IS NOT NULL
    AND jsonb_typeof(COALESCE(NULLIF(k."metadata", ''), '{}')::jsonb) = 'object';
