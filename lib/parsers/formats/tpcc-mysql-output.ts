// tpcc_start's output (the format: tpcc-mysql.ts). The headline is the tpmC it prints last: New-Order
// transactions per minute, kept as the figure `tpmC` (never as tps). Interval lines become the
// interval series: `tps` is the interval's New-Order count over its length (New-Order/s, listed in
// `derived` as `intervals.tps`), `latencyMs` its New-Order 95th percentile. Transaction types
// become operations: count = successes (sc), failures = fl, latencyMs = avg_rt (an average, as for
// pgbench); percentiles, late and retried counts are figures.
import { type RunBuilder, RunDraft, type Verdict } from '../draft';
import { shiftDecimal, toNumber } from '../numbers';
import type { Interval, ParsedRun, Tool } from '../types';
import {
  CONSTRAINT_PART,
  CONSTRAINT_ROW,
  HISTOGRAM_LINE,
  headerStage,
  INTERVAL,
  INTERVAL_LIKE,
  INTERVAL_START,
  MEASURED,
  OPTION,
  PARAMETER,
  PERCENTILE_ROW,
  RAW_ROW,
  STAGE,
  STARS,
  type Stage,
  TPMC,
  TRANSACTIONS,
  transactionNamed,
  USING_SCHEMA,
} from './tpcc-mysql-lines';

/** Lines that open a tpcc_start run: its banner, any section header, an interval report. */
export function isTpccStart(text: string): boolean {
  return headerStage(text) !== null || (text.startsWith('option ') && OPTION.test(text)) || INTERVAL_START.test(text);
}

/** What an option letter or a `[key]` of the parameters block sets (the same names as the command's). */
export const OPTION_PARAMETERS: Record<string, string[]> = {
  w: ['warehouses'],
  c: ['connections', 'threads'],
  r: ['rampup'],
  l: ['time'],
  i: ['reportInterval'],
};
const BLOCK_PARAMETERS: Record<string, string[]> = {
  warehouse: ['warehouses'],
  connection: ['connections', 'threads'],
  rampup: ['rampup'],
  measure: ['time'],
};

export class TpccBuilder implements RunBuilder {
  readonly draft: RunDraft;
  private stage: Stage | null = null;
  /** which half of the constraint check is being read */
  private constraintPart: 'mix' | 'onTime' = 'mix';
  private unreadIntervals: { count: number; line: number; text: string } | null = null;

  constructor(tool: Tool, startLine: number) {
    this.draft = new RunDraft(tool, startLine);
    this.draft.run.test = 'tpcc';
  }

  get inSummary(): boolean {
    return this.stage !== null && this.stage >= STAGE.stopping;
  }

  private get finished(): boolean {
    return this.draft.run.figures.tpmC !== undefined;
  }

  /** Moves to `stage`; false when the run is already there or past it (the line starts another run). */
  private enter(stage: Stage): boolean {
    if (this.stage !== null && stage <= this.stage && !(stage === STAGE.options && this.stage === STAGE.options)) return false;
    this.stage = stage;
    return true;
  }

  accept(text: string, line: number): Verdict {
    if (text === '') return 'skip';
    const verdict = this.read(text, line);
    if (verdict === 'take') this.draft.touch(line);
    return verdict;
  }

  private read(text: string, line: number): Verdict {
    const d = this.draft;
    if (this.finished) return headerStage(text) !== null ? 'new-run' : 'skip';
    const stage = headerStage(text);
    if (stage !== null) {
      if (!this.enter(stage)) return 'new-run';
      // `RAMP-UP TIME.(10 sec.)` says the ramp-up when no parameters block did
      if (stage === STAGE.rampUp && d.run.parameters.rampup === undefined) d.param('rampup', toNumber(/\((\d+) sec/.exec(text)?.[1]), line);
      return 'take';
    }
    const s = this.stage;
    if (s === null || s <= STAGE.measuring) {
      const interval = this.readInterval(text, line);
      if (interval) return interval;
    }
    if (s === null || s <= STAGE.parameters) {
      const option = OPTION.exec(text);
      if (option) {
        if (!this.enter(STAGE.options)) return 'new-run';
        for (const key of OPTION_PARAMETERS[option[1] ?? ''] ?? []) d.param(key, toNumber(option[2]), line);
        return 'take';
      }
      if (STARS.test(text) || USING_SCHEMA.test(text)) return 'take';
    }
    if (s === STAGE.parameters) {
      const parameter = PARAMETER.exec(text);
      if (!parameter) return 'skip';
      const value = toNumber(/^\s*(\d+)/.exec(parameter[2] ?? '')?.[1]);
      for (const key of BLOCK_PARAMETERS[parameter[1] ?? ''] ?? []) d.param(key, value, line);
      return 'take';
    }
    if (s === STAGE.rampUp || s === STAGE.measuring) return USING_SCHEMA.test(text) ? 'take' : 'skip';
    if (s === STAGE.raw || s === STAGE.raw2) return this.readRaw(text, line, s === STAGE.raw);
    if (s === STAGE.constraint) return this.readConstraint(text, line);
    if (s === STAGE.histogram) return HISTOGRAM_LINE.test(text) ? 'take' : 'skip';
    if (s === STAGE.percentile) return this.readPercentile(text, line);
    if (s === STAGE.tpmC) {
      const m = TPMC.exec(text);
      if (!m) return 'skip';
      d.figure('tpmC', toNumber(m[1]), line);
      return 'take';
    }
    return 'skip';
  }

  private readInterval(text: string, line: number): Verdict | null {
    const first = text.charCodeAt(0);
    if (first < 48 || first > 57) return null;
    const m = INTERVAL.exec(text);
    if (m) {
      if (this.stage !== STAGE.measuring && !this.enter(STAGE.measuring)) return 'new-run';
      this.draft.run.intervals.push(this.interval(m, line));
      return 'take';
    }
    if (this.stage !== STAGE.measuring || !INTERVAL_LIKE.test(text)) return null;
    // a report in a syntax we do not read: said once for the run, never silently missing from the chart
    if (this.unreadIntervals) this.unreadIntervals.count++;
    else this.unreadIntervals = { count: 1, line, text: text.slice(0, 120) };
    return 'take';
  }

  private interval(m: RegExpExecArray, line: number): Interval {
    const t = Number(m[1]);
    const previous = this.draft.run.intervals.at(-1)?.t ?? 0;
    const period = t - previous;
    const trx = toNumber(m[2]);
    return {
      t,
      threads: null,
      // New-Order transactions in the interval, per second
      tps: trx !== null && period > 0 ? Number((trx / period).toFixed(6)) : null,
      qps: null,
      eventsPerSec: null,
      readsPerSec: null,
      writesPerSec: null,
      otherPerSec: null,
      latencyMs: toNumber(m[3]),
      latencyPct: 95,
      errorsPerSec: null,
      reconnectsPerSec: null,
      latencyStddevMs: null,
      lagMs: null,
      line,
    };
  }

  private readRaw(text: string, line: number, first: boolean): Verdict {
    const d = this.draft;
    const measured = MEASURED.exec(text);
    if (measured && first) {
      d.metric('durationS', toNumber(measured[1]), line);
      return 'take';
    }
    const m = RAW_ROW.exec(text);
    const type = TRANSACTIONS[Number(m?.[1])];
    if (!m || !type) return 'skip';
    // the second table sums the per-connection counters: the same figures, read once
    if (!first) return 'take';
    d.figure(`${type.key}Success`, toNumber(m[2]), line);
    d.figure(`${type.key}Late`, toNumber(m[3]), line);
    d.figure(`${type.key}Retry`, toNumber(m[4]), line);
    d.figure(`${type.key}Failure`, toNumber(m[5]), line);
    d.figure(`${type.key}AvgRtMs`, toNumber(m[6]), line);
    d.run.operations.push({
      name: type.name,
      seconds: null,
      usr: null,
      sys: null,
      cpu: null,
      count: toNumber(m[2]),
      flags: '',
      latencyMs: toNumber(m[6]),
      failures: toNumber(m[5]),
      line,
    });
    return 'take';
  }

  private readConstraint(text: string, line: number): Verdict {
    const part = CONSTRAINT_PART.exec(text);
    if (part) {
      this.constraintPart = part[1] === 'transaction percentage' ? 'mix' : 'onTime';
      return 'take';
    }
    const m = CONSTRAINT_ROW.exec(text);
    const type = transactionNamed(m?.[1] ?? '');
    if (!m || !type) return 'skip';
    this.draft.figure(`${type.key}${this.constraintPart === 'mix' ? 'MixPct' : 'OnTimePct'}`, toNumber(m[2]), line);
    if (m[4] === 'NG') this.draft.warn(line, `TPC-C constraint not met: ${text}`);
    return 'take';
  }

  private readPercentile(text: string, line: number): Verdict {
    const m = PERCENTILE_ROW.exec(text);
    const type = transactionNamed(m?.[1] ?? '');
    if (!m || !type) return 'skip';
    // printed in seconds: moved to ms on the decimal text, exactly
    this.draft.figure(`${type.key}RtP90Ms`, shiftDecimal(m[2] ?? '', 3), line);
    this.draft.figure(`${type.key}RtMaxMs`, shiftDecimal(m[3] ?? '', 3), line);
    return 'take';
  }

  build(): ParsedRun | null {
    const d = this.draft;
    const run = d.run;
    if (run.intervals.length === 0 && run.operations.length === 0 && !this.finished) return null;
    if (run.intervals.some((iv) => iv.tps !== null)) run.derived.push('intervals.tps');
    const unread = this.unreadIntervals;
    if (unread)
      d.warn(
        unread.line,
        `${unread.count === 1 ? '1 interval line' : `${unread.count} interval lines`} could not be read and are left out of the chart; the first: ${unread.text}`,
      );
    if (!this.finished) d.warn(d.lastLine, 'the log ends before the <TpmC> summary: this run has no tpmC (incomplete)');
    return d.finish(this.finished);
  }
}
