// Decode, remove secrets, parse, plan and fingerprint a dropped file: the same code the server runs.

import { type Headline, isRateHeadline, rowDecimals } from '@/lib/format';
import { type IngestPlan, planIngest } from '@/lib/ingest/plan';
import { parsePrepared, prepareUploadText } from '@/lib/ingest/prepare';
import { unstorable } from '@/lib/ingest/storable';
import { concurrencyWord, formatOf, printedDecimalsOf, tagsAsTyped } from '@/lib/parsers/formats';
import type { FileResult } from '@/lib/parsers/types';
import { headlineOf } from '@/lib/run-headline';
import type { Tags } from '@/lib/tags';

/** What the worker sends back: the parse, its plan, and each run's headline (the format registry stays in the worker). */
/** A test a run's file name names (a title made of its test follows when it is taken: run-edit-title.ts). */
export type TestHint = { test: string };

export type PreparedBytes = {
  encoding: string;
  result: FileResult;
  plan: IngestPlan;
  fingerprint: string;
  headlines: Headline[];
  /** each run's tags in its own words, as its page shows them (a pgbench run's `clients=4`: the registry stays in the worker) */
  typedTags: Tags[];
  /** what each run's concurrency is called (`threads`, pgbench's `clients`): the preview's column says it */
  concurrency: string[];
  /**
   * the test each run's file name names where its log and command name none (`mutex_t8.log`): offered
   * as `test=`; else null
   */
  testHints: (TestHint | null)[];
};

export async function prepareBytes(bytes: ArrayBuffer, name: string): Promise<PreparedBytes> {
  const prepared = await prepareUploadText({ bytes: new Uint8Array(bytes) });
  const parsed = parsePrepared(prepared, name);
  // what the server would refuse (lib/ingest/storable.ts): not recognized, with its line, and not sent
  const unfit = unstorable(parsed);
  const result: FileResult = unfit ? { ...parsed, runs: [], configs: [], matrices: [], hosts: [], error: unfit } : parsed;
  const headlines = result.runs.map((run): Headline => {
    const headline = headlineOf({
      tool: run.tool,
      tps: run.metrics.tps,
      eventsPerSec: run.metrics.eventsPerSec,
      durationS: run.metrics.durationS,
      figures: run.figures,
    });
    // as the log printed it, as the runs list and the run page show it (`472.20`, not `472.2`: a DBA's pass)
    const printed = printedDecimalsOf(run.tool);
    return isRateHeadline(headline) && printed
      ? { ...headline, decimals: Math.max(printed.rate, rowDecimals([headline.value])) }
      : headline;
  });
  const plan = planIngest(result, { fileName: name });
  return {
    encoding: prepared.encoding,
    result,
    plan,
    fingerprint: prepared.fingerprint,
    headlines,
    typedTags: plan.runs.map((r) => tagsAsTyped(r.parsed.tool, r.tags)),
    concurrency: result.runs.map((run) => concurrencyWord([run.tool]).many),
    testHints: plan.runs.map((r): TestHint | null => {
      if (r.parsed.test !== null || r.tags.test !== undefined) return null;
      const test = formatOf(r.parsed.tool)?.testFromFileName?.(name, r.parsed) ?? null;
      return test === null ? null : { test };
    }),
  };
}

export type ParseRequest = { id: number; bytes: ArrayBuffer; name: string };
export type ParseReply = { id: number; ok: true; prepared: PreparedBytes } | { id: number; ok: false; message: string };
