// Wall time and peak memory of a whole process (as a user runs it), median of a few runs. Peak
// memory is each process's own high-water RSS (VmHWM): Node processes write theirs at exit
// (max-rss.mjs, preloaded), Python through a wrapper that runs the script.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// from the project's root, where npm runs scripts (a bundled copy of this module lives elsewhere)
const MAX_RSS_PRELOAD = path.resolve('scripts/bench/max-rss.mjs');
const PYTHON_WRAPPER = [
  'import os, resource, runpy, sys',
  'script = sys.argv[1]; sys.argv = sys.argv[1:]',
  'def peak():',
  '    try: return int(next(l.split()[1] for l in open("/proc/self/status") if l.startswith("VmHWM:"))) * 1024',
  '    except Exception: return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024',
  'try: runpy.run_path(script, run_name="__main__")',
  'finally: open(os.path.join(os.environ["BENCH_RSS_DIR"], "python"), "w").write(str(peak()))',
].join('\n');

export type ProcessFigures = { wallS: number; maxRssBytes: number; stderr: string };

/** One run of `command args…` with stdout to /dev/null. */
async function runOnce(command: string, args: string[], env: Record<string, string>): Promise<ProcessFigures> {
  const rssDir = mkdtempSync(path.join(tmpdir(), 'benchboard-rss-'));
  const devNull = openSync('/dev/null', 'w');
  try {
    const start = performance.now();
    const child = spawn(command, args, {
      stdio: ['ignore', devNull, 'pipe'],
      env: { ...process.env, ...env, BENCH_RSS_DIR: rssDir, NODE_OPTIONS: `--import=${MAX_RSS_PRELOAD}` },
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const wallS = (performance.now() - start) / 1000;
    if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}: ${stderr.slice(0, 500)}`);
    const rss = readdirSync(rssDir).map((f) => Number(readFileSync(path.join(rssDir, f), 'utf8')));
    return { wallS, maxRssBytes: Math.max(0, ...rss), stderr };
  } finally {
    closeSync(devNull);
    rmSync(rssDir, { recursive: true, force: true });
  }
}

const medianBy = <T>(xs: T[], key: (x: T) => number): T => [...xs].sort((a, b) => key(a) - key(b))[Math.floor(xs.length / 2)] as T;

/** The median wall time (and the median peak memory) of `rounds` runs. */
export async function measureProcess(
  command: string,
  args: string[],
  rounds = 3,
  env: Record<string, string> = {},
): Promise<ProcessFigures> {
  const runs: ProcessFigures[] = [];
  for (let i = 0; i < rounds; i++) runs.push(await runOnce(command, args, env));
  const wall = medianBy(runs, (r) => r.wallS);
  return { ...wall, maxRssBytes: medianBy(runs, (r) => r.maxRssBytes).maxRssBytes };
}

/** `python3 script args…`, measured like any process; null when there is no python3. */
export async function measurePython(script: string, args: string[], rounds = 3): Promise<ProcessFigures | null> {
  if (spawnSync('python3', ['--version']).status !== 0) return null;
  return measureProcess('python3', ['-c', PYTHON_WRAPPER, script, ...args], rounds);
}
