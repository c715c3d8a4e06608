// Naming runs after the document around them: the nearest heading or label line before a run
// (seed 000 "MySQL 5.1 innodb_plugin 1.0.6 + tcmalloc", seed 004 "--5.5.20"), skipping the
// procedural steps that repeat for every variant ("2.测试：" = "2. test:").
import type { FreeLine } from './config';
import { isMaskedValue } from './redact-values';

const DECORATION = /^(?:#{1,6}\s+|\*\*\s*|>\s*)/;
const NUMBERING = /^(?:--(?=\d)|[一二三四五六七八九十]+\s*[.、．]\s*|\d{1,2}\s*[.、．)]\s*(?=\D)|[IVX]{1,4}\.\s+)/;
const MARKER = new RegExp(`${DECORATION.source}|${NUMBERING.source}`);
const STEP = /^\d{1,2}\s*[.、．)](?=\D)/;
const VARIANT_WORDS =
  /\d\.\d|mysql|mariadb|percona|innodb|xtradb|myisam|tokudb|rocksdb|tcmalloc|jemalloc|glibc|malloc|\bqc\b|query.?cache|plugin|postgres|\bpg\d|\b(?:on|off)\b|打开|关闭|开启|禁用|buffer|engine|thread/i;
const SENTENCE_END = /[。.!?！？;；,，]$/;

/**
 * A word the redaction masked, the line's decoration set aside (`*** MySQL 5.5 ***` heads a run):
 * "Das Passwort ist zzA9…" became a run's title `Das Passwort ist *` (the heading's `**` removed).
 */
function hasMaskedWord(text: string): boolean {
  let from = 0;
  let to = text.length;
  if (text.startsWith('***') && text.endsWith('***')) {
    while (text[from] === '*') from++;
    while (to > from && text[to - 1] === '*') to--;
  }
  return text
    .slice(from, to)
    .split(/\s+/)
    .some((word) => isMaskedValue(withoutSentenceEnd(word)));
}

/** `***.` → `***`: a sentence's end after a word. */
function withoutSentenceEnd(word: string): string {
  let end = word.length;
  while (end > 0 && '.,;:!?)'.includes(word[end - 1] ?? '')) end--;
  return word.slice(0, end);
}

/** `Results:` → `Results` (one colon, by hand: `/\s*[:：]\s*$/` is quadratic on a long run of spaces). */
function withoutTrailingColon(text: string): string {
  const t = text.trimEnd();
  return t.endsWith(':') || t.endsWith('：') ? t.slice(0, -1) : text;
}

export function cleanTitle(text: string): string {
  let t = text.trim();
  while (DECORATION.test(t)) t = t.replace(DECORATION, '');
  t = t.replace(NUMBERING, '');
  return withoutTrailingColon(t.replace(/\*\*$/, '')).trim();
}

export type TitleContext = { repeated: Set<string> };

/** Texts that occur more than once in the document (procedural steps repeated per variant). */
export function repeatedTexts(lines: FreeLine[]): Set<string> {
  const counts = new Map<string, number>();
  for (const l of lines) {
    const t = l.text.trim();
    if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n > 1).map(([t]) => t));
}

/** How much a line looks like the heading of what follows it; null when it cannot be one. */
export function headingScore(text: string, distance: number, ctx: TitleContext): number | null {
  const t = text.trim();
  if (
    t.length < 2 ||
    t.length > 100 ||
    /https?:|[{}<>]/.test(t) ||
    /^(?:WARNING|ERROR|FATAL|NOTICE|INFO|DEBUG|ALERT)\b|^(?:```|~~~)/.test(t) ||
    // a mail's attribution and headers (`On Sat, Dec 6, 2026 at 00:50, Dana wrote:`, `From: …`): a run of a reply was titled so
    /^On\s.*\swrote:?$|^-+ ?Original Message ?-+$|^(?:From|Sent|To|Cc|Date|Subject|Reply-To):\s/i.test(t) ||
    // a post's byline (`Posted on 2026-11-30 by a DBA`): its `on` read as a variant word and titled a run
    /^(?:Posted|Published|Written|Updated|Last updated)\s+(?:on|by|at)\s/i.test(t) ||
    // a program's diagnostic (`pgbench: error: …`, `mysql: [Warning] …`; not `pg15: fatal checkpoint stalls`), a shell command, a masked secret
    /^[\w.-]+: +(?:\[(?:error|fatal|warning|Error|Fatal|Warning|ERROR|FATAL|WARNING)\]|(?:error|fatal|warning|Error|Fatal|Warning|ERROR|FATAL|WARNING):)|^\$\s|(?:[=:'"]|-p)\*\*\*/.test(
      t,
    ) ||
    hasMaskedWord(t)
  )
    return null;
  const cleaned = cleanTitle(t);
  if (!cleaned || /^[-=*_~#\s]+$/.test(cleaned)) return null;
  if (SENTENCE_END.test(t) && !/\d\.$/.test(t)) return null;
  // two sentences are prose, whatever the last ends with (`Conclusion: 291 tps is bad. Next I tried 8 threads:`)
  if (/[a-z)][.!?] +[A-Z]/.test(t)) return null;
  let score = 0;
  // a Markdown heading says it heads what follows, however long (`## Baseline: query cache OFF (query_cache_type=0, …)`)
  const markdown = /^#{1,6}\s/.test(t);
  if (VARIANT_WORDS.test(t)) score += 3;
  if (MARKER.test(t)) score += 1;
  if (markdown) score += 1;
  if (distance <= 2) score += 1;
  if (/[:：]$/.test(t)) score -= 1;
  if (t.length > 60 && !markdown) score -= 3;
  if (STEP.test(t) && ctx.repeated.has(t)) score -= 5;
  return score;
}

/** Best heading among candidate lines (all before `before`), nearest wins ties. */
export function pickHeading(candidates: FreeLine[], before: number, ctx: TitleContext): FreeLine | null {
  let best: FreeLine | null = null;
  let bestScore = 0;
  for (const c of candidates) {
    const score = headingScore(c.text, before - c.line, ctx);
    if (score === null || score < 1) continue;
    if (best === null || score > bestScore || (score === bestScore && c.line > best.line)) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}
