// Plain parse results and plan inputs for the ingest plan's unit tests (plan.test.ts, plan-tags.test.ts).
import { type PlanInput, planIngest, type RunOverride, type StoredRun } from '../../../lib/ingest/plan';
import type { FileResult, ParsedConfig, ParsedHost, ParsedRun } from '../../../lib/parsers/types';

export function run(patch: Partial<ParsedRun> = {}): ParsedRun {
  return {
    tool: 'sysbench',
    toolVersion: '1.0',
    test: 'oltp_read_write',
    title: 'MySQL 8.0.36 jemalloc',
    lines: [1, 20],
    complete: true,
    serverVersion: 'MySQL 8.0.36',
    command: null,
    parameters: { threads: 16 },
    metrics: {
      tps: 100,
      qps: 2000,
      eventsPerSec: null,
      durationS: 60,
      errors: 0,
      reconnects: 0,
      latencyMs: { min: null, avg: null, max: null, percentile: null, percentileValue: null },
    },
    figures: {},
    sources: {},
    derived: [],
    header: {},
    operations: [],
    tests: [],
    intervals: [],
    histogram: [],
    warnings: [],
    configs: [],
    ...patch,
  };
}

export const HOST: ParsedHost = {
  lines: [30, 40],
  description: '2 CPU, 4 GB RAM',
  cpuModel: null,
  cpus: 2,
  sockets: null,
  coresPerSocket: null,
  threadsPerCore: null,
  memoryBytes: 4 * 1024 ** 3,
  disks: [],
  virtualization: null,
  os: null,
  kernel: null,
};

export const CONFIG: ParsedConfig = {
  kind: 'my.cnf',
  lines: [22, 25],
  title: 'my.cnf',
  entries: { query_cache_type: 'OFF' },
  items: [{ section: 'mysqld', key: 'query_cache_type', value: 'OFF', line: 23, bytes: null }],
  text: '[mysqld]\nquery_cache_type = OFF',
  runs: [0],
};

export function document(runs: ParsedRun[], more: Partial<FileResult> = {}): FileResult {
  return {
    file: 'a.log',
    error: null,
    warnings: [],
    runs,
    configs: [],
    matrices: [],
    hosts: [HOST],
    revisions: [],
    buildCommands: [],
    ...more,
  };
}

export const STORED: StoredRun = {
  title: 'stored title',
  notes: 'stored notes',
  tags: { kept: 'yes' },
  hostId: 7,
  serverBuildId: null,
  configId: 9,
  projectId: 3,
  commit: 'old',
  branch: 'main',
  testEdited: false,
  threadsEdited: false,
};

export const one = (doc: FileResult, input: Omit<PlanInput, 'fileName'> = {}) => {
  const plan = planIngest(doc, { fileName: 'a.log', ...input });
  const first = plan.runs[0];
  if (!first) throw new Error('no run planned');
  return { plan, run: first };
};
export const edit = (o: RunOverride) => new Map([[0, o]]);
