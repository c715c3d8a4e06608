// What a pid is right now, read from /proc (Linux). A pid alone can be reused by an unrelated
// process; a pid with the kernel's start time (clock ticks since boot) names one process.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { z } from 'zod';

/** One process, as recorded when we started it. */
export const processIdentitySchema = z.object({ pid: z.number().int().positive(), startTicks: z.number().int().nonnegative() });
export type ProcessIdentity = z.infer<typeof processIdentitySchema>;

export type ProcessInfo = ProcessIdentity & { ppid: number; state: string; args: string[] };

/** `/proc/<pid>/stat`: the command name may hold spaces and parentheses, so fields count from its last ')'. */
export function parseProcStat(text: string): { state: string; ppid: number; startTicks: number } | null {
  const close = text.lastIndexOf(')');
  if (close < 0) return null;
  // fields from 3 on: state(3) ppid(4) … starttime(22)
  const fields = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const state = fields[0];
  const ppid = Number(fields[1]);
  const startTicks = Number(fields[19]);
  if (!state || !Number.isInteger(ppid) || !Number.isInteger(startTicks)) return null;
  return { state, ppid, startTicks };
}

/** A zombie has exited: only its exit status waits to be collected. */
export function isRunning(info: ProcessInfo | null): info is ProcessInfo {
  return info !== null && info.state !== 'Z' && info.state !== 'X';
}

/** True when `current` is the very process that was recorded (same pid, same start time) and it still runs. */
export function isSameProcess(recorded: ProcessIdentity, current: ProcessInfo | null): current is ProcessInfo {
  return isRunning(current) && current.pid === recorded.pid && current.startTicks === recorded.startTicks;
}

export function readProcess(pid: number): ProcessInfo | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    const stat = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    if (!stat) return null;
    let args: string[] = [];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      // exited between the two reads, or not ours to read
    }
    return { pid, ...stat, args };
  } catch {
    return null;
  }
}

export function identify(pid: number): ProcessIdentity | null {
  const info = readProcess(pid);
  return isRunning(info) ? { pid, startTicks: info.startTicks } : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signals the recorded process (only if it is still that process), waits up to `graceMs` for it
 * to exit, then SIGKILLs it. Returns false when there was nothing to stop.
 */
export async function stopProcess(recorded: ProcessIdentity, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<boolean> {
  if (!isSameProcess(recorded, readProcess(recorded.pid))) return false;
  process.kill(recorded.pid, signal);
  for (let waited = 0; waited < graceMs; waited += 50) {
    if (!isSameProcess(recorded, readProcess(recorded.pid))) return true;
    await sleep(50);
  }
  if (isSameProcess(recorded, readProcess(recorded.pid))) process.kill(recorded.pid, 'SIGKILL');
  for (let waited = 0; waited < 2_000 && isSameProcess(recorded, readProcess(recorded.pid)); waited += 50) await sleep(50);
  return true;
}

/** Socket inodes listening on `port` in a /proc/net/tcp or tcp6 table. */
export function parseListeningInodes(table: string, port: number): number[] {
  const inodes: number[] = [];
  for (const line of table.split('\n').slice(1)) {
    const cols = line.trim().split(/\s+/);
    const local = cols[1];
    const listening = cols[3] === '0A';
    if (!local || !listening || Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) !== port) continue;
    const inode = Number(cols[9]);
    if (inode > 0) inodes.push(inode);
  }
  return inodes;
}

/** The process listening on a TCP port, when /proc lets us see it (Linux; all of them as root). */
export function findPortOwner(port: number): ProcessInfo | null {
  const inodes = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    try {
      for (const inode of parseListeningInodes(readFileSync(table, 'utf8'), port)) inodes.add(inode);
    } catch {
      // no /proc (not Linux) or no IPv6
    }
  }
  if (inodes.size === 0) return null;
  const wanted = new Set([...inodes].map((inode) => `socket:[${inode}]`));
  for (const entry of safeReaddir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    for (const fd of safeReaddir(`/proc/${pid}/fd`)) {
      try {
        if (wanted.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return readProcess(pid);
      } catch {
        // the fd closed while we looked
      }
    }
  }
  return null;
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** `node --flags x.ts …` shows as `node x.ts …`; Next renames itself `next-server (v16…)`. */
export function describeProcess(info: ProcessInfo): string {
  const { args } = info;
  const isNode = /(^|\/)node$/.test(args[0] ?? '');
  const script = args.findIndex((arg, i) => i > 0 && /\.[cm]?[jt]s$/.test(arg) && !/^(--import|--require|-r)$/.test(args[i - 1] ?? ''));
  const text = (isNode && script > 0 ? ['node', ...args.slice(script)] : args).join(' ');
  return text.length > 80 ? `${text.slice(0, 77)}…` : text || '?';
}
