// Facts people write around their logs: source revisions (seed 003) and the server version
// ("MySQL版本：mysql 5.6.24").
import type { FreeLine } from './config';
import type { ParsedBuildCommand, ParsedRevision } from './types';

const PRODUCT = /\b(MariaDB|MySQL|Percona(?: Server)?|PostgreSQL|Postgres)\b/i;
const REVISION_KEYS: [RegExp, 'revno' | 'committer' | 'branch' | 'timestamp'][] = [
  [/^revno:\s*(\S.*)$/, 'revno'],
  [/^committer:\s*(\S.*)$/, 'committer'],
  [/^branch nick:\s*(\S.*)$/, 'branch'],
  [/^timestamp:\s*(\S.*)$/, 'timestamp'],
];

/** bzr `revno:` blocks, each with the product named on the line before it. */
export function findRevisions(lines: FreeLine[]): ParsedRevision[] {
  const revisions: ParsedRevision[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i];
    if (!first || !/^revno:\s*\S/.test(first.text.trim())) continue;
    const start = first.line;
    const rev: ParsedRevision = {
      product: null,
      revno: null,
      committer: null,
      branch: null,
      timestamp: null,
      message: null,
      lines: [start, start],
    };
    for (let back = i - 1; back >= Math.max(0, i - 4); back--) {
      const m = PRODUCT.exec(lines[back]?.text ?? '');
      if (m) {
        rev.product = m[1] ?? null;
        break;
      }
    }
    let j = i;
    for (let l = lines[j]; l; l = lines[++j]) {
      const t = l.text.trim();
      const key = REVISION_KEYS.find(([re]) => re.test(t));
      if (key) {
        rev[key[1]] = key[0].exec(t)?.[1]?.trim() ?? null;
        rev.lines[1] = l.line;
        continue;
      }
      if (/^message:\s*$/.test(t)) {
        // the first non-blank line after `message:` (found in place: copying the rest of the
        // document for every revision was quadratic)
        let k = j + 1;
        while (lines[k]?.text.trim() === '') k++;
        const next = lines[k];
        if (next) {
          rev.message = next.text.trim();
          rev.lines[1] = next.line;
          j = k;
        }
        break;
      }
      if (t !== '') break;
    }
    revisions.push(rev);
    i = j;
  }
  return revisions;
}

const VERSION_HINT =
  /\b(mysql|mariadb|percona(?: server)?|postgres(?:ql)?)\s*(?:(?:版本|version|バージョン|версия)\s*)?(?:[:：]\s*)?v?(\d+\.\d+(?:\.\d+)?)(?![\d/])(-(?:alpha|beta|gamma|rc|dmr|m(?=\d))\d{0,9}(?![a-z\d]))?/i;

/** `5.1 / 5.5`: a comparison of versions names no single one (`(?:^|\D)` starts at the first digit of a run). */
const VERSION_PAIR = /(?:^|\D)\d+\.\d+(?:\.\d+)?\s*\/\s*\d+\.\d/;

/** The one server version a document names in prose, or null when it names none or several. */
export function findServerVersion(lines: FreeLine[]): { version: string; line: number } | null {
  const found = new Map<string, number>();
  for (const l of lines) {
    if (l.text.length > 300 || VERSION_PAIR.test(l.text)) continue;
    const m = VERSION_HINT.exec(l.text);
    if (m) {
      const product = (m[1] ?? '').replace(/^postgres$/i, 'PostgreSQL');
      const name = `${product.charAt(0).toUpperCase()}${product.slice(1)}`;
      // a pre-release stays with its numbers (MySQL 5.5.8-rc is another server than 5.5.8)
      const version = `${/^mysql$/i.test(product) ? 'MySQL' : /^mariadb$/i.test(product) ? 'MariaDB' : name} ${m[2]}${m[3]?.toLowerCase() ?? ''}`;
      if (!found.has(version)) found.set(version, l.line);
    }
  }
  // a post's title says `MariaDB 10.11`, its text `10.11.19`: one server, named more exactly once.
  // A version goes when another starts with it and a dot: each name's prefixes before its dots, in
  // one set (a post naming 100,000 versions took minutes when each was tested against every other)
  const moreExact = new Set<string>();
  for (const other of found.keys())
    for (let at = other.indexOf('.'); at >= 0; at = other.indexOf('.', at + 1)) moreExact.add(other.slice(0, at));
  for (const version of moreExact) found.delete(version);
  const [only, ...others] = found;
  if (!only || others.length > 0) return null;
  const [version, line] = only;
  return { version, line };
}

/** MySQL/MariaDB build scripts and configure lines: `BUILD/compile-amd64-max`, `cmake . -DCMAKE_BUILD_TYPE=…`, `./configure --with-plugins=…`. */
const BUILD_COMMAND = /^(?:[$#>]\s*)?((?:\.\/)?BUILD\/compile-[\w.-]+(?:\s+\S+)*$|cmake\s+\S.*-D\w.*|\.\/configure\s+--\S.*)/;

const CLIENT_BUILD = /--with(?:out)?-(?:mysql|pgsql|pgsql-libs|mysql-libs|mysql-includes)\b/;

export function findBuildCommands(lines: FreeLine[]): ParsedBuildCommand[] {
  const found: ParsedBuildCommand[] = [];
  for (const l of lines) {
    if (l.text.length > 1000) continue;
    const m = BUILD_COMMAND.exec(l.text.trim());
    // `--with-mysql-includes=…`, `--with-pgsql`: a client (sysbench itself, seed 002) being built, not the server
    if (m && !CLIENT_BUILD.test(m[1] ?? '')) found.push({ text: (m[1] ?? '').trim(), line: l.line });
  }
  return found;
}
