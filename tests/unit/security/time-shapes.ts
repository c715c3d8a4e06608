// The table behind document-scaling.test.ts, for a person: parseDocument's median time on every
// document shape at several sizes. `npx tsx tests/unit/security/time-shapes.ts [name filter] [KB,KB,…]`
// (sizes default to 64,256,1024,4096; a shape stops at the first size that takes over 15 s, and
// the link-heavy ones at 1 MB: their 4 MB results need more than 4 GB of memory).
import { parseDocument } from '../../../lib/parsers';
import { DOCUMENT_SHAPES, LINK_HEAVY_SHAPES } from './document-shapes';
import { median } from './growth';

const filter = process.argv[2] ?? '';
const sizes = (process.argv[3] ?? '64,256,1024,4096').split(',').map(Number);
const STOP_MS = 15_000;

for (const shape of [...DOCUMENT_SHAPES, ...LINK_HEAVY_SHAPES]) {
  if (!shape.name.includes(filter)) continue;
  const cells: string[] = [];
  for (const kb of LINK_HEAVY_SHAPES.includes(shape) ? sizes.filter((kb) => kb <= 1024) : sizes) {
    const text = shape.document(kb * 1024);
    const ms = median(() => parseDocument(text), kb <= 256 ? 3 : 1);
    cells.push(`${ms.toFixed(0)} ms`.padStart(10));
    if (ms > STOP_MS) break;
  }
  console.log(`${shape.name.padEnd(42)}${cells.join('')}`);
}
