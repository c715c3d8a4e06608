// Server configuration found in a document: my.cnf blocks, `--option=value` lists (with `\`
// continuations) and SHOW [GLOBAL] VARIABLES dumps (tab-separated or the client's boxed table).
import {
  BENCHMARK_OPTION,
  BOX_ROW,
  CONFIG_KINDS,
  classify,
  DIRECTIVE,
  FLAG,
  KEY_VALUE,
  type LineKind,
  normalizeKey,
  POSTGRES_SETTINGS,
  SECTION,
  SERVER_SECTION,
  SERVER_VERSION_OUTPUT,
  SPACED,
  stripInlineComment,
  TSV,
  unquote,
  VERSION_QUERY,
} from './config-lines';
import { parseSizeBytes } from './numbers';
import type { ConfigItem, ConfigKind, ParsedConfig, Warning } from './types';

export type FreeLine = { line: number; text: string };

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

/** A figure's name heading a table's second column (`tps`, `latency (ms)`, `95th pct`, `ops/s`). */
const FIGURE_HEADING =
  /^(?:tps|qps|tpm-?c|nopm|ops|iops|events|transactions|queries|latency|lat|avg|min|max|p\d{2}|\d{2}(?:th|%)|ms|seconds|secs?|time|throughput|rate)\b/i;
const FIGURE = /^[-+]?\d[\d,]*(?:\.\d+)?\s*%?$/;

/**
 * A two-column result table pasted as tabs or a box (an HTML table `allocator | tps`, then `glibc |
 * 999.99`: it was stored as the configuration `allocator=tps, glibc=999.99` of the post's runs):
 * its first row names a figure and every other row's value is a number. SHOW VARIABLES has its own
 * header (`Variable_name | Value`), and no variable is named like a figure.
 */
function isResultTable(items: readonly ConfigItem[]): boolean {
  const [head, ...rows] = items;
  return head !== undefined && rows.length > 0 && FIGURE_HEADING.test(head.value) && rows.every((r) => FIGURE.test(r.value));
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
  if (kind === 'variables' && !kinds.includes('header') && isResultTable(items)) return null;
  if (kind === 'options') {
    const benchmark = items.filter((it) => BENCHMARK_OPTION.test(it.key.replace(/_/g, '-'))).length;
    if (benchmark * 2 >= items.length) return null; // sysbench flags, not a server configuration
  }
  if (kind === 'my.cnf' && rawKeys.length === items.length && rawKeys.every(isShellVariable)) return null;
  const text = block.lines.map((l) => l.text).join('\n');
  return {
    kind: optionFileKind(kind, kinds, items),
    lines: [block.start, block.end],
    title: null,
    entries: entriesOf(items),
    items,
    text,
    runs: [],
  };
}

/** A `key = value` block without sections whose settings are mostly PostgreSQL's own is a postgresql.conf. */
function optionFileKind(kind: ConfigKind, kinds: LineKind[], items: ConfigItem[]): ConfigKind {
  if (kind !== 'my.cnf' || kinds.includes('section')) return kind;
  const postgres = items.filter((it) => POSTGRES_SETTINGS.has(it.key)).length;
  return postgres >= 2 && postgres * 2 >= items.length ? 'postgresql.conf' : kind;
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
/** Options that ask the server about itself and start nothing (`mysqld --version`, `postgres -V`, `mysqld --verbose --help`). */
const ASKING_OPTIONS = new Set(['version', 'V', 'help', '?', 'verbose', 'print-defaults', 'validate-config', 'describe-config']);

/** A server's command that only asked about it (`$ mysqld --version`): no configuration (it stored `version=` as one). */
export function onlyAsks(options: Record<string, string>, env: Record<string, string>): boolean {
  const keys = Object.keys(options);
  return keys.length > 0 && Object.keys(env).length === 0 && keys.every((k) => ASKING_OPTIONS.has(k));
}

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
