// Secrets never leave the parser: the whole document is redacted before anything reads it, so
// every command, config and source line handed back already says *** where a password was.
// Linear on any input: every pattern starts at a line start, a word boundary or a fixed literal,
// no two adjacent quantifiers can match the same characters, a quoted value always ends (at its
// quote or the end of the line) instead of failing, and the fiddly parts are small scanners
// (redact-url.ts, redact-command-tokens.ts); the rules are listed in redact-rules.ts, in order.
// tests/unit/security checks every regex with recheck and times each rule.
import { countLineBreaks, normalizeText } from './lines';
import { GATE, GATE_MORE, mentionsPassword, RULES } from './redact-rules';
import { isSecretKey, isSecretTagKey, namesNoSecret, passwordLike, quotesRemoved, REDACTED, takeHeard } from './redact-values';
import { partsOutsideReports, type ReportSplit, splitReports } from './report-split';

export { RULES } from './redact-rules';
export { REDACTED } from './redact-values';

/** The whole text through every rule: what redactText does, but over a long log's report lines too. */
export const redactWhole = (text: string): string => withLineBreaksKept(text, redactWholeLf);

/** A line longer than this, which no benchmark prints (the parser skips lines past 4,096 characters). */
const LONGEST_LINE_KEPT = 1024 * 1024;

/** Each line longer than `limit` as *** (its line break kept). */
function maskLongLines(text: string, limit: number): string {
  let out = '';
  let from = 0;
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (end - start > limit) {
      out += `${text.slice(from, start)}${REDACTED}`;
      from = end;
    }
    start = end + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

function redactWholeLf(text: string): string {
  try {
    return applyRules(text);
  } catch (error) {
    // a line of several MB can be too long for a rule's regex (V8 runs out of stack at ~8 MB of one
    // line): such lines are masked whole, and the rules read the rest
    if (!(error instanceof RangeError)) throw error;
    const shorter = maskLongLines(text, LONGEST_LINE_KEPT);
    if (shorter === text) throw error;
    return applyRules(shorter);
  }
}

function applyRules(text: string): string {
  // (a text that starts with `-p` is tested apart: `^-[pP]` in GATE doubled its time on 100 MB)
  if (!GATE.test(text) && !GATE_MORE.test(text) && !text.startsWith('-p') && !text.startsWith('-P')) return text;
  // redaction only replaces values with ***: a text that names no password never starts to
  const password = mentionsPassword(text);
  let out = text;
  takeHeard();
  try {
    for (const rule of RULES) {
      if (!rule.probe(out, password)) continue;
      out = out.replace(rule.pattern, rule.replace);
    }
    const heard = takeHeard();
    return heard.length > 0 ? maskEchoes(out, heard) : out;
  } finally {
    takeHeard();
  }
}

/** A character a password's echo may not touch on either side (it would be part of a longer word). */
const isWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
/** How many distinct password-like values are looked for again (each is one scan of the text). */
const MAX_ECHOED = 64;
/** sysbench's answer to `--mysql-password S3cret` when it wanted `=`: the value, as a positional */
const UNRECOGNIZED_ARGUMENT = /^(Unrecognized command line argument: )(.+)$/gm;

/**
 * The secrets the rules masked, printed again elsewhere, masked there too: sysbench echoes
 * `Unrecognized command line argument: S3cret` after `--mysql-password S3cret` (any value), and a
 * password-like value (passwordLike: not `test` or `sysbench`, which name other things in a log)
 * is masked wherever it stands as a whole word, but in a report line (only figures there).
 */
function maskEchoes(text: string, values: readonly string[]): string {
  const secrets = new Set(values.map((v) => quotesRemoved(v).trim()).filter((v) => v !== '' && v !== REDACTED));
  let out = text;
  if (out.includes('Unrecognized command line argument: ')) {
    out = out.replace(UNRECOGNIZED_ARGUMENT, (m, prefix, argument) => (secrets.has(argument.trim()) ? `${prefix}${REDACTED}` : m));
  }
  const words = [...secrets].filter(passwordLike).slice(0, MAX_ECHOED);
  if (words.length === 0) return out;
  // every occurrence is found in the same text, then all are masked in one pass: linear
  const outside = partsOutsideReports(out);
  const ranges: [number, number][] = [];
  for (const secret of words) {
    let part = 0;
    for (let at = out.indexOf(secret), next = 0; at >= 0; at = out.indexOf(secret, next)) {
      // inside a longer word: the next occurrence may start within this one (`ab1.ab1` in `zab1.ab1.ab1`)
      next = at + 1;
      if (isWordCode(out.charCodeAt(at - 1)) || isWordCode(out.charCodeAt(at + secret.length))) continue;
      next = at + secret.length;
      // figures are never touched: not even a password that happens to read like a report line's word
      while (part < outside.length && (outside[part + 1] as number) <= at) part += 2;
      if (part >= outside.length || at < (outside[part] as number)) continue;
      ranges.push([at, at + secret.length]);
    }
  }
  if (ranges.length === 0) return out;
  ranges.sort((a, b) => a[0] - b[0]);
  let masked = '';
  let copied = 0;
  for (const [from, to] of ranges) {
    if (from < copied) {
      copied = Math.max(copied, to); // overlapping echoes of two secrets: masked as one
      continue;
    }
    masked += out.slice(copied, from) + REDACTED;
    copied = to;
  }
  return masked + out.slice(copied);
}

/**
 * The text with every secret replaced by ***. A long log is mostly report lines (sysbench's
 * intervals, pgbench's progress), which hold only figures and fixed words: the rules run on the
 * rest, joined, with each block of report lines standing in it as its first line, and the blocks
 * are put back whole. No rule adds or removes a line break, and no rule matches inside a report
 * line; the rules that read past a line's end (a command continued over `\` lines, whose next line
 * is never skipped; YAML's value on the next lines; a name and its value on two lines) see a report
 * line after a part wherever the whole text has one, so this is exactly what redactWhole returns
 * (a property test checks it; a joined text without the stand-in masked a summary line after a
 * YAML `password: |` and a report line). On a 100 MB sysbench log with its command line and
 * password at the top it takes ~0.1 s instead of ~1.8 s, and ~50 ms instead of ~210 ms with no
 * secret at all.
 */
export const redactText = (text: string): string => withLineBreaksKept(text, redactNormalized);

/**
 * redactText for a text normalizeDocument made (its line breaks are LF only): the same result,
 * without the probe for a CR over the whole text (~11 ms on a 100 MB log).
 */
export const redactNormalized = (text: string): string => redactSplit(text, splitReports(text));

/** redactNormalized(text), given splitReports(text). */
export const redactSplit = (text: string, split: ReportSplit): string => redactSplitMoved(text, split).text;

/**
 * redactSplit's text, and where its blocks of report lines went: [old start, old end, new start]
 * for each (in order; `unchanged` when the text is, null when the whole text was redacted as one).
 */
export function redactSplitMoved(
  text: string,
  { segments, pieces, rest }: ReportSplit,
): { text: string; moves: number[] | 'unchanged' | null } {
  const whole = (): { text: string; moves: null } => ({ text: redactWholeLf(text), moves: null });
  if (rest === text) return whole();
  const redacted = redactWholeLf(rest);
  if (redacted === rest) return { text, moves: 'unchanged' };
  // a rule that added or removed a line break would shift the parts: redact the whole text instead
  if (countLineBreaks(redacted) !== countLineBreaks(rest)) return whole();
  const moves: number[] = [];
  let out = '';
  let from = 0; // in `redacted`
  for (const [k, piece] of pieces.entries()) {
    let to = from;
    for (let breaks = countLineBreaks(piece); breaks > 0; breaks--) to = redacted.indexOf('\n', to) + 1;
    if (k === pieces.length - 1) to = redacted.length;
    const [start, end, report] = segments[k] as [number, number, boolean];
    if (!report) out += redacted.slice(from, to);
    // a report line is never changed; if one were, the whole text is redacted as one
    else if (redacted.slice(from, to) !== piece) return whole();
    else {
      moves.push(start, end, out.length);
      out += text.slice(start, end);
    }
    from = to;
  }
  return { text: out, moves };
}

/** A line break as typed: LF, CRLF (what a browser's form sends), a lone CR (as normalizeText reads it). */
const LINE_BREAK = /\r\n?|\n/g;
const CR_LINE_BREAK = /\r\n?/g;

/**
 * `redact` (which reads LF line breaks, as an upload's text has after normalizeText) over a text
 * whose line breaks may be CRLF or a lone CR: what a person types reaches redactText as typed (a
 * title or notes from a form). The text is redacted with LF line breaks and its own are put back,
 * the n-th for the n-th (no rule adds or removes one): a rule reading `\r` as a blank left
 * `MYSQL_PWD=S3cr\` CRLF `et`'s `et` and YAML's `password: |` CRLF `  S3cret` whole.
 */
function withLineBreaksKept(text: string, redact: (lf: string) => string): string {
  if (!text.includes('\r')) return redact(text);
  const lf = text.replace(CR_LINE_BREAK, '\n');
  const redacted = redact(lf);
  if (redacted === lf) return text;
  const lines = redacted.split('\n');
  const breaks = text.match(LINE_BREAK) ?? [];
  // (never: a rule that moved a line break would be a bug; its LF text is masked all the same)
  if (lines.length !== breaks.length + 1) return redacted;
  const parts: string[] = [];
  for (const [k, line] of lines.entries()) parts.push(line, breaks[k] ?? '');
  return parts.join('');
}

/**
 * What a person types (a run's title and notes, a project's name, a tag's value) as it is stored:
 * made plain as an upload's text is (normalizeText: a form's CRLF, a pasted page's no-break spaces),
 * then redacted. An edit is compared with what is stored in the same form (ingest/not-applied.ts).
 */
export const redactTyped = (text: string): string => redactText(normalizeText(text.replace(INVISIBLE, '')));

/**
 * Characters that show nothing (zero-width spaces and joiners, the BOM) or turn the text around
 * (bidi overrides and isolates): typed into a tag or a project's name they made `128M` and
 * `128M\u200b` two configurations that read alike, and `\u202eM821` read as `128M` (an attack probe,
 * 2026-12-07). Out of what people type.
 */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

/**
 * What a person types as `key=value` (a run's tags, CI's manifest tags) stored under the log's rules:
 * the value is `***` when its key names a secret (`password`, `db_pwd`, `api_token`, `ROOT_PW`,
 * `clientSecret`: isSecretTagKey, by whole words), otherwise the value redacted like any text.
 */
export function redactTags(tags: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tags).map(([key, value]) => [
      key,
      value === '' ? value : isSecretTagName(key) || isPasswordUnderShortKey(key, value) ? REDACTED : redactTyped(value).trim(),
    ]),
  );
}

/**
 * A tag's key that names a secret: by its words (isSecretTagKey), as a config key would
 * (`pgpass`, `secretkey`: masked in a log, kept as tags before: an attack probe, 2026-12-07), or a
 * secret's word qualified after a dot (`password.root`, `token.ci`).
 */
function isSecretTagName(key: string): boolean {
  if (isSecretTagKey(key)) return true;
  // `pass`, `pwd`, `pw`, `auth` alone name a pass or a directory as often: their values decide (below)
  const byConfigRule = (k: string) => !SHORT_KEY.test(k.trim()) && !namesNoSecret(k) && (isSecretKey(k) || isSecretTagKey(k));
  const dot = key.indexOf('.');
  return byConfigRule(key) || (dot > 0 && byConfigRule(key.slice(0, dot)));
}

const SHORT_KEY = /^(?:pass|pwd|pw|auth)$/i;

/** A server's or client's authentication method (`scram-sha-256`, `caching_sha2_password`, `authentication_ldap_sasl`, `kerberos5`): what `auth=` names when it names no password. */
const AUTH_METHOD = /auth|password|scram|sha|md5|ed25519|socket|gss|sspi|kerberos|ldap|pam|radius|cert|trust|peer|ident/i;

/**
 * `pass`, `pwd`, `pw` or `auth` alone name a benchmark's pass (`pass=warm`, `pass=2`), a directory
 * (`pwd=/srv/bench`) or a method (`auth=scram`) as often as a password: their value is masked when it looks like one (an
 * attack probe stored `pass=S3cretT02x` and showed it on every page).
 */
function isPasswordUnderShortKey(key: string, value: string): boolean {
  const short = key.trim().toLowerCase();
  if (short === 'auth' && AUTH_METHOD.test(value)) return false;
  return /^(?:pass|pwd|pw|auth)$/.test(short) && passwordLike(value) && !value.includes('/');
}
