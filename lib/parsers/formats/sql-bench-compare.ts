// sql-bench's own comparison table, printed by its `compare-results` script from several RUN-*
// files: a numbered list of the files (` 1 mysql-Linux_2.6_x86_64   : MySQL 5.0.22-log --fast`),
// then one column per file, `|`-separated: the seconds per test, per operation (`name (count)`)
// and TOTALS, with `+ ? *` markers before a figure and empty or `n/a` cells where a file has none.
// Each column is a run-all-tests run of its own; TOTALS is its total time, never an operation.
import { type RunBuilder, RunDraft, type Verdict } from '../draft';
import { toNumber } from '../numbers';
import type { ParsedRun, TestTotal, Tool } from '../types';
import { TOTALS } from './sql-bench-lines';

/** compare-results prints "where" (sic); a corrected copy would say "were". */
export const COMPARE_LIST_START = /^The result logs which w(?:h)?ere found and the options:/;
/** ` 1 mysql-Linux_2.6_x86_64    : MySQL 5.0.22-log --fast` (the file's name after `RUN-`, 40 characters at most) */
const LIST_ENTRY = /^(\d{1,3}) ([^\s:]+)\s*:(.*)$/;
const TABLE_HEAD = /^Operation\s*\|/;
/** the table pasted without the list of files above it: `Operation   |      1|      2|` */
export const COMPARE_TABLE_START = /^Operation\s*\|\s*1\|/;
const SEPARATOR = /^[=-]{10,}$/;
/** a cell: markers, seconds, markers, and `:count` when printed with --verbose */
const CELL = /^([*?+]*)(\d+(?:\.\d+)?)([*?+]*)(?::\s*(\d+))?$/;
const NO_VALUE = /^(?:|n\/a|-+)$/i;
/** more columns than this is not a comparison anyone printed */
const MAX_COLUMNS = 64;

type Entry = { name: string; server: string; arguments: string; line: number; comments: string[] };
type Cell = { seconds: number; flags: string; count: number | null } | null;
type Section = 'tests' | 'operations' | 'relative' | null;

/** The cells of a `name | a | b |` row, without the name and the empty text after the last bar. */
function cellsOf(text: string): { name: string; cells: string[] } {
  const parts = text.split('|');
  const name = (parts[0] ?? '').trim();
  const cells = parts.slice(1).map((c) => c.trim());
  if (cells.length > 0 && cells.at(-1) === '') cells.pop();
  return { name, cells };
}

function readCell(text: string): Cell | 'unreadable' {
  if (NO_VALUE.test(text)) return null;
  const m = CELL.exec(text);
  if (!m) return 'unreadable';
  const seconds = toNumber(m[2]);
  if (seconds === null) return 'unreadable';
  return { seconds, flags: `${m[1] ?? ''}${m[3] ?? ''}`, count: toNumber(m[4]) };
}

/** `alter_table_add (100)` → the operation and the count compare-results took from the first column. */
function operationName(text: string): { name: string; count: number | null } {
  const open = text.lastIndexOf(' (');
  if (open < 0 || !text.endsWith(')')) return { name: text, count: null };
  const count = toNumber(text.slice(open + 2, -1));
  return count === null ? { name: text, count: null } : { name: text.slice(0, open).trim(), count };
}

export class CompareResultsBuilder implements RunBuilder {
  readonly draft: RunDraft;
  private readonly tool: Tool;
  private readonly suiteTest: string;
  private readonly entries: Entry[] = [];
  private columns: RunDraft[] = [];
  /** the second heading row: each column's file name cut to the column's width */
  private shortNames: string[] = [];
  private shortNamesLine: number | null = null;
  private section: Section = null;
  private relative = false;
  private inTable = false;
  private finished = false;
  private totalsLine: number | null = null;

  constructor(tool: Tool, suiteTest: string, startLine: number) {
    this.tool = tool;
    this.suiteTest = suiteTest;
    this.draft = new RunDraft(tool, startLine);
  }

  get inSummary(): boolean {
    return this.inTable;
  }

  accept(text: string, line: number): Verdict {
    if (text === '' || this.finished) return 'skip';
    const took = (): Verdict => {
      this.draft.touch(line);
      return 'take';
    };
    if (COMPARE_LIST_START.test(text)) return line === this.draft.run.lines[0] ? took() : 'new-run';
    if (COMPARE_TABLE_START.test(text) && this.inTable) return 'new-run';
    if (!this.inTable) {
      if (TABLE_HEAD.test(text)) return this.head(text) ? took() : 'skip';
      if (SEPARATOR.test(text)) return took();
      const entry = LIST_ENTRY.exec(text);
      if (entry) {
        const [server = '', ...args] = (entry[3] ?? '').trim().split(' --');
        this.entries.push({
          name: (entry[2] ?? '').replace(/^.*\//, '').replace(/^RUN-/, ''),
          server: server.trim(),
          arguments: args.map((a) => `--${a.trim()}`).join(' '),
          line,
          comments: [],
        });
        return took();
      }
      // `  comments` printed under the file they describe
      const last = this.entries.at(-1);
      if (!last) return 'skip';
      last.comments.push(text);
      return took();
    }
    if (SEPARATOR.test(text)) {
      if (text.startsWith('=') && this.totalsLine !== null) this.finished = true;
      return took();
    }
    if (!text.includes('|')) return 'skip';
    const { name, cells } = cellsOf(text);
    if (name === '') {
      // the second heading row: each column's name cut to its width
      if (this.shortNames.length === 0 && this.section === null) {
        this.shortNames = cells;
        this.shortNamesLine = line;
      }
      return took();
    }
    if (cells.length <= 1 && cells.every((c) => c === '')) return this.sectionRow(name) ? took() : 'skip';
    return this.row(name, cells, line) ? took() : 'skip';
  }

  /** `Operation | 1| 2| 3|`: how many columns, and a draft for each. */
  private head(text: string): boolean {
    const { cells } = cellsOf(text);
    if (cells.length === 0 || cells.length > MAX_COLUMNS || cells.some((c, i) => c !== String(i + 1))) return false;
    this.inTable = true;
    this.columns = cells.map(() => new RunDraft(this.tool, this.draft.run.lines[0]));
    return true;
  }

  private sectionRow(name: string): boolean {
    if (name.startsWith('Results per test')) this.section = 'tests';
    else if (name.startsWith('Relative results per test')) {
      this.section = 'relative';
      this.relative = true;
    } else if (name.startsWith('The results per operation')) this.section = 'operations';
    else return false;
    return true;
  }

  private row(name: string, cells: string[], line: number): boolean {
    if (cells.length !== this.columns.length || this.section === null) return false;
    const values = cells.map(readCell);
    const isTotals = TOTALS.test(name);
    const operation = operationName(name);
    values.forEach((value, i) => {
      const d = this.columns[i] as RunDraft;
      if (value === 'unreadable') {
        d.warn(line, `column ${i + 1} of this compare-results row could not be read; it is left out: ${(cells[i] ?? '').slice(0, 40)}`);
        return;
      }
      if (value === null) return;
      if (isTotals) {
        d.metric('durationS', value.seconds, line);
        if (value.flags) d.run.header.totalsMarkers = value.flags;
      } else if (this.section === 'operations') {
        const count = value.count ?? (value.flags.includes('*') && i > 0 ? null : operation.count);
        d.run.operations.push({
          name: operation.name,
          seconds: value.seconds,
          usr: null,
          sys: null,
          cpu: null,
          count,
          flags: value.flags,
          line,
        });
      } else {
        d.run.tests.push(testTotal(name, value.seconds, value.flags.includes('+'), line));
      }
    });
    if (isTotals) this.totalsLine = line;
    return true;
  }

  build(): ParsedRun | null {
    return this.buildAll()[0] ?? null;
  }

  /** One run per column (only the first when the others are relative to it). */
  buildAll(): ParsedRun[] {
    const end = this.draft.lastLine;
    const kept = this.relative ? this.columns.slice(0, 1) : this.columns;
    return kept.map((d, i) => {
      const run = d.run;
      d.touch(end);
      run.test = this.suiteTest;
      const entry = this.entries[i];
      const shortName = this.shortNames[i];
      if (!entry && shortName) {
        run.title = shortName;
        run.sources.title = [this.shortNamesLine ?? run.lines[0]];
      }
      if (entry) {
        run.title = entry.name;
        run.sources.title = [entry.line];
        if (entry.server) {
          run.serverVersion = entry.server;
          run.sources.serverVersion = [entry.line];
        }
        if (entry.arguments) run.header.arguments = entry.arguments;
        if (entry.comments.length > 0) run.header.comments = entry.comments.join(' ');
      }
      run.header.compareResultsColumn = `${i + 1} of ${this.columns.length}`;
      if (this.relative && this.columns.length > 1) {
        d.warn(
          this.draft.run.lines[0],
          `compare-results --relative: columns 2 to ${this.columns.length} are ratios to this one, not seconds; only this column was read`,
        );
      }
      const complete = run.metrics.durationS !== null;
      if (!complete) d.warn(this.totalsLine ?? end, `column ${i + 1} of this compare-results table has no TOTALS: this run is incomplete`);
      return d.finish(complete);
    });
  }
}

function testTotal(name: string, seconds: number, estimated: boolean, line: number): TestTotal {
  return { name, seconds, usr: null, sys: null, cpu: null, skipped: false, failed: false, estimated, reason: null, line };
}
