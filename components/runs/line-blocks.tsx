// A log's lines as the source view and the document view show them. A page holds hundreds or
// thousands of them, in its HTML and again in its RSC payload, and each is hydrated: so a line is
// one element, `<div id="L123">text</div>`. Its number is a CSS counter (`.source-lines` in
// app/globals.css: not selected or copied with the text), its shading is its block's.

type Props = {
  /** the first line's number */
  from: number;
  lines: string[];
  /** lines shaded as the run's own (bg-accent-soft), by number */
  isShaded: (n: number) => boolean;
  /** lines outside the run read dimmer (the run page's context lines) */
  dimUnshaded?: boolean;
};

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

export function LineBlocks({ from, lines, isShaded, dimUnshaded = false }: Props) {
  return blocksOf(from, lines.length, isShaded).map(({ start, end, shaded }) => (
    <div
      key={from + start}
      className={shaded ? 'bg-accent-soft' : dimUnshaded ? 'text-muted' : undefined}
      style={{ counterReset: `line ${from + start - 1}` }}
    >
      {lines.slice(start, end).map((line, i) => {
        const n = from + start + i;
        return (
          <div key={n} id={`L${n}`}>
            {line}
          </div>
        );
      })}
    </div>
  ));
}
