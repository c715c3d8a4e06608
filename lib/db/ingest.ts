// Writes one ingest plan in one transaction: everything or nothing. Child rows (operations,
// interval points, …) go in with INSERT … SELECT FROM unnest(), one statement per table.
import 'server-only';
import { createHash } from 'node:crypto';
import type { IngestPlan } from '../ingest/plan';
import { PARSER_VERSION } from '../parsers';
import { describeServerBuild } from '../server-build';
import { db } from './client';
import type { Prisma } from './generated/client';
import { parsedRunColumns, writeChildren } from './run-rows';

type Tx = Prisma.TransactionClient;

export type UploadRecord = {
  fingerprint: string;
  fileName: string;
  sizeBytes: number;
  encoding: string;
  text: string;
  warnings: { line: number; message: string }[];
};
export type IngestOutcome = {
  uploadId: number;
  runIds: number[];
  matrixIds: number[];
  configIds: number[];
  hostId: number | null;
  created: boolean;
};
export type IngestHooks = { afterRuns?: () => void | Promise<void> };

const TX_OPTIONS = { timeout: 300_000, maxWait: 30_000 };

export async function findUploadOutcome(fingerprint: string): Promise<IngestOutcome | null> {
  const upload = await db().upload.findUnique({
    where: { fingerprint },
    select: {
      id: true,
      runs: { select: { id: true, hostId: true }, orderBy: { ordinal: 'asc' } },
      matrices: { select: { id: true }, orderBy: { id: 'asc' } },
      configs: { select: { id: true }, orderBy: { id: 'asc' } },
    },
  });
  if (!upload) return null;
  return {
    uploadId: upload.id,
    runIds: upload.runs.map((r) => r.id),
    matrixIds: upload.matrices.map((m) => m.id),
    configIds: upload.configs.map((c) => c.id),
    hostId: upload.runs[0]?.hostId ?? null,
    created: false,
  };
}

async function ensureProject(tx: Tx, name: string | null): Promise<number | null> {
  if (!name) return null;
  const project = await tx.project.upsert({ where: { name }, update: {}, create: { name }, select: { id: true } });
  return project.id;
}

async function writeConfigs(tx: Tx, plan: IngestPlan, uploadId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const config of plan.configs) {
    const fingerprint = createHash('sha256').update(config.identity).digest('hex');
    const existing = await tx.config.findUnique({ where: { fingerprint }, select: { id: true } });
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const created = await tx.config.create({
      data: {
        fingerprint,
        name: config.name.slice(0, 200),
        kind: config.kind,
        text: config.text,
        uploadId,
        entries: {
          createMany: {
            data: config.items.map((item, idx) => ({
              idx,
              section: item.section,
              key: item.key,
              value: item.value,
              bytes: item.bytes === null ? null : BigInt(item.bytes),
              line: item.line,
            })),
          },
        },
      },
      select: { id: true },
    });
    ids.push(created.id);
  }
  return ids;
}

async function writeHost(tx: Tx, plan: IngestPlan, fileName: string): Promise<number | null> {
  const host = plan.host;
  if (!host) return null;
  const name = (host.description || `host described in ${fileName}`).slice(0, 200);
  const existing = await tx.host.findUnique({ where: { name }, select: { id: true } });
  if (existing) return existing.id;
  const created = await tx.host.create({
    data: {
      name,
      description: host.description,
      cpuModel: host.cpuModel,
      sockets: host.sockets,
      coresPerSocket: host.coresPerSocket,
      threadsPerCore: host.threadsPerCore,
      cpus: host.cpus,
      memoryBytes: host.memoryBytes === null ? null : BigInt(host.memoryBytes),
      disks: host.disks,
      diskKind: host.disks.some((d) => d.rotational === false) ? 'ssd' : host.disks.some((d) => d.rotational) ? 'hdd' : null,
      virtualization: host.virtualization,
      os: host.os,
      kernel: host.kernel,
    },
    select: { id: true },
  });
  return created.id;
}

async function writeBuilds(tx: Tx, plan: IngestPlan): Promise<number[]> {
  const ids: number[] = [];
  for (const build of plan.builds) {
    const { key, ...facts } = build;
    const row = await tx.serverBuild.upsert({
      where: { key },
      update: {},
      create: {
        key,
        ...facts,
        description: describeServerBuild(facts),
      },
      select: { id: true },
    });
    ids.push(row.id);
  }
  return ids;
}

async function writeMatrices(
  tx: Tx,
  plan: IngestPlan,
  uploadId: number,
  projectId: number | null,
  hostId: number | null,
): Promise<number[]> {
  const ids: number[] = [];
  for (const m of plan.matrices) {
    const created = await tx.matrix.create({
      data: {
        uploadId,
        projectId,
        caption: m.caption ?? '',
        rowLabel: m.rowLabel ?? '',
        columnLabel: m.columnLabel ?? '',
        rows: m.rows,
        columns: m.columns,
        lineStart: m.lines[0],
        lineEnd: m.lines[1],
        parameters: m.parameters,
        hostId,
        context: plan.matrixContext,
        cells: {
          createMany: {
            data: m.rows.flatMap((row, r) =>
              m.columns.map((column, c) => {
                const note = m.notes.find((n) => n.row === row && n.column === column);
                return {
                  row: r,
                  col: c,
                  value: m.values[r]?.[c] ?? null,
                  note: note?.text ?? null,
                  excluded: note !== undefined,
                  line: m.rowLines[r] ?? m.lines[0],
                };
              }),
            ),
          },
        },
      },
      select: { id: true },
    });
    ids.push(created.id);
  }
  return ids;
}

export async function writeIngest(
  upload: UploadRecord,
  projectName: string | null,
  plan: IngestPlan,
  hooks: IngestHooks = {},
): Promise<IngestOutcome> {
  return db().$transaction(async (tx) => {
    const existing = await tx.upload.findUnique({ where: { fingerprint: upload.fingerprint }, select: { id: true } });
    if (existing) return (await findUploadOutcome(upload.fingerprint)) as IngestOutcome;
    const projectId = await ensureProject(tx, projectName);
    const created = await tx.upload.create({ data: { ...upload, projectId, parserVersion: PARSER_VERSION }, select: { id: true } });
    const configIds = await writeConfigs(tx, plan, created.id);
    // a host the document describes is kept unless every run was given another one
    const hostNeeded = plan.runs.length === 0 || plan.runs.some((r) => r.override.hostId === undefined);
    const hostId = hostNeeded ? await writeHost(tx, plan, upload.fileName) : null;
    const buildIds = await writeBuilds(tx, plan);
    const runIds: number[] = [];
    for (const planned of plan.runs) {
      const p = planned.parsed;
      const runProjectId = planned.override.projectName?.trim() ? await ensureProject(tx, planned.override.projectName.trim()) : projectId;
      const run = await tx.run.create({
        data: {
          uploadId: created.id,
          ordinal: planned.ordinal,
          projectId: runProjectId,
          hostId: planned.override.hostId !== undefined ? planned.override.hostId : hostId,
          serverBuildId:
            planned.override.serverBuildId !== undefined
              ? planned.override.serverBuildId
              : planned.buildIndex === null
                ? null
                : (buildIds[planned.buildIndex] ?? null),
          configId:
            planned.override.configId !== undefined
              ? planned.override.configId
              : planned.configIndex === null
                ? null
                : (configIds[planned.configIndex] ?? null),
          tool: p.tool,
          title: planned.title.slice(0, 300),
          ...parsedRunColumns(p),
          notes: planned.notes,
          tags: { createMany: { data: Object.entries(planned.tags).map(([key, value]) => ({ key, value })) } },
        },
        select: { id: true },
      });
      await writeChildren(tx, run.id, p);
      runIds.push(run.id);
    }
    await hooks.afterRuns?.();
    const matrixIds = await writeMatrices(tx, plan, created.id, projectId, hostId);
    return { uploadId: created.id, runIds, matrixIds, configIds, hostId, created: true };
  }, TX_OPTIONS);
}
