// parseDocument stays linear on a long document of many small structures (issue 7: a 1 MB document
// of my.cnf blocks, result tables, revisions, build commands or runs took seconds, because each
// line was tested against every structure). Timed like redos-timing.test.ts (growth.ts): the
// fastest of a few runs at 256 KB and at 1 MB of each shape of document-shapes.ts.
import { describe, expect, test } from 'vitest';
import { planIngest } from '../../../lib/ingest/plan';
import { parseDocument } from '../../../lib/parsers';
import { MAX_CONFIG_LINKS } from '../../../lib/parsers/link-configs';
import type { FileResult } from '../../../lib/parsers/types';
import { DOCUMENT_SHAPES, LINK_HEAVY_SHAPES, PLAN_SHAPES, type Shape } from './document-shapes';
import { type Growth, growth, LARGE, MAX_GROWTH, MAX_LARGE_MS, SMALL } from './growth';

/**
 * What the result holds: lines read plus links between runs and configs. A run is linked to every
 * config above it, so a document alternating configs and runs has Θ(runs × configs) links; the
 * parser may take time in proportion to those, not more.
 */
function sizeOf(result: FileResult | undefined): number {
  if (!result) return 0;
  const lastLine = Math.max(0, ...result.runs.map((r) => r.lines[1]), ...result.configs.map((c) => c.lines[1]));
  const links = result.runs.reduce((n, r) => n + r.configs.length, 0) + result.configs.reduce((n, c) => n + c.runs.length, 0);
  return lastLine + links;
}

/** 8× for a result that grows like its document (4×), more for one that grows faster. */
function allowedGrowth(g: Growth<FileResult>): number {
  const resultGrowth = sizeOf(g.large) / Math.max(1, sizeOf(g.small));
  return MAX_GROWTH * Math.max(1, resultGrowth / (LARGE / SMALL));
}

const isLinear = (g: Growth<FileResult>) => g.growth < allowedGrowth(g) && g.largeMs < MAX_LARGE_MS;

describe('parseDocument on documents of many structures', () => {
  test.each(DOCUMENT_SHAPES)('$name', (shape: Shape) => {
    // fastest of 3 runs; when that looks superlinear, a second look with 7 runs decides
    let g = growth(parseDocument, shape.document, 3);
    if (!isLinear(g)) g = growth(parseDocument, shape.document, 7);
    const said = `${shape.name}: ${g.smallMs.toFixed(1)} ms at 256 KB, ${g.largeMs.toFixed(1)} ms at 1 MB (×${g.growth.toFixed(1)}, at most ×${allowedGrowth(g).toFixed(1)})`;
    expect(g.growth, said).toBeLessThan(allowedGrowth(g));
    expect(g.largeMs, said).toBeLessThan(MAX_LARGE_MS);
  });

  // each run would be linked to every config above it (runs × configs links): past MAX_CONFIG_LINKS
  // a run gets only the configs since the run before it, and the document says so
  test.each(LINK_HEAVY_SHAPES)('$name (links capped)', (shape: Shape) => {
    let g = growth(parseDocument, shape.document, 3);
    if (!isLinear(g)) g = growth(parseDocument, shape.document, 7);
    const said = `${shape.name}: ${g.smallMs.toFixed(1)} ms at 256 KB, ${g.largeMs.toFixed(1)} ms at 1 MB (×${g.growth.toFixed(1)})`;
    expect(g.growth, said).toBeLessThan(allowedGrowth(g));
    expect(g.largeMs, said).toBeLessThan(MAX_LARGE_MS);
    expect(g.large?.warnings.map((w) => w.message).join('\n')).toMatch(/too many to apply every configuration/);
    const links = g.large?.runs.reduce((n, r) => n + r.configs.length, 0) ?? 0;
    expect(links).toBeLessThanOrEqual(MAX_CONFIG_LINKS);
  });
});

describe('an upload plan (parseDocument, then planIngest) on documents of many configurations and builds', () => {
  const plan = (document: string) => planIngest(parseDocument(document), { fileName: 'x.log' });
  test.each(PLAN_SHAPES)('$name', (shape: Shape) => {
    let g = growth(plan, shape.document, 3);
    if (!(g.growth < MAX_GROWTH && g.largeMs < MAX_LARGE_MS)) g = growth(plan, shape.document, 7);
    const said = `${shape.name}: ${g.smallMs.toFixed(1)} ms at 256 KB, ${g.largeMs.toFixed(1)} ms at 1 MB (×${g.growth.toFixed(1)})`;
    expect(g.growth, said).toBeLessThan(MAX_GROWTH);
    expect(g.largeMs, said).toBeLessThan(MAX_LARGE_MS);
    // what the upload would store: its configurations' text about the document's (each block once,
    // or a few merged), never each run's every config above it again
    const stored = g.large?.configs.reduce((n, c) => n + c.text.length, 0) ?? 0;
    expect(stored, said).toBeLessThan(2 * LARGE);
  });
});
