// The docs page's words for the document (types, auth), and the run mapping's leniency towards
// JSON columns an older parser wrote.
import { describe, expect, test } from 'vitest';
import { authSummary, propertiesOf, typeLabel } from '../../../lib/api/openapi/describe';
import { openApiDocument } from '../../../lib/api/openapi/document';
import { runDetailJson } from '../../../lib/api/run-json';
import type { ApiRun } from '../../../lib/db/api-reads';
import { runDetailSchema } from '../../../lib/schemas/api-runs';

describe('typeLabel', () => {
  test.each([
    [{ $ref: '#/components/schemas/RunList' }, 'RunList'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ type: 'array', items: { $ref: '#/components/schemas/RunListItem' } }, 'RunListItem[]'],
    [{ anyOf: [{ $ref: '#/components/schemas/NamedRef' }, { type: 'null' }] }, 'NamedRef | null'],
    [{ type: 'string', enum: ['json', 'csv'] }, '"json" | "csv"'],
    [{ type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } }, '{ [key]: integer[] }'],
    [{ type: 'string', format: 'date-time' }, 'string (date-time)'],
    [{}, 'any'],
  ])('%j → %s', (schema, label) => {
    expect(typeLabel(schema)).toBe(label);
  });
});

describe('authSummary', () => {
  const operation = (path: string, method: 'get' | 'post' | 'delete') => {
    const found = openApiDocument().paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not documented`);
    return found;
  };

  test('reads say the scope and that nobody sees public projects; uploads need a token or a session; health nothing', () => {
    expect(authSummary(operation('/api/runs', 'get'))).toBe(
      'A token with read scope (Authorization: Bearer bb_…, or x-api-key), or a signed-in session; without either, public projects only.',
    );
    expect(authSummary(operation('/api/uploads', 'post'))).toMatch(/^A token with upload scope .*, or a signed-in session\.$/);
    expect(authSummary(operation('/api/shares/{slug}', 'delete'))).toBe('A signed-in session.');
    expect(authSummary(operation('/api/health', 'get'))).toBe('No sign-in needed.');
  });

  test('the run schema lists its properties, required ones marked, inline objects nested', () => {
    const rows = propertiesOf(openApiDocument().components.schemas.RunDetail ?? {});
    expect(rows.find((r) => r.name === 'commit')).toMatchObject({ type: 'string | null', required: true });
    expect(rows.find((r) => r.name === 'upload')?.nested).not.toBeNull();
  });
});

describe('runDetailJson', () => {
  test('an infinite figure is null in JSON; the JSON columns arrive typed (lib/db reads them leniently: tests/integration/json-columns)', () => {
    const run = {
      id: 1,
      title: 't',
      tool: 'sysbench',
      toolVersion: null,
      test: null,
      threads: null,
      complete: true,
      serverVersion: null,
      command: null,
      notes: '',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      commit: null,
      branch: null,
      project: null,
      host: null,
      serverBuild: null,
      config: null,
      upload: { id: 2, fileName: 'a.log' },
      lineStart: 1,
      lineEnd: 9,
      tags: [],
      tps: Number.POSITIVE_INFINITY,
      qps: null,
      eventsPerSec: null,
      durationS: null,
      errors: null,
      reconnects: null,
      latMinMs: null,
      latAvgMs: null,
      latMaxMs: null,
      latPct: null,
      latPctMs: null,
      extraMetrics: { figures: {}, header: {}, derived: [] },
      parameters: {},
      sources: {},
      warnings: [],
      _count: { operations: 0, testTotals: 0, intervals: 0, histogram: 0, warnings: 0 },
    } as unknown as ApiRun;
    const json = runDetailSchema.parse(runDetailJson(run));
    expect(json).toMatchObject({ figures: {}, parameters: {}, sources: {}, derived: [], createdAt: '2026-01-01T00:00:00.000Z' });
    expect(json.metrics.tps).toBeNull(); // JSON cannot carry Infinity
  });
});
