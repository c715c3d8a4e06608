// How a sql-bench test says it stopped before its `Total time` (the reader: sql-bench-output.ts).
// A test-* script that hits a server error dies with Perl's message (`… at ./test-insert line 123.`),
// bench-init.pl's `Error executing '…':` followed by the server's own words on the next line, or a
// DBI message; test-transactions prints `Test skipped because …` and exits. Every regex is anchored
// and linear; the Perl suffix is found with lastIndexOf, not a lazy `.*?`.

import type { RunDraft } from '../draft';
import type { Warning } from '../types';

export type StopKind = 'skipped' | 'aborted';

/** What a line says of the test's stop: its kind, its reason, or that the reason is on the next line. */
export type Stop = { kind: StopKind; reason: string; reasonOnNextLine: boolean };

/** A single test's own skip message (run-all-tests prefixes it with the test's name: TEST_SKIPPED). */
const SKIPPED = /^Test skipped because /;
/** bench-init.pl's do_query: `Error executing 'insert into bench1 …':`, the server's message on the next line */
const ERROR_EXECUTING = /^Error executing '/;
/** `Got error: …`, `Error: Query … didn't return any rows`, `Error while executing …` */
const GOT_ERROR = /^(?:Got error:?|Error:)\s+(\S.*)$/;
/** DBI with PrintError: `DBD::mysql::st execute failed: The table 'bench1' is full at ./test-insert line 140.` */
const DBD_FAILED = /^DBD::\w+::\w+ \w+ failed: (\S.*)$/;
const DBI_CONNECT = 'DBI connect(';
const DBI_CONNECT_FAILED = ') failed: ';
const TEST_ABORTED = 'Test aborted';
/** a line sql-bench prints in a run that goes on: not the server's message after `Error executing` */
const STATEMENT_START = /^(?:Estimated time|Time|Estimated total|Total) (?:for|to|time)[ :]/;
/** Perl's `die` without a newline: ` at ./test-insert line 140.` (tested on the tail after the last ` at `) */
const PERL_DIE_TAIL = /^ at \S+ line \d+\.?$/;

/** The message without Perl's ` at FILE line N.`, or null when the line has no such suffix. */
export function withoutDieSuffix(text: string): string | null {
  const at = text.lastIndexOf(' at ');
  if (at <= 0 || !PERL_DIE_TAIL.test(text.slice(at))) return null;
  return text.slice(0, at).trim();
}

/** The stop a line announces, or null. Lines of a test's own narration never match. */
export function readStop(text: string): Stop | null {
  if (SKIPPED.test(text)) return { kind: 'skipped', reason: text, reasonOnNextLine: false };
  if (ERROR_EXECUTING.test(text)) return { kind: 'aborted', reason: text, reasonOnNextLine: true };
  const dbd = DBD_FAILED.exec(text);
  if (dbd) return { kind: 'aborted', reason: withoutDieSuffix(dbd[1] ?? '') ?? dbd[1] ?? text, reasonOnNextLine: false };
  if (text.startsWith(DBI_CONNECT)) {
    const at = text.indexOf(DBI_CONNECT_FAILED);
    if (at > 0) {
      const message = text.slice(at + DBI_CONNECT_FAILED.length);
      return { kind: 'aborted', reason: withoutDieSuffix(message) ?? message, reasonOnNextLine: false };
    }
  }
  const got = GOT_ERROR.exec(text);
  if (got) return { kind: 'aborted', reason: withoutDieSuffix(got[1] ?? '') ?? got[1] ?? text, reasonOnNextLine: false };
  if (text.includes(TEST_ABORTED)) return { kind: 'aborted', reason: text, reasonOnNextLine: false };
  const died = withoutDieSuffix(text);
  if (died) return { kind: 'aborted', reason: died, reasonOnNextLine: false };
  return null;
}

const MESSAGES = {
  skipped: 'the sql-bench test did not run',
  aborted: 'the sql-bench test was aborted before its Total time; the timings above it are kept',
  suite: 'run-all-tests stopped before its TOTALS line; the tests above it are kept',
} as const;

/**
 * Watches a run for the line that stops it early and the lines that say why. The reason becomes a
 * warning on the line that holds it (the server's message, not the `Error executing` before it).
 */
export class EarlyStop {
  /** set once the run has stopped: its kind, its reason and the line of the warning */
  stopped: { kind: StopKind; reason: string; line: number } | null = null;
  private awaitingReason = false;
  private warning: Warning | null = null;
  /** the last line of the test's narration, quoted when a bare `Test aborted` follows it */
  private narration: { text: string; line: number } | null = null;

  constructor(
    private readonly draft: RunDraft,
    private readonly single: boolean,
  ) {}

  /** Before the stop: does this line stop the run? Otherwise it is remembered as narration. */
  begins(text: string, line: number): boolean {
    const stop = readStop(text);
    if (!stop || (!this.single && stop.kind === 'skipped')) {
      this.narration = { text, line };
      return false;
    }
    const before = this.narration;
    // a bare `Test aborted` says no more: the line before it often holds the server's message
    const reason =
      stop.reason === TEST_ABORTED && before ? `${stop.reason} (line ${before.line} before it: ${before.text.slice(0, 160)})` : stop.reason;
    this.stopped = { kind: stop.kind, reason, line };
    this.awaitingReason = stop.reasonOnNextLine;
    this.warning = { line, message: this.message(reason) };
    this.draft.run.warnings.push(this.warning);
    return true;
  }

  /** After the stop: the server's message (after `Error executing '…':`), Perl's repeat of it, `Test aborted`. */
  continues(text: string, line: number): boolean {
    const stopped = this.stopped;
    if (!stopped || !this.warning) return false;
    if (this.awaitingReason) {
      this.awaitingReason = false;
      if (STATEMENT_START.test(text)) return false;
      stopped.reason = `${withoutDieSuffix(text) ?? text} (${stopped.reason.slice(0, 160)})`;
      stopped.line = line;
      this.warning.line = line;
      this.warning.message = this.message(stopped.reason);
      return true;
    }
    return text.includes(TEST_ABORTED) || readStop(text) !== null;
  }

  private message(reason: string): string {
    return `${this.single ? MESSAGES[this.stopped?.kind ?? 'aborted'] : MESSAGES.suite}: ${reason}`;
  }
}
