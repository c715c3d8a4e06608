-- Upload fingerprints become the SHA-256 of the canonical text (no trailing spaces or tabs on any
-- line, no trailing blank lines), as lib/ingest/fingerprint.ts computes it. An upload whose new
-- fingerprint another upload already has keeps its old one (it was a duplicate before this fix).
WITH canon AS (
  SELECT id, encode(sha256(convert_to(rtrim(regexp_replace(text, '[ \t]+$', '', 'gn'), E'\n'), 'UTF8')), 'hex') AS fp
  FROM "Upload"
), firsts AS (
  SELECT DISTINCT ON (fp) id, fp FROM canon ORDER BY fp, id
)
UPDATE "Upload" u SET fingerprint = f.fp
FROM firsts f
WHERE u.id = f.id
  AND u.fingerprint <> f.fp
  AND NOT EXISTS (SELECT 1 FROM "Upload" o WHERE o.fingerprint = f.fp AND o.id <> u.id);
