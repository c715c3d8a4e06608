// A cut line's badge goes with that line, whatever block and index it falls at (lib/db/uploads.ts
// gives `long` as indexes into the segment's lines; LineBlocks splits them into shaded blocks).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { LineBlocks } from '../../../components/runs/line-blocks';

describe('LineBlocks', () => {
  test('the badge of a cut line at index 3 (second block) is on #L13, and on no other line', () => {
    const html = renderToStaticMarkup(
      createElement(LineBlocks, { from: 10, lines: ['a', 'b', 'c', 'd<b>', 'e'], long: [[3, 5000]], isShaded: (n: number) => n >= 12 }),
    );
    const line = (n: number) => new RegExp(`<div id="L${n}">(.*?)</div>`).exec(html)?.[1] ?? '';
    expect(line(13)).toContain('data-cut="5000"');
    expect(line(13)).toContain('of 5,000 characters');
    expect(line(13)).toContain('d&lt;b&gt;');
    for (const n of [10, 11, 12, 14]) expect(line(n)).not.toContain('data-cut');
  });
});
