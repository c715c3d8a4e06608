// `npm start` builds the production bundle when the sources are newer than it. A lock directory
// keeps two starts from building at once; it names its holder, so a lock left by a start that was
// killed mid-build is taken over at once instead of being waited on (for up to 10 minutes).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { identify, isSameProcess, type ProcessIdentity, type ProcessInfo, processIdentitySchema, readProcess } from './processes.ts';

const SOURCES = ['app', 'components', 'lib', 'public', 'proxy.ts', 'next.config.js', 'package.json', 'postcss.config.mjs'];
export const BUILD_LOCK = '.next-build.lock';
const OWNER_FILE = path.join(BUILD_LOCK, 'owner.json');
/** between mkdir and writing owner.json a lock has no owner yet; older than this, its holder died there */
const UNNAMED_LOCK_GRACE_MS = 10_000;

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const st = statSync(entry);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'generated' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function isBuildStale(): boolean {
  const buildId = '.next/BUILD_ID';
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  return built <= Math.max(...SOURCES.map(newestMtime));
}

export type LockDecision = 'wait' | 'take-over';

/** Pure: a lock whose recorded holder no longer runs is abandoned. */
export function decideBuildLock(owner: ProcessIdentity | null, holder: ProcessInfo | null, lockAgeMs: number): LockDecision {
  if (!owner) return lockAgeMs > UNNAMED_LOCK_GRACE_MS ? 'take-over' : 'wait';
  return isSameProcess(owner, holder) ? 'wait' : 'take-over';
}

function readOwner(): ProcessIdentity | null {
  try {
    const parsed = processIdentitySchema.safeParse(JSON.parse(readFileSync(OWNER_FILE, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Takes the lock. Returns true when the previous holder died mid-build (its output cannot be trusted). */
async function acquireBuildLock(log: (m: string) => void): Promise<boolean> {
  let interrupted = false;
  let announced = false;
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(BUILD_LOCK);
      const me = identify(process.pid);
      if (me) writeFileSync(OWNER_FILE, JSON.stringify(me));
      return interrupted;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner();
    const age = Date.now() - (existsSync(BUILD_LOCK) ? statSync(BUILD_LOCK).mtimeMs : 0);
    if (decideBuildLock(owner, owner ? readProcess(owner.pid) : null, age) === 'take-over') {
      log(`a build was interrupted (${owner ? `pid ${owner.pid} died` : 'its start died'} holding ${BUILD_LOCK}): building again`);
      rmSync(BUILD_LOCK, { recursive: true, force: true });
      interrupted = true;
      continue;
    }
    if (!announced) log(`waiting for the build of another start (pid ${owner?.pid ?? '?'}) to finish…`);
    announced = true;
    if (waited > 600_000) throw new Error(`${BUILD_LOCK} has been held for 10 minutes by pid ${owner?.pid ?? '?'}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** How often a build in progress says so. */
const PROGRESS_EVERY_MS = 15_000;

export const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/** The line a build starts with: a first build is the slow one a newcomer waits for. */
export function buildStartMessage(hadBuild: boolean): string {
  return hadBuild
    ? 'the sources changed: building the app again (next build, about a minute)…'
    : 'building the app (first start only, about a minute on 2 cores; later starts reuse it)…';
}

/**
 * Builds when the sources are newer than the build, or when a previous build was interrupted
 * (Next writes BUILD_ID before it has finished, so a killed build can look fresh).
 * `track` receives the build process so that a stopping supervisor can stop it too.
 */
export async function buildIfStale(args: {
  nextBin: string;
  preload: string;
  log: (m: string) => void;
  track: (child: ChildProcess | null) => void;
}): Promise<void> {
  if (!isBuildStale() && !existsSync(BUILD_LOCK)) return;
  const interrupted = await acquireBuildLock(args.log);
  try {
    if (!interrupted && !isBuildStale()) return;
    const started = Date.now();
    args.log(buildStartMessage(existsSync('.next/BUILD_ID')));
    // next build is silent for most of its minute: say that it is still at work
    const ticker = setInterval(() => args.log(`still building… ${formatSeconds(Date.now() - started)}`), PROGRESS_EVERY_MS);
    ticker.unref();
    const child = spawn(process.execPath, ['--require', args.preload, args.nextBin, 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BENCHBOARD_SUPERVISOR_PID: String(process.pid) },
    });
    args.track(child);
    const code = await new Promise<number>((resolve) => child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
    clearInterval(ticker);
    args.track(null);
    if (code !== 0) throw new Error(`next build failed (exit code ${code}) after ${formatSeconds(Date.now() - started)}`);
    args.log(`built in ${formatSeconds(Date.now() - started)}`);
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}
