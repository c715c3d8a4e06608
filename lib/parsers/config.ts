// Server configuration found in a document: my.cnf blocks, `--option=value` lists (with `\`
// continuations) and SHOW [GLOBAL] VARIABLES dumps (tab-separated or the client's boxed table).
import { parseSizeBytes } from './numbers';
import type { ConfigItem, ConfigKind, ParsedConfig, Warning } from './types';

export type FreeLine = { line: number; text: string };

const SECTION = /^\[([\w.-]{1,64})\]\s*(?:[#;].*)?$/;
const DIRECTIVE = /^!(include|includedir)\s+(\S+)/;
const COMMENT = /^[#;]/;
const KEY_VALUE = /^((?:loose[-_])?[A-Za-z][\w.-]{0,100}?)\s*=\s*(.*)$/;
const FLAG = /^([a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)\s*(?:[#;].*)?$/;
const OPTION = /^--[A-Za-z]/;
const TSV = /^([A-Za-z_][\w.]{0,100})\t(.*)$/;
/** `| name | value |`: the value is trimmed by the reader (a lazy `(.*?)\s*\|` would be quadratic on long runs of spaces). */
const BOX_ROW = /^\|\s*([A-Za-z_][\w.]{0,100})\s*\|(.*)\|$/;
const BOX_BORDER = /^\+[-+]+\+$/;
/**
 * `Variable_name<TAB>Value`, `| Variable_name | Value |` or, pasted with its TABs turned into
 * spaces, `Variable_name   Value`; `[^\S\t]*\t` keeps the spaces around the TAB unambiguous.
 */
const VARIABLES_HEADER = /^(?:\|\s*)?Variable_name(?:\s*\|\s*|[^\S\t]*\t\s*| +)Value\s*\|?$/;
/**
 * A SHOW VARIABLES row whose TAB became spaces: a name, two or more spaces, the value as printed
 * (`MySQL Community Server (GPL)`). Names never hold a space, so the first run of spaces splits;
 * the value starts with a non-space so the spaces cannot be shared between the two (linear).
 */
const SPACED = /^([A-Za-z_][\w.]{0,100}) {2,}(\S.*)?$/;
const CLIENT_NOISE = /^(?:mysql: \[Warning\]|\d+ rows? in set|Empty set|VERSION\(\)$|@@version)/;
const VERSION_QUERY = /^(?:VERSION\(\)|@@version|SELECT VERSION\(\);?)$/i;
/** `mysqld --version`: `/usr/sbin/mariadbd  Ver 10.11.19-MariaDB-0+deb12u1 for debian-linux-gnu on x86_64 (Debian 12)` */
const SERVER_VERSION_OUTPUT = /^\S*(?:mysqld|mariadbd)\s+Ver\s+(\S+)(?:\s+for\s+(\S.*))?$/;

/** Sections whose options configure the server itself; others are prefixed (`client.port`). */
const SERVER_SECTION = /^(?:mysqld(?:-[\d.]+)?|server|mariadb(?:-[\d.]+)?|mariadbd|galera|embedded|)$/;

/** Options that belong to sysbench, not to the server (a block of these is benchmark parameters). */
const BENCHMARK_OPTION =
  /^(?:mysql-|pgsql-|oltp[-_]|num-threads$|threads$|max-time$|max-requests$|time$|events$|report-interval$|rand-|percentile$|test$|tables$|table-size$|db-driver$|db-ps-mode$|histogram$|rate$|tx-rate$|forced-shutdown$|warmup|init-rng$|validate$|verbosity$|secondary$|create-secondary$|range-size$|point-selects$|simple-ranges$|sum-ranges$|order-ranges$|distinct-ranges$|index-updates$|non-index-updates$|delete-inserts$|auto-inc$|skip-trx$|cpu-max-prime$|file-|memory-|thread-|mutex-)/;

export function normalizeKey(key: string): string {
  return key
    .trim()
    .toLowerCase()
    .replace(/-/g, '_')
    .replace(/^loose_/, '');
}

/** A whitespace then `#` or `;`: the first one starts the comment (found left to right, no backtracking). */
const INLINE_COMMENT = /\s[#;]/;

function stripInlineComment(value: string): string {
  // `= 1   # full ACID` — a # or ; after whitespace starts a comment, unless quoted
  const v = value.trim();
  if (v.startsWith('"') || v.startsWith("'")) {
    const end = v.indexOf(v[0] as string, 1);
    return end > 0 ? v.slice(0, end + 1) : v;
  }
  const comment = INLINE_COMMENT.exec(v);
  return comment ? v.slice(0, comment.index).trim() : v;
}

function unquote(value: string): string {
  if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.at(-1) === value[0]) return value.slice(1, -1);
  return value;
}

type LineKind =
  | 'blank'
  | 'comment'
  | 'section'
  | 'directive'
  | 'kv'
  | 'flag'
  | 'option'
  | 'tsv'
  | 'spaced'
  | 'box'
  | 'border'
  | 'header'
  | 'noise'
  | 'prose';

function classify(text: string): LineKind {
  const t = text.trim();
  if (t === '' || t === '\\') return 'blank';
  if (VARIABLES_HEADER.test(t)) return 'header';
  if (TSV.test(text.trim() === text ? text : text.replace(/^\s+/, ''))) return 'tsv';
  if (BOX_BORDER.test(t)) return 'border';
  if (BOX_ROW.test(t)) return 'box';
  if (CLIENT_NOISE.test(t)) return 'noise';
  if (SECTION.test(t)) return 'section';
  if (DIRECTIVE.test(t)) return 'directive';
  if (COMMENT.test(t)) return 'comment';
  if (OPTION.test(t)) return 'option';
  if (KEY_VALUE.test(t)) return 'kv';
  if (FLAG.test(t)) return 'flag';
  if (SPACED.test(t)) return 'spaced';
  return 'prose';
}

const CONFIG_KINDS = new Set<LineKind>([
  'comment',
  'section',
  'directive',
  'kv',
  'flag',
  'option',
  'tsv',
  'spaced',
  'box',
  'border',
  'header',
  'noise',
]);

function item(section: string, key: string, value: string, line: number): ConfigItem {
  const raw = value;
  return { section, key: normalizeKey(key), value: raw, line, bytes: parseSizeBytes(raw) };
}

/** `--a=1 --b --c="x y" \` → items */
function optionItems(text: string, line: number, warnings: Warning[]): ConfigItem[] {
  const items: ConfigItem[] = [];
  const body = text.trim().replace(/\\$/, '').trim();
  const re = /--([A-Za-z][\w.-]*)(?:=("[^"]*"|'[^']*'|\S*))?/g;
  for (const m of body.matchAll(re)) {
    let value = m[2] ?? '';
    // a stray closing quote at the end of a pasted list (seed 003: `--innodb_max_dirty_pages_pct=80"`)
    if (/^[^"']*["']$/.test(value)) {
      warnings.push({ line, message: `unbalanced quote removed from --${m[1]}` });
      value = value.slice(0, -1);
    }
    items.push(item('', m[1] ?? '', unquote(value), line));
  }
  return items;
}

type Block = { start: number; end: number; lines: FreeLine[] };

/** Split free lines into runs of config-looking lines (blank lines and comments may sit inside). */
function blocksOf(lines: FreeLine[]): Block[] {
  const blocks: Block[] = [];
  let current: FreeLine[] = [];
  let previousLine = -1;
  const flush = () => {
    const meaningful = current.filter((l) => !['blank', 'comment', 'noise', 'border'].includes(classify(l.text)));
    if (meaningful.length > 0) {
      const first = current.findIndex((l) => classify(l.text) !== 'blank');
      let last = current.length - 1;
      while (last > 0 && classify((current[last] as FreeLine).text) === 'blank') last--;
      const kept = current.slice(first, last + 1);
      blocks.push({ start: (kept[0] as FreeLine).line, end: (kept.at(-1) as FreeLine).line, lines: kept });
    }
    current = [];
  };
  let previousText = '';
  for (const l of lines) {
    if (previousLine !== -1 && l.line !== previousLine + 1) flush(); // a run sits between
    previousLine = l.line;
    let kind = classify(l.text);
    // the one-column answer to SELECT VERSION() belongs with the query
    if (kind === 'prose' && VERSION_QUERY.test(previousText.trim()) && /^\d+\.\d+/.test(l.text.trim())) kind = 'noise';
    if (kind === 'prose') flush();
    else current.push(l);
    if (l.text.trim() !== '') previousText = l.text;
  }
  flush();
  return blocks;
}

/**
 * Rows of `name   value` are SHOW VARIABLES under its header; without one, only when there are
 * several and their names read like server variables (`innodb_buffer_pool_size`), not like the row
 * labels of a result table (`glibc   4512.3`).
 */
function areVariables(kinds: LineKind[], lines: FreeLine[]): boolean {
  const spaced = lines.filter((_, i) => kinds[i] === 'spaced');
  if (spaced.length < 2) return false;
  if (kinds.includes('header')) return true;
  const named = spaced.filter((l) => (SPACED.exec(l.text.trim())?.[1] ?? '').includes('_')).length;
  return spaced.length >= 3 && named * 5 >= spaced.length * 4;
}

function kindOf(kinds: LineKind[], lines: FreeLine[]): ConfigKind | null {
  const count = (k: LineKind) => kinds.filter((x) => x === k).length;
  if (count('tsv') + count('box') >= 2 || areVariables(kinds, lines)) return 'variables';
  if (count('option') >= 2) return 'options';
  if (count('section') >= 1 && count('kv') + count('flag') >= 1) return 'my.cnf';
  if (count('kv') >= 2) return 'my.cnf';
  return null;
}

function entriesOf(items: ConfigItem[]): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const it of items) {
    const key = SERVER_SECTION.test(it.section) ? it.key : `${it.section}.${it.key}`;
    entries[key] = it.value;
  }
  return entries;
}

/** `PRETTY_NAME="Debian…"`, `HOME=/root`: shell or os-release variables, not server settings (LD_PRELOAD is one). */
function isShellVariable(key: string): boolean {
  return /^[A-Z][A-Z0-9_]*$/.test(key) && !/^(?:LD_PRELOAD|MALLOC_CONF|TCMALLOC_\w+|MYSQLD_OPTS)$/.test(key);
}

function parseBlock(block: Block, warnings: Warning[]): ParsedConfig | null {
  const kinds = block.lines.map((l) => classify(l.text));
  const kind = kindOf(kinds, block.lines);
  if (!kind) return null;
  const items: ConfigItem[] = [];
  const rawKeys: string[] = [];
  let section = '';
  block.lines.forEach((l, i) => {
    const k = kinds[i];
    const t = l.text.trim();
    if (k === 'section') section = (SECTION.exec(t)?.[1] ?? '').toLowerCase();
    else if (k === 'kv' && kind === 'my.cnf') {
      const m = KEY_VALUE.exec(t);
      if (m) {
        rawKeys.push(m[1] ?? '');
        items.push(item(section, m[1] ?? '', unquote(stripInlineComment(m[2] ?? '')), l.line));
      }
    } else if (k === 'flag' && kind === 'my.cnf') {
      items.push(item(section, FLAG.exec(t)?.[1] ?? t, '', l.line));
    } else if (k === 'directive') {
      const m = DIRECTIVE.exec(t);
      items.push(item(section, `!${m?.[1]}`, m?.[2] ?? '', l.line));
    } else if (k === 'option' && kind === 'options') items.push(...optionItems(t, l.line, warnings));
    else if (k === 'tsv' && kind === 'variables') {
      const m = TSV.exec(l.text.replace(/^\s+/, ''));
      if (m) items.push(item('', m[1] ?? '', (m[2] ?? '').trim(), l.line));
    } else if (k === 'spaced' && kind === 'variables') {
      const m = SPACED.exec(t);
      if (m) items.push(item('', m[1] ?? '', (m[2] ?? '').trim(), l.line));
    } else if (k === 'flag' && kind === 'variables') {
      // a variable whose value is empty, its trailing spaces gone
      items.push(item('', FLAG.exec(t)?.[1] ?? t, '', l.line));
    } else if (k === 'box' && kind === 'variables') {
      const m = BOX_ROW.exec(t);
      if (m && m[1] !== 'Variable_name') items.push(item('', m[1] ?? '', (m[2] ?? '').trim(), l.line));
    } else if (k === 'noise' && VERSION_QUERY.test(t)) {
      // `SELECT VERSION()` printed as a one-column result: the next line is the version
      const next = block.lines[i + 1];
      if (next && classify(next.text) !== 'tsv') items.push(item('', 'version', next.text.trim(), next.line));
    }
  });
  if (items.length === 0) return null;
  if (kind === 'options') {
    const benchmark = items.filter((it) => BENCHMARK_OPTION.test(it.key.replace(/_/g, '-'))).length;
    if (benchmark * 2 >= items.length) return null; // sysbench flags, not a server configuration
  }
  if (kind === 'my.cnf' && rawKeys.length === items.length && rawKeys.every(isShellVariable)) return null;
  const text = block.lines.map((l) => l.text).join('\n');
  return { kind, lines: [block.start, block.end], title: null, entries: entriesOf(items), items, text, runs: [] };
}

export function findConfigs(lines: FreeLine[], warnings: Warning[]): ParsedConfig[] {
  const configs: ParsedConfig[] = [];
  for (const l of lines) {
    const m = SERVER_VERSION_OUTPUT.exec(l.text.trim());
    if (!m) continue;
    const items = [item('', 'version', m[1] ?? '', l.line)];
    if (m[2]) items.push(item('', 'version_compile_os', m[2], l.line));
    configs.push({
      kind: 'variables',
      lines: [l.line, l.line],
      title: null,
      entries: entriesOf(items),
      items,
      text: l.text.trim(),
      runs: [],
    });
  }
  for (const block of blocksOf(lines)) {
    const config = parseBlock(block, warnings);
    if (config) configs.push(config);
  }
  return configs;
}

/** Benchmark option blocks (`--oltp-table-size=… \`) near a result table: they describe how it was made. */
export function findBenchmarkOptions(lines: FreeLine[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (const block of blocksOf(lines)) {
    const kinds = block.lines.map((l) => classify(l.text));
    if (kindOf(kinds, block.lines) !== 'options') continue;
    const items = block.lines.flatMap((l) => (classify(l.text) === 'option' ? optionItems(l.text, l.line, []) : []));
    const benchmark = items.filter((it) => BENCHMARK_OPTION.test(it.key.replace(/_/g, '-')));
    if (benchmark.length * 2 < items.length) continue;
    for (const it of items) if (!/\$/.test(it.value)) options[it.key.replace(/_/g, '-')] = it.value;
  }
  return options;
}

export function isConfigLine(text: string): boolean {
  return CONFIG_KINDS.has(classify(text));
}

/** `LD_PRELOAD=…libtcmalloc… mariadbd --defaults-file=… --innodb-buffer-pool-size=1G`: the server's own command line. */
export function configFromServerCommand(
  text: string,
  options: Record<string, string>,
  env: Record<string, string>,
  lines: [number, number],
): ParsedConfig {
  const items: ConfigItem[] = [];
  for (const [key, value] of Object.entries(env)) items.push(item('', key, value, lines[0]));
  for (const [key, value] of Object.entries(options)) items.push(item('', key, value, lines[0]));
  return { kind: 'options', lines, title: null, entries: entriesOf(items), items, text, runs: [] };
}
