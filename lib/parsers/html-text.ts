// A web page's HTML as the text a browser shows: a blog post saved as a file, or its source copied
// (`<pre><code>` blocks of logs, `transaction type: &lt;builtin: TPC-B (sort of)&gt;`, lines ended
// by `<br />`). Read as text, its tags hid the figures (`<pre class="…">SQL statistics:` is no
// sysbench line) and its entities were stored as `&lt;`. One pass, no backtracking: a tag ends at
// the next `>` (found by indexOf; a `<` without one is text to the end), so a hostile page costs
// time in proportion to its length. Where the page has line breaks they stay where they are: a
// figure's line number is the page's line (a break is added only where a `<br>` or a block's end has
// none after it, as in a page written on one line).
import { withoutLinePrefixes, withoutMailQuotes } from './line-prefixes';
import { normalizeText } from './lines';

/** Elements whose tags are taken out; any other `<…>` (pgbench's `<builtin: …>` left raw) stays text. */
const ELEMENTS = new Set(
  (
    'a abbr address article aside b big blockquote body br caption center cite code col colgroup dd del details div dl dt em ' +
    'figcaption figure font footer form h1 h2 h3 h4 h5 h6 head header hr html i img input ins kbd label li link main mark meta ' +
    'nav noscript ol p pre q s samp section small source span strike strong sub summary sup table tbody td tfoot th thead ' +
    'time title tr tt u ul var wbr'
  ).split(' '),
);
/** Where a browser starts a new line: `<br>`, and the end (or start) of a block. */
const BREAKS = new Set(
  'address article aside blockquote body br caption dd details div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hr html li main nav ol p pre section summary table tbody tfoot thead title tr ul'.split(
    ' ',
  ),
);
/** Elements whose content is never shown, and what ends each (sticky searches from its start tag). */
const HIDDEN_END: Record<string, RegExp> = {
  script: /<\/script\s*>/gi,
  style: /<\/style\s*>/gi,
  template: /<\/template\s*>/gi,
  noscript: /<\/noscript\s*>/gi,
};
const HIDDEN = new Set(Object.keys(HIDDEN_END));
/** A cell: its end is a tab, so that a results table reads as columns. */
const CELLS = new Set(['td', 'th']);

/** How a document that is a page starts: a doctype, `<html>`, or a block such as `<p>` or `<pre>`. */
const PAGE_START =
  /^\s*(?:<!doctype html|<\?xml[^>]{0,200}>\s*<html|<(?:html|head|body|p|pre|div|article|section|main|header|h[1-6]|table|blockquote|ul|ol)[\s>])/i;
/** …and it closes one: a text that only starts with `<p>` is not a page. */
const CLOSES_BLOCK = /<\/(?:html|body|p|pre|div|article|section|main|h[1-6]|table|blockquote|ul|ol|code|li)\s*>|<br\s*\/?>/i;

/** Whether this document is a page's HTML (it is read as the text a browser shows). */
export function looksLikeHtml(text: string): boolean {
  return PAGE_START.test(text.slice(0, 4096)) && CLOSES_BLOCK.test(text);
}

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/g;
/** The named references a post around a log holds (markup's own, and what editors make of prose's punctuation) */
const NAMED: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  times: '×',
  minus: '−',
  deg: '°',
  micro: 'µ',
  plusmn: '±',
  copy: '©',
  reg: '®',
  trade: '™',
  thinsp: ' ',
  ensp: ' ',
  emsp: ' ',
  shy: '',
};

/** `&lt;` `&#62;` `&#x3E;` `&nbsp;` `&mdash;` as characters (a name not in NAMED stays as written). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name] ?? whole;
    const code = dec !== undefined ? Number(dec) : Number.parseInt(hex ?? '', 16);
    // no control characters or surrogates out of a page: they are not what it shows
    if (code === 9 || code === 10) return String.fromCodePoint(code);
    if (code < 32 || (code >= 0x7f && code < 0xa0) || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return whole;
    return code === 0xa0 ? ' ' : String.fromCodePoint(code);
  });
}

/** Line breaks in text[from, to), reading no further (indexOf would look past `to`, to the end). */
const newlinesIn = (text: string, from: number, to: number): number => {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
};

/** The tag's name, lower case, and whether it closes (`</p>`); null for what is no tag (`< 5`, `<builtin: …>`). */
function tagOf(text: string, at: number, end: number): { name: string; closing: boolean } | null {
  let i = at + 1;
  const closing = text[i] === '/';
  if (closing) i++;
  const start = i;
  while (i < end && /[A-Za-z0-9]/.test(text[i] as string)) i++;
  const name = text.slice(start, i).toLowerCase();
  const next = text[i] as string;
  if (!ELEMENTS.has(name) && !HIDDEN.has(name)) return null;
  // `<p>`, `<p class=…>`, `<br/>`: the name ends the tag or a blank or `/` follows it
  if (i !== end && next !== '/' && !/\s/.test(next)) return null;
  return { name, closing };
}

/** A page's HTML as its text, every line break of the page kept in place. */
export function htmlToText(html: string): string {
  const out: string[] = [];
  let lastChar = '\n';
  const emit = (s: string) => {
    if (s === '') return;
    out.push(s);
    lastChar = s[s.length - 1] as string;
  };
  const breakLine = (after: number) => {
    if (lastChar !== '\n' && html[after] !== '\n') emit('\n');
  };
  let at = 0;
  let nextClose = -1;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) {
      emit(decodeEntities(html.slice(at)));
      break;
    }
    emit(decodeEntities(html.slice(at, open)));
    // a comment, to its end; its lines kept as empty lines
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      const stop = end < 0 ? html.length : end + 3;
      emit('\n'.repeat(newlinesIn(html, open, stop)));
      at = stop;
      continue;
    }
    // the first `>` after this `<`: the one found for an earlier `<` when it is still ahead (a run
    // of `<` before one `>` is read once, not once per `<`)
    if (nextClose <= open) nextClose = html.indexOf('>', open + 1);
    const close = nextClose;
    if (close < 0) {
      emit(decodeEntities(html.slice(open)));
      break;
    }
    if (html[open + 1] === '!' || html[open + 1] === '?') {
      // a doctype or processing instruction
      emit('\n'.repeat(newlinesIn(html, open, close)));
      at = close + 1;
      continue;
    }
    const tag = tagOf(html, open, close);
    if (tag === null) {
      emit('<');
      at = open + 1;
      continue;
    }
    emit('\n'.repeat(newlinesIn(html, open, close)));
    at = close + 1;
    if (HIDDEN.has(tag.name) && !tag.closing) {
      // its content, to its end tag, is not shown (its lines stay as empty lines)
      const ender = HIDDEN_END[tag.name] as RegExp;
      ender.lastIndex = at;
      const found = ender.exec(html);
      const stop = found ? found.index + found[0].length : html.length;
      emit('\n'.repeat(newlinesIn(html, at, stop)));
      at = stop;
      continue;
    }
    if (CELLS.has(tag.name) && tag.closing) emit('\t');
    else if (BREAKS.has(tag.name)) breakLine(at);
  }
  return out.join('');
}

/**
 * An uploaded document as it is stored and read: normalized (lines.ts), without the stamp a CI or
 * Compose log puts on every line and a mail's quoting (line-prefixes.ts), and a page's HTML as its text. Typed labels are not documents: `<p>tuned</p>` as a title stays as typed (redactTyped).
 */
export function normalizeDocument(text: string): string {
  const t = withoutMailQuotes(withoutLinePrefixes(normalizeText(text)));
  // entities may have made exotic spaces (`&#8201;`): normalized once more
  return looksLikeHtml(t) ? normalizeText(htmlToText(t)) : t;
}
