// Two descriptions of one machine ("2 CPU, 4 GB RAM, 1 disk" in one post, "2 CPUs, 4GB RAM, one
// SATA disk" in the next) were two hosts, and their runs never repeats of each other. Merging moves
// one host's runs (those in the trash too) to the other, keeps what the other does not know of the
// machine, and keeps its name as an alias that later logs land on; only the team's editors may.
import { beforeAll, expect, test, vi } from 'vitest';
import type { Viewer } from '../../lib/auth/viewer';
import { db } from '../../lib/db/client';
import { listHostAliases } from '../../lib/db/hosts';
import { deleteRun } from '../../lib/db/runs';
import { mergeHost } from '../../lib/host-changes';
import { ingestDocument } from '../../lib/ingest/ingest';
import { sysbenchLog } from '../support/sysbench-log';

// (the audit event reads the request's headers)
vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

const TEAM = 'merge-team';
const OTHER = 'merge-other';
const member = (teamId: string, role: string): Viewer => ({
  kind: 'user',
  user: { id: `${role}-${teamId}`, name: role, email: `${role}@${teamId}.test` },
  memberships: [{ teamId, teamName: teamId, teamSlug: teamId, role }],
});
const PROSE = 'Our box: 2 CPU, 4 GB RAM, 1 disk.';
const OTHER_PROSE = 'Hardware: 2 CPUs, 4GB RAM, one SATA disk';

const upload = async (head: string, banner: string, teamId = TEAM) =>
  (await ingestDocument({ fileName: `${banner}.log`, text: `${head}\n\n${sysbenchLog({ intervals: 5, banner })}`, teamId }))
    .runIds[0] as number;
const hostOf = async (runId: number) =>
  (await db().run.findUniqueOrThrow({ where: { id: runId }, select: { hostId: true } })).hostId as number;

const ids = { a: 0, b: 0, trashed: 0, elsewhere: 0 };

beforeAll(async () => {
  for (const id of [TEAM, OTHER]) await db().organization.create({ data: { id, name: id, slug: id, createdAt: new Date() } });
  ids.a = await upload(PROSE, 'merge night 1');
  ids.b = await upload(OTHER_PROSE, 'merge night 2');
  ids.trashed = await upload(OTHER_PROSE, 'merge night 3');
  await deleteRun(ids.trashed);
  ids.elsewhere = await upload(OTHER_PROSE, 'merge other team', OTHER);
});

test('two hosts the prose made of one machine', async () => {
  expect(await hostOf(ids.a)).not.toBe(await hostOf(ids.b));
  expect(await hostOf(ids.b)).toBe(await hostOf(ids.trashed));
});

test('a viewer, another team, or a host of another team may not merge; nothing changes', async () => {
  const [a, b, elsewhere] = [await hostOf(ids.a), await hostOf(ids.b), await hostOf(ids.elsewhere)];
  await expect(mergeHost(member(TEAM, 'viewer'), b, a)).rejects.toThrow('does not allow you to merge hosts');
  await expect(mergeHost(member(OTHER, 'owner'), b, a)).rejects.toThrow("or is not your team's");
  await expect(mergeHost(member(TEAM, 'owner'), b, elsewhere)).rejects.toThrow("is not another of this team's hosts");
  await expect(mergeHost({ kind: 'anonymous' }, b, a)).rejects.toThrow('Sign in');
  expect(await hostOf(ids.b)).toBe(b);
});

test("an editor merges: runs (the trashed one too) move, the name stays as an alias, later logs land on it; the other team's host is untouched", async () => {
  const [a, b, elsewhere] = [await hostOf(ids.a), await hostOf(ids.b), await hostOf(ids.elsewhere)];
  const bName = (await db().host.findUniqueOrThrow({ where: { id: b } })).name;
  const merged = await mergeHost(member(TEAM, 'editor'), b, a);
  expect(merged).toMatchObject({ runs: 2, matrices: 0, into: { id: a } });
  expect([await hostOf(ids.b), await hostOf(ids.trashed)]).toEqual([a, a]);
  expect(await db().host.findUnique({ where: { id: b } })).toBeNull();
  expect(await listHostAliases(a)).toEqual([bName]);
  // a later log describing the machine in the merged host's words lands on the host it was merged into
  expect(await hostOf(await upload(OTHER_PROSE, 'merge night 4'))).toBe(a);
  // …in this team only: the other team's host of that name stays its own
  expect(await hostOf(ids.elsewhere)).toBe(elsewhere);
  expect(await hostOf(await upload(OTHER_PROSE, 'merge other team 2', OTHER))).toBe(elsewhere);
  const event = await db().auditEvent.findFirst({ where: { teamId: TEAM, action: 'host.merge' } });
  expect(event?.summary).toContain(`"${bName}" merged into`);
  // merged already: said so, nothing changes
  await expect(mergeHost(member(TEAM, 'editor'), b, a)).rejects.toThrow('may have been merged already');
});

test('the kept host takes the facts it lacks only from a host that agrees on the machine; otherwise it stays as it was', async () => {
  const make = (name: string, data: Record<string, unknown>) => db().host.create({ data: { name, teamId: TEAM, ...data } });
  const editor = member(TEAM, 'editor');
  // the same machine, told twice: the kept one gains the CPU model and the disks
  const kept = await make('2 CPU box', { cpus: 2, memoryBytes: 4n << 30n });
  const told = await make('2 CPUs, Core2 box', { cpus: 2, memoryBytes: 4n << 30n, cpuModel: 'Core2 Duo E8400', disks: [{ name: 'sda' }] });
  await mergeHost(editor, told.id, kept.id);
  expect(await db().host.findUniqueOrThrow({ where: { id: kept.id } })).toMatchObject({
    cpuModel: 'Core2 Duo E8400',
    disks: [{ name: 'sda' }],
  });
  // another machine (512 MB): its runs move, as asked, but it lends nothing (it lent its CPU to "4 GB RAM": a probe)
  const other = await make('Core2 Duo, 512 MB', { cpus: 2, memoryBytes: 512n << 20n, cpuModel: 'Core2 Duo T5500', os: 'Debian 5' });
  const big = await make('2 CPU, 4 GB RAM box', { cpus: 2, memoryBytes: 4n << 30n });
  await mergeHost(editor, other.id, big.id);
  expect(await db().host.findUniqueOrThrow({ where: { id: big.id } })).toMatchObject({ cpuModel: null, os: null, memoryBytes: 4n << 30n });
});
