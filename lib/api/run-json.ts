// Runs as the REST API shows them: database rows in, the shapes of lib/schemas/api-runs.ts out.
// Pure. JSON columns written by older parsers are read leniently: a malformed one is left empty.
import type { ApiRun } from '../db/api-reads';
import type { RunListRow } from '../db/runs';
import { CSV_PARTS } from '../export/run-csv';
import type { ApiRunsQuery } from '../schemas/api-queries';
import type { RunDetailJson, RunListItemJson, RunListJson } from '../schemas/api-runs';
import { type RunDate, runDateOf } from '../series/run-date';
import { compareUrl } from '../url-state/compare';
import { runListUrl } from '../url-state/runs';

export type Revision = { commit: string | null; branch: string | null };

const tagsOf = (tags: { key: string; value: string }[]) => Object.fromEntries(tags.map((t) => [t.key, t.value]));

const ranAtJson = (date: RunDate | null) => date && { at: date.at.toISOString(), text: date.text, from: date.from };

const runLinks = (id: number) => ({ self: `/api/runs/${id}`, html: `/runs/${id}`, exportJson: `/api/runs/${id}/export?format=json` });

export function runListItemJson(row: RunListRow, revision: Revision | undefined): RunListItemJson {
  return {
    id: row.id,
    title: row.title,
    tool: row.tool,
    toolVersion: row.toolVersion,
    test: row.test,
    threads: row.threads,
    complete: row.complete,
    createdAt: row.createdAt.toISOString(),
    ranAt: ranAtJson(row.ranAt),
    commit: revision?.commit ?? null,
    branch: revision?.branch ?? null,
    project: row.project,
    host: row.host,
    tags: tagsOf(row.tags),
    warnings: row._count.warnings,
    metrics: {
      tps: row.tps,
      qps: row.qps,
      eventsPerSec: row.eventsPerSec,
      durationS: row.durationS,
      latencyMs: { avg: row.latAvgMs, percentile: row.latPct, percentileValue: row.latPctMs },
    },
    links: runLinks(row.id),
  };
}

export function runListJson(rows: RunListRow[], total: number, query: ApiRunsQuery, revisions: Map<number, Revision>): RunListJson {
  const pages = Math.max(1, Math.ceil(total / query.size));
  const at = (page: number) => `/api/runs${runListUrl.write(query, { page })}`;
  return {
    runs: rows.map((row) => runListItemJson(row, revisions.get(row.id))),
    page: query.page,
    size: query.size,
    total,
    pages,
    // past the last page, the previous one is the last (not page - 1, itself past the end)
    links: {
      self: at(query.page),
      next: query.page < pages ? at(query.page + 1) : null,
      prev: query.page > 1 ? at(Math.min(query.page - 1, pages)) : null,
    },
  };
}

export function runDetailJson(run: ApiRun): RunDetailJson {
  return {
    id: run.id,
    title: run.title,
    tool: run.tool,
    toolVersion: run.toolVersion,
    test: run.test,
    threads: run.threads,
    complete: run.complete,
    serverVersion: run.serverVersion,
    command: run.command,
    notes: run.notes,
    createdAt: run.createdAt.toISOString(),
    ranAt: ranAtJson(runDateOf(tagsOf(run.tags), run.extraMetrics.header)),
    commit: run.commit,
    branch: run.branch,
    project: run.project,
    host: run.host,
    serverBuild: run.serverBuild,
    config: run.config,
    upload: { id: run.upload.id, fileName: run.upload.fileName, lines: { from: run.lineStart, to: run.lineEnd } },
    tags: tagsOf(run.tags),
    metrics: {
      tps: run.tps,
      qps: run.qps,
      eventsPerSec: run.eventsPerSec,
      durationS: run.durationS,
      errors: run.errors,
      reconnects: run.reconnects,
      latencyMs: { min: run.latMinMs, avg: run.latAvgMs, max: run.latMaxMs, percentile: run.latPct, percentileValue: run.latPctMs },
    },
    figures: run.extraMetrics.figures,
    parameters: run.parameters,
    sources: run.sources,
    derived: run.extraMetrics.derived,
    setByHand: [...(run.testEdited ? (['test'] as const) : []), ...(run.threadsEdited ? (['threads'] as const) : [])],
    warnings: { total: run._count.warnings, shown: run.warnings },
    counts: run._count,
    links: {
      ...runLinks(run.id),
      upload: `/uploads/${run.upload.id}`,
      uploadText: `/api/uploads/${run.upload.id}/text`,
      compare: `/api${compareUrl.href({ runs: [run.id] })}`,
      exportCsv: Object.fromEntries(
        CSV_PARTS.map((p) => [p, `/api/runs/${run.id}/export?format=csv&part=${p}`]),
      ) as RunDetailJson['links']['exportCsv'],
    },
  };
}
