// A blog post's HTML uploaded as it is (saved from a browser, or its source copied): read as the
// text a browser shows (lib/parsers/html-text.ts). Before, `<pre class="…">SQL statistics:` was
// no sysbench line and a page of a run was "not a benchmark log", and pgbench's
// `transaction type: &lt;builtin: TPC-B (sort of)&gt;` read as a custom script (its scale dropped).
import { describe, expect, test } from 'vitest';
import { parseDocument, prepareText } from '../../../lib/parsers';
import { decodeEntities, htmlToText, looksLikeHtml } from '../../../lib/parsers/html-text';
import { readFixture } from '../../support/fixtures';

const SYSBENCH = 'prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log';
const PGBENCH = 'prisma/demo/mariadb-10.11/pgbench/tpcb_c4_j2_progress1.log';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const plainRuns = (text: string) => parseDocument(text, { fileName: 'plain.log' }).runs;

describe('a page of a run', () => {
  test('a saved blog post: the run in its <pre><code> reads as the plain log, on the page’s own lines', () => {
    const log = readFixture(SYSBENCH).trimEnd();
    const page = [
      '<!DOCTYPE html>',
      '<html><head><title>MariaDB 10.11 on a 2-vCPU box</title>',
      '<style>\npre { color: red }\n</style></head>',
      '<body><h2>4 threads, read/write</h2>',
      '<p>The log, as sysbench printed it:</p>',
      `<pre class="wp-block-code"><code>${escapeHtml(log)}</code></pre>`,
      '<p>So roughly 290 tps.</p>',
      '</body></html>',
    ].join('\n');
    expect(looksLikeHtml(page)).toBe(true);
    const text = prepareText(page);
    const lines = text.split('\n');
    // every line of the page is a line of the text, in its place
    expect(lines).toHaveLength(page.split('\n').length);
    expect(lines[7]).toBe(log.split('\n')[0]);
    expect(text).not.toContain('<pre');
    expect(text).not.toContain('color: red');
    const { runs } = parseDocument(page, { fileName: 'post.html' });
    const [plain] = plainRuns(log);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.metrics).toEqual(plain?.metrics);
    expect(runs[0]?.intervals.length).toBe(plain?.intervals.length);
    // its figures point at the page's lines (the log starts on line 8)
    expect(runs[0]?.sources['metrics.tps']).toEqual((plain?.sources['metrics.tps'] ?? []).map((l) => l + 7));
  });

  test('pgbench in a page: the built-in script is read from its escaped name, its scale kept', () => {
    const log = readFixture(PGBENCH).trimEnd();
    const page = `<html><body>\n<h2>TPC-B</h2>\n<pre><code>${escapeHtml(log)}</code></pre>\n</body></html>\n`;
    const [run] = parseDocument(page, { fileName: 'pgbench.html' }).runs;
    const [plain] = plainRuns(log);
    expect(run?.parameters.transactionType).toBe('TPC-B (sort of)');
    expect(run?.parameters.scale).toBe(plain?.parameters.scale);
    expect(run?.metrics.tps).toBe(plain?.metrics.tps);
    expect(run?.test).toBe('tpcb');
  });

  test('a page written on one line, its lines ended by <br />', () => {
    const log = readFixture(SYSBENCH).trimEnd();
    const summary = log.slice(log.indexOf('SQL statistics:'));
    const page = `<p>Results with 4 threads:<br />${summary.split('\n').map(escapeHtml).join('<br />')}</p>`;
    const [run] = parseDocument(page, { fileName: 'one-line.html' }).runs;
    expect(run?.metrics.tps).toBe(plainRuns(log)[0]?.metrics.tps);
    expect(run?.metrics.latencyMs).toEqual(plainRuns(log)[0]?.metrics.latencyMs);
  });
});

describe('what is not a page stays as it is', () => {
  test.each([
    ['a log', readFixture(SYSBENCH)],
    ['markup in a log’s first line', '<b>notes</b> <img src=x onerror=alert(1)>\n\nsysbench 1.0.20\n'],
    ['pgbench’s own <builtin: …>', 'transaction type: <builtin: TPC-B (sort of)>\nscaling factor: 1\n'],
    ['a <p> that never closes', '<p> is how I start my notes\nsysbench 1.0.20\n'],
  ])('%s', (_name, text) => {
    expect(looksLikeHtml(text)).toBe(false);
    expect(prepareText(text)).toBe(text);
  });
});

describe('the conversion', () => {
  test('entities: the few a log holds, numeric ones, never a control character', () => {
    expect(decodeEntities('&lt;builtin&gt; &amp;lt; &quot;a&quot; &#39;b&#x27; x&nbsp;y &#8211; &hellip; &#0; &#x1b;')).toBe(
      '<builtin> &lt; "a" \'b\' x y – … &#0; &#x1b;',
    );
    // what editors make of prose's punctuation (a walkthrough saw &mdash; stored as written); an unknown name stays
    expect(decodeEntities('a &mdash; b&rsquo;s &ldquo;c&rdquo; &bogus; &amp')).toBe('a — b’s “c” &bogus; &amp');
  });

  test('cells become tab-separated columns; comments and scripts keep their lines empty', () => {
    expect(htmlToText('<table><tr><td>a</td><td>1.5</td></tr></table>')).toBe('a\t1.5\t\n');
    expect(htmlToText('x<!-- one\ntwo -->y\n<script>\nalert(1)\n</script>z')).toBe('x\ny\n\n\nz');
  });

  test('a tag that is no element stays text; a < with no > is text to the end', () => {
    expect(htmlToText('<p>a < b and <builtin: x></p>')).toBe('a < b and <builtin: x>\n');
    expect(htmlToText('<p>a</p> 3 < 4')).toBe('a\n 3 < 4');
  });
  // hostile pages: tests/unit/security/redos-timing.test.ts
});

// A DBA's pass (2026-12-07): a post's command line, then `<h2>Baseline: glibc malloc</h2>`, then
// the output. The page's <title> above the command ("jemalloc vs glibc …") titled the run, so it
// was tagged jemalloc; and the post's closing result table (`allocator | tps`) was stored as the
// configuration `allocator=tps, glibc=999.99` of both runs.
describe('a post with a command line, a heading per variant and a result table', () => {
  const log = readFixture(SYSBENCH).trimEnd();
  const page = [
    '<html><head><title>jemalloc vs glibc on MariaDB 10.11 | DBA blog</title></head><body>',
    '<p>The server was started with <code>LD_PRELOAD=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2</code> and the client ran:</p>',
    '<pre>$ sysbench oltp_read_write --tables=4 --table-size=10000 --threads=4 --time=10 run</pre>',
    '<h2>Baseline: glibc malloc</h2>',
    `<pre>${escapeHtml(log)}</pre>`,
    '<h2>jemalloc</h2>',
    `<pre>${escapeHtml(log)}</pre>`,
    '<table><tr><th>allocator</th><th>tps</th></tr><tr><td>glibc</td><td>999.99</td></tr></table>',
    '</body></html>',
  ].join('\n');
  const result = parseDocument(page, { fileName: 'post.html' });

  test('the heading between a run’s command and its output titles the run', () => {
    expect(result.runs.map((r) => r.title)).toEqual(['Baseline: glibc malloc', 'jemalloc']);
    // the heading's line in the text stored (the page as a browser shows it)
    const heading = prepareText(page).split('\n').indexOf('Baseline: glibc malloc') + 1;
    expect(heading).toBeGreaterThan(0);
    expect(result.runs[0]?.sources.title).toEqual([heading]);
    expect(result.runs[0]?.test).toBe('oltp_read_write');
  });

  test('a two-column result table is no configuration', () => {
    expect(result.configs).toEqual([]);
  });

  // (a review, 2026-12-07: every line between the command and the output was a candidate, and a
  // command file's notes titled its run "log file: … = stdout+stderr of the command above")
  test('only one line naming a variant does: not a command file’s notes, nor a line of prose', () => {
    const cmd = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.cmd');
    const command = '$ sysbench oltp_read_write --threads=4 run';
    const titles = (text: string) => parseDocument(text, { fileName: 'x.log' }).runs.map((r) => r.title);
    expect(titles(`${cmd}\n${log}`)).toEqual([null]);
    expect(titles(`${command}\n# tool: sysbench 1.0.20\n${log}`)).toEqual([null]);
    expect(titles(`First box\n${command}\nthe output\n${log}`)).toEqual(['First box']);
    expect(titles(`MariaDB 10.11 jemalloc\n${command}\nnohup: ignoring input\n${log}`)).toEqual(['MariaDB 10.11 jemalloc']);
    expect(titles(`${command}\n## Run 1: query_cache_type=0\n${log}`)).toEqual(['Run 1: query_cache_type=0']);
  });
});
