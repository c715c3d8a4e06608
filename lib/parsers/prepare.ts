// The text benchboard stores and parses for an upload (prepareText), made in one pass over a long
// log's report lines instead of three.
import { looksLikeHtml, normalizeDocument } from './html-text';
import { hasLinePrefixes, startsAnyLine } from './line-prefixes';
import { normalizeText } from './lines';
import { redactNormalized, redactSplitMoved } from './redact';
import { splitReports } from './report-split';
import { OltpArchive } from './wasm/oltp-archive';

/**
 * The text benchboard stores for an upload: line breaks normalized, exotic spaces made plain,
 * terminal colours out, a web page's HTML as its text, secrets replaced by ***. Its line numbers
 * are the ones every parsed figure points at.
 *
 * What normalizeDocument changes (a CR, a no-break or wide space, a terminal escape, a BOM, a
 * mail's `>` quoting, a CI's stamp, a page's markup) is never in a report line, which is ASCII
 * figures and fixed words ending in LF (formats' `reportLines`). So when the text outside its
 * report lines needs none of it, normalizing is the identity and the report lines redaction finds
 * in the text as given are the ones it would find after: a 100 MB sysbench log is read once for
 * both, not once by each of normalization's probes (~50 ms) and again by redaction.
 */
export const prepareText = (text: string): string => prepareScanned(text).text;

/**
 * prepareText's text, and its sysbench OLTP report lines as WebAssembly read them on the way
 * (oltp-archive.ts: redaction skipped them, and the parse takes their figures without reading them
 * again); `oltp` is null where WebAssembly is not available or the text was not prepared the short way.
 */
export function prepareScanned(text: string): { text: string; oltp: OltpArchive | null } {
  // a CRLF text has no report line before its CRs are gone (they end in LF): the long way at once.
  // Told by its first and last line breaks; a text whose CRs are only in between is right all the
  // same, but reads its lines twice (2.5× as long, a review measured)
  if (endsInCr(text, text.indexOf('\n')) || endsInCr(text, text.lastIndexOf('\n'))) return { text: slowly(text), oltp: null };
  const oltp = OltpArchive.of(text);
  const split = splitReports(text, oltp);
  // (one that is not pays for its split twice: ~1.3× the long way when it is mostly report lines)
  if (!isPlain(text, split.rest)) return { text: slowly(text), oltp: null };
  const { text: prepared, moves } = redactSplitMoved(text, split);
  if (!oltp) return { text: prepared, oltp: null };
  if (prepared === text) return { text, oltp: oltp.movedTo(text, 'unchanged') };
  return { text: prepared, oltp: moves === null ? null : oltp.movedTo(prepared, moves) };
}

/** Is the line break at `at` a CRLF's? */
const endsInCr = (text: string, at: number): boolean => at > 0 && text.charCodeAt(at - 1) === 13;

const slowly = (text: string): string => redactNormalized(normalizeDocument(text));

/** Would normalizeDocument leave `text` as it is? `rest` is the text outside its report lines (splitReports). */
function isPlain(text: string, rest: string): boolean {
  return normalizeText(rest) === rest && !startsAnyLine(rest, '>') && !hasLinePrefixes(text) && !looksLikeHtml(text);
}
