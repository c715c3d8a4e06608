// Rows that several uploads may create at the same moment (a project, a host, a server build, a
// config), one statement each whether the row is there or new: read it, and insert it only when the
// read found nothing (INSERT … ON CONFLICT DO NOTHING). Neither racer fails, both get the same id:
// when another transaction committed the row after this statement's snapshot, the read misses it and
// the insert conflicts, so nothing comes back; a second read (a new snapshot, under READ COMMITTED)
// finds it. Two statements per row before, even when the row existed (the usual case: the same
// build, host and my.cnf uploaded night after night). Projects, hosts and configs are each team's
// own: looked up by (team, name or fingerprint), never across teams.
import 'server-only';
import { createHash } from 'node:crypto';
import type { IngestPlan, PlannedBuild, PlannedConfig } from '../ingest/plan';
import { describeServerBuild } from '../server-build';
import { Prisma } from './generated/client';
import type { Tx } from './tx';

type IdRow = { id: number };

/**
 * The row's team in a WHERE: `= team`, or `IS NULL` with no team. Both are answered from the
 * (team, key) unique index; `IS NOT DISTINCT FROM` is not indexable and scanned the whole table.
 */
function ofTeam(teamId: string | null): Prisma.Sql {
  return teamId === null ? Prisma.sql`"teamId" IS NULL` : Prisma.sql`"teamId" = ${teamId}`;
}

/** The row the found-or-inserted statement gave, or the one a racer committed meanwhile. */
async function firstRow<T>(rows: Promise<T[]>, again: () => Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (row) return row;
  const [found] = await again();
  if (!found) throw new Error('a row that conflicted on insert could not be read back');
  return found;
}

/**
 * Two racers of one team meet on the (team, key) unique index; with no team (sign-in off, or before the
 * first team) that index cannot stop them (NULLs are distinct). So with no team: the row when it is
 * there (the usual case: nothing waits); otherwise a lock on (kind, key), held to commit, that makes
 * racers inserting the same row queue, and null — the caller's statement then reads again.
 */
async function foundWithoutTeam<T>(tx: Tx, teamId: string | null, kind: string, key: string, find: () => Promise<T[]>): Promise<T | null> {
  if (teamId !== null) return null;
  const [found] = await find();
  if (found) return found;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${kind}:${key}`}, 0))`;
  return null;
}

/** A project of `teamId`, created if new: a name is the team's own (another team may have one alike). */
export async function ensureProject(tx: Tx, name: string, teamId: string | null): Promise<number> {
  const find = () => tx.$queryRaw<IdRow[]>`SELECT id FROM "Project" WHERE name = ${name} AND ${ofTeam(teamId)}`;
  const early = await foundWithoutTeam(tx, teamId, 'project', name, find);
  if (early) return early.id;
  const project = await firstRow(
    tx.$queryRaw<IdRow[]>`
      WITH found AS (SELECT id FROM "Project" WHERE name = ${name} AND ${ofTeam(teamId)}),
      inserted AS (
        INSERT INTO "Project" (name, "teamId") SELECT ${name}, ${teamId} WHERE NOT EXISTS (SELECT FROM found)
        ON CONFLICT DO NOTHING RETURNING id)
      SELECT id FROM found UNION ALL SELECT id FROM inserted`,
    find,
  );
  return project.id;
}

/**
 * The team's host of that name: its facts are those of the first of the team's logs that described
 * it. A name merged into another host (lib/db/hosts.ts) is that host's.
 */
export async function ensureHost(
  tx: Tx,
  host: NonNullable<IngestPlan['host']>,
  upload: { fileName: string; teamId: string | null },
): Promise<number> {
  const { teamId } = upload;
  const name = (host.description || `host described in ${upload.fileName}`).slice(0, 200);
  const named = Prisma.sql`SELECT "hostId" AS id FROM "HostAlias" WHERE name = ${name} AND ${ofTeam(teamId)}
    UNION ALL SELECT id FROM "Host" WHERE name = ${name} AND ${ofTeam(teamId)} LIMIT 1`;
  const find = () => tx.$queryRaw<IdRow[]>`${named}`;
  const early = await foundWithoutTeam(tx, teamId, 'host', name, find);
  if (early) return early.id;
  const memory = host.memoryBytes === null ? null : BigInt(host.memoryBytes);
  const diskKind = host.disks.some((d) => d.rotational === false) ? 'ssd' : host.disks.some((d) => d.rotational) ? 'hdd' : null;
  const stored = await firstRow(
    tx.$queryRaw<IdRow[]>`
      WITH found AS (${named}),
      inserted AS (
        INSERT INTO "Host" (name, "teamId", description, "cpuModel", sockets, "coresPerSocket", "threadsPerCore", cpus, "memoryBytes",
                            disks, "diskKind", virtualization, os, kernel)
        SELECT ${name}, ${teamId}, ${host.description}, ${host.cpuModel}, ${host.sockets}, ${host.coresPerSocket}, ${host.threadsPerCore},
               ${host.cpus}, ${memory}, ${JSON.stringify(host.disks)}::jsonb, ${diskKind}, ${host.virtualization}, ${host.os}, ${host.kernel}
        WHERE NOT EXISTS (SELECT FROM found)
        ON CONFLICT DO NOTHING RETURNING id)
      SELECT id FROM found UNION ALL SELECT id FROM inserted`,
    find,
  );
  return stored.id;
}

export async function ensureBuild(tx: Tx, build: PlannedBuild): Promise<number> {
  const { key, ...facts } = build;
  const row = await firstRow(
    tx.$queryRaw<IdRow[]>`
      WITH found AS (SELECT id FROM "ServerBuild" WHERE key = ${key}),
      inserted AS (
        INSERT INTO "ServerBuild" (key, product, version, engine, "engineVersion", allocator, revision, "buildFlags", description)
        SELECT ${key}, ${facts.product}, ${facts.version}, ${facts.engine}, ${facts.engineVersion}, ${facts.allocator},
               ${facts.revision}, ${facts.buildFlags ?? null}, ${describeServerBuild(facts)}
        WHERE NOT EXISTS (SELECT FROM found)
        ON CONFLICT (key) DO NOTHING RETURNING id)
      SELECT id FROM found UNION ALL SELECT id FROM inserted`,
    () => tx.$queryRaw<IdRow[]>`SELECT id FROM "ServerBuild" WHERE key = ${key}`,
  );
  return row.id;
}

/**
 * A config is identified by its canonical text within a team: the same my.cnf uploaded twice by a
 * team is one config; another team's upload of it is another (named and linked to that team's file).
 */
export async function ensureConfig(tx: Tx, config: PlannedConfig, upload: { id: number; teamId: string | null }): Promise<number> {
  const { teamId, id: uploadId } = upload;
  const fingerprint = createHash('sha256').update(config.identity).digest('hex');
  const find = () =>
    tx.$queryRaw<(IdRow & { inserted: boolean })[]>`
      SELECT id, false AS inserted FROM "Config" WHERE fingerprint = ${fingerprint} AND ${ofTeam(teamId)}`;
  const early = await foundWithoutTeam(tx, teamId, 'config', fingerprint, find);
  if (early) return early.id;
  // its entries are written by the transaction that inserted it, and only then
  const { id, inserted } = await firstRow(
    tx.$queryRaw<(IdRow & { inserted: boolean })[]>`
      WITH found AS (SELECT id FROM "Config" WHERE fingerprint = ${fingerprint} AND ${ofTeam(teamId)}),
      inserted AS (
        INSERT INTO "Config" (fingerprint, "teamId", name, kind, text, "uploadId")
        SELECT ${fingerprint}, ${teamId}, ${config.name.slice(0, 200)}, ${config.kind}, ${config.text}, ${uploadId}
        WHERE NOT EXISTS (SELECT FROM found)
        ON CONFLICT DO NOTHING RETURNING id)
      SELECT id, false AS inserted FROM found UNION ALL SELECT id, true FROM inserted`,
    find,
  );
  if (!inserted) return id;
  const items = config.items;
  if (items.length > 0) {
    await tx.$executeRaw`
      INSERT INTO "ConfigEntry" ("configId", idx, section, key, value, bytes, line, listed)
      SELECT ${id}, * FROM unnest(${items.map((_, i) => i)}::int[], ${items.map((i) => i.section)}::text[],
        ${items.map((i) => i.key)}::text[], ${items.map((i) => i.value)}::text[],
        ${items.map((i) => (i.bytes === null ? null : String(i.bytes)))}::bigint[], ${items.map((i) => i.line)}::int[],
        ${items.map((i) => i.listed)}::boolean[])`;
  }
  return id;
}
