// Preloaded (NODE_OPTIONS=--import=…) into every Node process a benchmark starts: at exit, each
// writes its peak resident memory (the kernel's max RSS, in bytes) to BENCH_RSS_DIR/<pid>. The
// benchmark reads the largest: the peak of the process tree's biggest member (npm → node).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.BENCH_RSS_DIR;
if (dir) {
  process.on('exit', () => {
    writeFileSync(path.join(dir, String(process.pid)), String(process.resourceUsage().maxRSS * 1024));
  });
}
