// The output of pgbench (9.x–18) and of mysqlbench, its MySQL port (seed 004); the formats are
// pgbench.ts and mysqlbench.ts. `key: value`, `key = value` and the dotted leaders of mysqlbench
// (`tps (include connections establishing)  . : 669.439800`).
import { type RunBuilder, RunDraft, type Verdict } from '../draft';
import { toNumber } from '../numbers';
import type { Operation, ParameterValue, ParsedRun, Tool } from '../types';
import {
  ABORTED,
  type Aborted,
  CHATTER,
  ERROR_LINE,
  normalizeKey,
  progressInterval,
  readProgress,
  readScriptLine,
  SCRIPT_HEADER,
  type ScriptSection,
  STATEMENT_HEADER,
  STATEMENT_ROW,
  settleAborted,
  splitKeyValue,
  testName,
} from './pgbench-lines';
import { failuresPerSecond, progressFromStart } from './pgbench-progress';
import { BUILTIN_SCRIPT, readSummaryKey, TPS_VALUE } from './pgbench-summary';

/** `pgbench (15.18 (Debian …))`: client and server are 15.18; a client of another version says the server's: `pgbench (16.4, server 15.18 (Debian …))` */
export const PGBENCH_BANNER = /^pgbench \((\d[\w.]*)(?:, server (\d[\w.]*))?(?:[ ),]|$)/;
/**
 * Keys that open a run when its first lines are missing: a blog post that pastes a second run from
 * `number of clients` or `number of transactions actually processed` on. (`tps = … (including…`
 * is read by readSummaryKey.)
 */
const HEADERLESS_STARTS = new Set(['transaction type', 'number of clients', 'number of transactions actually processed']);
/** `pgbench: client 2 got an error in command 8 (SQL) of script 0; …` and `… repeats the transaction after …` */
const CLIENT_ERROR =
  /^pgbench: client \d+ (?:got an error|repeats the transaction|ends the failed transaction|continues a failed transaction)/;

export function isPgbenchStart(text: string): boolean {
  if (PGBENCH_BANNER.test(text) || text.startsWith('progress: ') || text.startsWith('starting vacuum')) return true;
  const kv = splitKeyValue(text);
  if (kv === null) return false;
  const key = normalizeKey(kv.key);
  if (HEADERLESS_STARTS.has(key)) return true;
  // `tps = 2500.000000 (including connections establishing)`: only pgbench prints that
  return key === 'tps' && /^(?:including|excluding|without)$/.test(TPS_VALUE.exec(kv.value)?.[2] ?? '');
}

export class PgbenchBuilder implements RunBuilder {
  readonly draft: RunDraft;
  private statements = false;
  /** the `SQL script N:` section being read, and its summary row in `operations` */
  private script: ScriptSection | null = null;
  private sawHeader = false;
  private sawTps = false;
  private aborted: Aborted | null = null;
  /** mysqlbench prints `key . . . : value`; pgbench never does */
  private dottedLeaders = false;

  /** `tools.dottedLeaders`: the tool a run is once it prints `key . . . : value` (mysqlbench) */
  constructor(
    private readonly tools: { plain: Tool; dottedLeaders: Tool },
    startLine: number,
  ) {
    this.draft = new RunDraft(tools.plain, startLine);
  }

  lineAt?: (line: number) => string | null;
  readThrough = 0;

  private readonly clientErrors: { first: number | null; count: number } = { first: null, count: 0 };

  get inSummary(): boolean {
    return this.sawTps;
  }

  accept(text: string, line: number): Verdict {
    const d = this.draft;
    if (text === '') return 'skip';
    const banner = PGBENCH_BANNER.exec(text);
    if (banner) {
      if (this.sawHeader || this.sawTps || d.run.intervals.length > 0) return 'new-run';
      d.run.toolVersion = banner[1] ?? null;
      // pgbench names the server only when its version number differs from its own (printVersion in
      // pgbench.c compares PQserverVersion with PG_VERSION_NUM): without `, server …` they are equal
      const server = banner[2] ?? banner[1];
      if (server) {
        d.run.serverVersion = `PostgreSQL ${server}`;
        d.run.sources.serverVersion = [line];
      }
      d.touch(line);
      return 'take';
    }
    if (text.startsWith('progress: ')) {
      if (this.sawHeader || this.sawTps) return 'new-run';
      const read = readProgress(text, line, this.lineAt);
      if (!read) {
        d.warn(line, `progress line not understood: ${text.slice(0, 120)}`);
        d.touch(line);
        return 'take';
      }
      this.readThrough = read.last;
      d.run.intervals.push(progressInterval(read.m, line));
      d.touch(read.last);
      return 'take';
    }
    const header = SCRIPT_HEADER.exec(text);
    if (header) {
      this.sawScripts = true;
      const builtin = BUILTIN_SCRIPT.test(header[2] as string);
      if (builtin) this.builtinScript = true;
      this.scriptTests.push(builtin ? testName(header[2] as string) : null);
      const row: Operation = {
        name: `script ${header[1]}: ${header[2]}`,
        seconds: null,
        usr: null,
        sys: null,
        cpu: null,
        count: null,
        flags: '',
        latencyMs: null,
        failures: null,
        line,
      };
      d.run.operations.push(row);
      this.script = { n: Number(header[1]), row };
      this.statements = false;
      d.touch(line);
      return 'take';
    }
    if (this.script && text.startsWith('- ')) {
      const read = readScriptLine(d, this.script, text, line);
      if (read === 'statements') {
        this.statements = true;
        if (d.run.parameters.perStatementLatencies === undefined) d.param('perStatementLatencies', true, line);
      }
      if (read) {
        d.touch(line);
        return 'take';
      }
    }
    if (this.statements) {
      const s = STATEMENT_ROW.exec(text);
      if (s) {
        d.run.operations.push({
          name: this.script ? `[script ${this.script.n}] ${s[4] ?? ''}` : (s[4] ?? ''),
          seconds: null,
          usr: null,
          sys: null,
          cpu: null,
          count: null,
          flags: '',
          latencyMs: toNumber(s[1]),
          failures: toNumber(s[2]),
          retries: toNumber(s[3]),
          line,
        });
        d.touch(line);
        return 'take';
      }
    }
    if (STATEMENT_HEADER.test(text)) {
      this.statements = true;
      // what -r prints: a log pasted without its command says it ran with it
      if (d.run.parameters.perStatementLatencies === undefined) d.param('perStatementLatencies', true, line);
      d.touch(line);
      return 'take';
    }
    if (CLIENT_ERROR.test(text)) {
      // --verbose-errors: a line per failed try (thousands): the run's, counted in its summary
      this.clientErrors.first ??= line;
      this.clientErrors.count++;
      d.touch(line);
      return 'take';
    }
    if (ERROR_LINE.test(text)) {
      const aborted = ABORTED.exec(text);
      if (aborted) {
        this.aborted ??= { line, saidIncomplete: false };
        if (aborted[1]) this.aborted.saidIncomplete = true;
      }
      d.warn(line, text);
      d.touch(line);
      return 'take';
    }
    // pgbench vacuums before it runs: after a run's header or figures, that is the next run's start
    // (its vacuum's errors are the next run's, not warnings on this one)
    if (text.startsWith('starting vacuum') && (this.sawHeader || this.sawTps)) return 'new-run';
    if (CHATTER.test(text)) {
      d.touch(line);
      return 'take';
    }
    const kv = splitKeyValue(text);
    if (!kv) return 'skip';
    const key = normalizeKey(kv.key);
    const value = kv.value;
    if (/\.\s*:/.test(text)) this.dottedLeaders = true;
    if (key === 'transaction type' && (this.sawHeader || this.sawTps)) return 'new-run';
    const read = readSummaryKey(this.draft, key, value, line);
    if (read === null) return 'skip';
    if (read.tps) this.sawTps = true;
    if (read.transactionType !== undefined) {
      this.sawHeader = true;
      this.transactionType = read.transactionType;
      if (BUILTIN_SCRIPT.test(read.transactionType)) this.builtinScript = true;
    }
    d.touch(line);
    return 'take';
  }

  /** the command's -P (seconds between progress reports), when a command launched the run */
  private progressPeriod: number | null = null;

  launchedBy(parameters: Readonly<Record<string, ParameterValue>>): void {
    const { progress } = parameters;
    if (typeof progress === 'number' && progress > 0) this.progressPeriod = progress;
  }

  /** `transaction type: …` as printed, and whether any script the run ran was a built-in one */
  private transactionType: string | null = null;
  private builtinScript = false;
  private sawScripts = false;
  /** each `SQL script N:` section's built-in test (`tpcb`, `select-only`), null for a custom script */
  private readonly scriptTests: (string | null)[] = [];

  /**
   * `-b tpcb-like@1 -b select-only@1` prints `transaction type: multiple scripts`, read as a custom
   * test: built-in scripts only are named for what they are (`tpcb+select-only`), so that runs of
   * the same mix compare as one test (a format audit, 2026-12-05). With a custom script among them
   * the test stays `custom`.
   */
  private builtinMix(): void {
    const d = this.draft;
    if (this.transactionType !== 'multiple scripts' || this.scriptTests.length < 2) return;
    const names = this.scriptTests.filter((t): t is string => t !== null);
    if (names.length === this.scriptTests.length) d.run.test = [...new Set(names)].join('+');
  }

  /**
   * pgbench reads the scale from the database only for its built-in scripts: with custom scripts
   * alone (-f) it prints `scaling factor: 1`, or -s, whatever the database holds. Not the run's
   * scale then, unless -s said it (the command's parameter fills it in).
   */
  private customScriptScale(): void {
    const d = this.draft;
    const line = d.run.sources['parameters.scale']?.[0];
    if (this.transactionType === null || this.builtinScript || line === undefined) return;
    // several scripts, cut before their `SQL script N:` sections: which they were is not known
    if (this.transactionType === 'multiple scripts' && !this.sawScripts) return;
    delete d.run.parameters.scale;
    delete d.run.sources['parameters.scale'];
    d.warn(
      line,
      `pgbench prints this scaling factor for custom scripts (${this.transactionType}) without reading the database's: it is not the data's scale and is left out (pgbench's -s, when given, is kept)`,
    );
  }

  build(): ParsedRun | null {
    const d = this.draft;
    progressFromStart(d, this.progressPeriod);
    this.customScriptScale();
    this.builtinMix();
    failuresPerSecond(d.run.intervals);
    if (!this.sawHeader && !this.sawTps && d.run.intervals.length === 0 && d.run.warnings.length === 0) return null;
    if (this.dottedLeaders && d.run.command === null) d.run.tool = this.tools.dottedLeaders;
    if (d.run.metrics.tps === null && d.run.figures.tpsIncludingConnections !== undefined) {
      d.warn(
        d.run.sources['figures.tpsIncludingConnections']?.[0] ?? d.lastLine,
        'only tps including connection setup was printed; tps is left empty',
      );
    }
    if (this.aborted) settleAborted(d, this.aborted);
    if (this.clientErrors.first !== null)
      d.warn(
        this.clientErrors.first,
        `pgbench printed ${this.clientErrors.count} client error lines (--verbose-errors), the first here: the run's failed and retried transactions are counted in its summary`,
      );
    const complete = d.run.metrics.tps !== null && this.aborted === null;
    if (!complete && d.run.warnings.length === 0)
      d.warn(d.lastLine, `the log ends at line ${d.lastLine}, before pgbench's summary (its tps): this run is incomplete`);
    return d.finish(complete);
  }
}
