// Preloaded (NODE_OPTIONS=--import=…) into every Node process a benchmark starts: at exit, each
// writes its peak resident memory to BENCH_RSS_DIR/<pid>. The benchmark reads the largest: the peak
// of the process tree's biggest member (npm → node). The peak is VmHWM of /proc/self/status, the
// high-water mark of this program's own memory: getrusage's max RSS is no good here, Linux carries
// the parent's RSS at fork into a child's ru_maxrss across exec.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.BENCH_RSS_DIR;
if (dir) {
  process.on('exit', () => {
    let bytes = process.resourceUsage().maxRSS * 1024;
    try {
      const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
      if (kb) bytes = Number(kb) * 1024;
    } catch {
      // no /proc: getrusage's figure, an upper bound
    }
    writeFileSync(path.join(dir, String(process.pid)), String(bytes));
  });
}
