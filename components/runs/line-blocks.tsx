// A log's lines as the source view and the document view show them. A page holds hundreds or
// thousands of them, in its HTML and again in its RSC payload, and each is hydrated: so a line is
// one element, `<div id="L123">text</div>`. Its number is a CSS counter (`.source-lines` in
// app/globals.css: not selected or copied with the text), its shading is its block's. A line cut at
// SHOWN_LINE_CHARS (lib/db/uploads.ts) says so, and how long it is.
import { formatNumber } from '@/lib/format';
import { SHOWN_LINE_CHARS } from '@/lib/source-lines';

type Props = {
  /** the first line's number */
  from: number;
  lines: string[];
  /** lines shaded as the run's own (bg-accent-soft), by number */
  isShaded: (n: number) => boolean;
  /** lines outside the run read dimmer (the run page's context lines) */
  dimUnshaded?: boolean;
  /** lines cut short: [index in `lines`, whole length in characters] */
  long?: [number, number][];
};

/** Before the text (a line is not wrapped: after 4,096 characters it would be out of sight). */
function Cut({ length }: { length: number }) {
  return (
    <span className="mr-2 rounded bg-warn-soft px-1 font-sans text-warn select-none" data-cut={length}>
      cut: the first {formatNumber(SHOWN_LINE_CHARS)} of {formatNumber(length)} characters (the downloaded text has the whole line)
    </span>
  );
}

/** Consecutive lines that shade alike, as [first index, end index) pairs. */
function blocksOf(from: number, count: number, isShaded: (n: number) => boolean): { start: number; end: number; shaded: boolean }[] {
  const blocks: { start: number; end: number; shaded: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const shaded = isShaded(from + i);
    const last = blocks.at(-1);
    if (last && last.shaded === shaded) last.end = i + 1;
    else blocks.push({ start: i, end: i + 1, shaded });
  }
  return blocks;
}

export function LineBlocks({ from, lines, isShaded, dimUnshaded = false, long }: Props) {
  const cut = new Map(long);
  return blocksOf(from, lines.length, isShaded).map(({ start, end, shaded }) => (
    <div
      key={from + start}
      className={shaded ? 'bg-accent-soft' : dimUnshaded ? 'text-muted' : undefined}
      style={{ counterReset: `line ${from + start - 1}` }}
    >
      {lines.slice(start, end).map((line, i) => {
        const n = from + start + i;
        const length = cut.get(start + i);
        return (
          <div key={n} id={`L${n}`}>
            {length === undefined ? null : <Cut length={length} />}
            {line}
          </div>
        );
      })}
    </div>
  ));
}
