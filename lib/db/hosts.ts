// One machine, one host: a team's logs may describe a box in words that differ ("2 CPU, 4 GB RAM,
// 1 disk" in one post, "2 CPUs, 4GB RAM, one disk" in the next), and each became a host of its own,
// so its runs were never repeats of each other. Merging moves one host's runs and result tables to
// the other and keeps its name as an alias, which later logs that describe it so land on.
import 'server-only';
import { db } from './client';
import { bumpRunDataVersion } from './facets-cache';
import { inTransaction } from './tx';

/** A host's name and team, to authorize a change to it. */
export async function getHostOwner(id: number) {
  return db().host.findUnique({ where: { id }, select: { id: true, name: true, teamId: true } });
}

/**
 * The team's other hosts: those a host may be merged into, the ones with its CPU count and memory
 * first (likely the same machine described otherwise), then by name.
 */
export async function listMergeTargets(host: { id: number; teamId: string | null; cpus: number | null; memoryBytes: bigint | null }) {
  const others = await db().host.findMany({
    where: { teamId: host.teamId, id: { not: host.id } },
    select: { id: true, name: true, cpus: true, memoryBytes: true },
    orderBy: { name: 'asc' },
    take: 500,
  });
  const alike = (o: (typeof others)[number]) =>
    host.cpus !== null && host.memoryBytes !== null && o.cpus === host.cpus && o.memoryBytes === host.memoryBytes;
  return others
    .map((o) => ({ id: o.id, name: o.name, alike: alike(o) }))
    .sort((a, b) => Number(b.alike) - Number(a.alike) || a.name.localeCompare(b.name));
}

/** The names merged into a host (its page lists them). */
export async function listHostAliases(hostId: number): Promise<string[]> {
  const rows = await db().hostAlias.findMany({ where: { hostId }, select: { name: true }, orderBy: { name: 'asc' } });
  return rows.map((r) => r.name);
}

/** What a host knows of its machine, one fact a column. */
const FACTS = [
  'description',
  'cpuModel',
  'sockets',
  'coresPerSocket',
  'threadsPerCore',
  'cpus',
  'memoryBytes',
  'diskKind',
  'virtualization',
  'os',
  'kernel',
] as const;
/** The facts two descriptions of one machine cannot differ in. */
const MACHINE = ['cpuModel', 'sockets', 'coresPerSocket', 'threadsPerCore', 'cpus', 'memoryBytes'] as const;

export type MergedHosts = { runs: number; matrices: number; into: { id: number; name: string } };

/**
 * Merges host `from` into host `into` (one team's both), in one transaction: every run (those in
 * the trash too) and result table of `from` moves to `into`; what `into` does not know of the
 * machine (its CPU model, memory, disks…) it takes from `from` when the two agree on what both
 * know (else `into` stays as it is); `from`'s name and aliases become
 * `into`'s aliases; `from` is deleted. Null when either is gone, they are one, or of two teams.
 */
export async function mergeHosts(from: number, into: number): Promise<MergedHosts | null> {
  if (from === into) return null;
  return inTransaction(async (tx) => {
    // locked: an upload that found `from` by its name meanwhile waits, then fails whole (nothing stored) rather than point at no host
    const hosts = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Host" WHERE id IN (${from}, ${into}) ORDER BY id FOR UPDATE`;
    if (hosts.length !== 2) return null;
    const [source, target] = await Promise.all([
      tx.host.findUniqueOrThrow({ where: { id: from } }),
      tx.host.findUniqueOrThrow({ where: { id: into } }),
    ]);
    if (source.teamId !== target.teamId) return null;
    const runs = await tx.run.updateMany({ where: { hostId: from }, data: { hostId: into } });
    const matrices = await tx.matrix.updateMany({ where: { hostId: from }, data: { hostId: into } });
    // what the kept host does not know of the machine comes from the other, unless the two disagree
    // on what both know (a Core2 Duo with 512 MB merged into "2 CPU, 4 GB RAM" lent it its CPU model:
    // a probe): then the kept host stays as it was
    const known = (v: unknown) => v !== null && v !== '';
    const disagree = MACHINE.some((key) => known(target[key]) && known(source[key]) && target[key] !== source[key]);
    const missing = disagree
      ? {}
      : Object.fromEntries(FACTS.flatMap((key) => (!known(target[key]) && known(source[key]) ? [[key, source[key]]] : [])));
    const disks =
      !disagree && Array.isArray(target.disks) && target.disks.length === 0 && Array.isArray(source.disks) && source.disks.length > 0;
    await tx.host.update({ where: { id: into }, data: { ...missing, ...(disks ? { disks: source.disks ?? [] } : {}) } });
    await tx.hostAlias.updateMany({ where: { hostId: from }, data: { hostId: into } });
    await tx.host.delete({ where: { id: from } });
    await tx.hostAlias.create({ data: { teamId: source.teamId, name: source.name, hostId: into } });
    await bumpRunDataVersion(tx);
    return { runs: runs.count, matrices: matrices.count, into: { id: target.id, name: target.name } };
  });
}
