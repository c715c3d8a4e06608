// Rows that several uploads may create at the same moment (a project, a host, a server build, a
// config): INSERT … ON CONFLICT DO NOTHING, then read the winner. Neither racer fails, both get
// the same id (under READ COMMITTED the second statement sees the row the other committed).
import 'server-only';
import { createHash } from 'node:crypto';
import { AppError } from '../errors';
import type { IngestPlan, PlannedBuild, PlannedConfig } from '../ingest/plan';
import { describeServerBuild } from '../server-build';
import type { Tx } from './tx';

type IdRow = { id: number };

async function firstId(rows: Promise<IdRow[]>, fallback: () => Promise<IdRow[]>): Promise<number> {
  const inserted = await rows;
  if (inserted[0]) return inserted[0].id;
  const found = await fallback();
  if (!found[0]) throw new Error('a row that conflicted on insert could not be read back');
  return found[0].id;
}

/** A project of `teamId`: created if new; refused when the name belongs to another team's project. */
export async function ensureProject(tx: Tx, name: string, teamId: string | null): Promise<number> {
  const inserted = await tx.$queryRaw<IdRow[]>`
    INSERT INTO "Project" (name, "teamId") VALUES (${name}, ${teamId}) ON CONFLICT (name) DO NOTHING RETURNING id`;
  if (inserted[0]) return inserted[0].id;
  const found = await tx.$queryRaw<(IdRow & { teamId: string | null })[]>`SELECT id, "teamId" FROM "Project" WHERE name = ${name}`;
  const project = found[0];
  if (!project) throw new Error('a project that conflicted on insert could not be read back');
  if (project.teamId !== teamId) throw new AppError('forbidden', `The project "${name}" belongs to another team: choose another name.`);
  return project.id;
}

export async function ensureHost(tx: Tx, host: NonNullable<IngestPlan['host']>, fileName: string): Promise<number> {
  const name = (host.description || `host described in ${fileName}`).slice(0, 200);
  const memory = host.memoryBytes === null ? null : BigInt(host.memoryBytes);
  const diskKind = host.disks.some((d) => d.rotational === false) ? 'ssd' : host.disks.some((d) => d.rotational) ? 'hdd' : null;
  return firstId(
    tx.$queryRaw<IdRow[]>`
      INSERT INTO "Host" (name, description, "cpuModel", sockets, "coresPerSocket", "threadsPerCore", cpus, "memoryBytes",
                          disks, "diskKind", virtualization, os, kernel)
      VALUES (${name}, ${host.description}, ${host.cpuModel}, ${host.sockets}, ${host.coresPerSocket}, ${host.threadsPerCore},
              ${host.cpus}, ${memory}, ${JSON.stringify(host.disks)}::jsonb, ${diskKind}, ${host.virtualization}, ${host.os}, ${host.kernel})
      ON CONFLICT (name) DO NOTHING RETURNING id`,
    () => tx.$queryRaw<IdRow[]>`SELECT id FROM "Host" WHERE name = ${name}`,
  );
}

export async function ensureBuild(tx: Tx, build: PlannedBuild): Promise<number> {
  const { key, ...facts } = build;
  return firstId(
    tx.$queryRaw<IdRow[]>`
      INSERT INTO "ServerBuild" (key, product, version, engine, "engineVersion", allocator, revision, "buildFlags", description)
      VALUES (${key}, ${facts.product}, ${facts.version}, ${facts.engine}, ${facts.engineVersion}, ${facts.allocator},
              ${facts.revision}, ${facts.buildFlags ?? null}, ${describeServerBuild(facts)})
      ON CONFLICT (key) DO NOTHING RETURNING id`,
    () => tx.$queryRaw<IdRow[]>`SELECT id FROM "ServerBuild" WHERE key = ${key}`,
  );
}

/** A config is identified by its canonical text: the same my.cnf uploaded twice is one config. */
export async function ensureConfig(tx: Tx, config: PlannedConfig, uploadId: number): Promise<number> {
  const fingerprint = createHash('sha256').update(config.identity).digest('hex');
  const inserted = await tx.$queryRaw<IdRow[]>`
    INSERT INTO "Config" (fingerprint, name, kind, text, "uploadId")
    VALUES (${fingerprint}, ${config.name.slice(0, 200)}, ${config.kind}, ${config.text}, ${uploadId})
    ON CONFLICT (fingerprint) DO NOTHING RETURNING id`;
  const id = inserted[0]?.id;
  if (id === undefined) {
    const found = await tx.$queryRaw<IdRow[]>`SELECT id FROM "Config" WHERE fingerprint = ${fingerprint}`;
    if (!found[0]) throw new Error('a config that conflicted on insert could not be read back');
    return found[0].id;
  }
  const items = config.items;
  if (items.length > 0) {
    await tx.$executeRaw`
      INSERT INTO "ConfigEntry" ("configId", idx, section, key, value, bytes, line)
      SELECT ${id}, * FROM unnest(${items.map((_, i) => i)}::int[], ${items.map((i) => i.section)}::text[],
        ${items.map((i) => i.key)}::text[], ${items.map((i) => i.value)}::text[],
        ${items.map((i) => (i.bytes === null ? null : String(i.bytes)))}::bigint[], ${items.map((i) => i.line)}::int[])`;
  }
  return id;
}
