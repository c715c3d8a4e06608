// What a running `npm start` has started, written next to its data so that the next start, after a
// crash, can find what was left behind and prove each process is the one we started.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { processIdentitySchema as identitySchema, isSameProcess, type ProcessIdentity, type ProcessInfo } from './processes.ts';

export const instanceStateSchema = z.object({
  supervisor: identitySchema,
  port: z.number().int(),
  next: identitySchema.nullable(),
  postgres: z.object({ pid: z.number().int().positive(), port: z.number().int(), dataDir: z.string() }).nullable(),
});
export type InstanceState = z.infer<typeof instanceStateSchema>;

export type Orphan = { role: 'Next server'; identity: ProcessIdentity; info: ProcessInfo };

/** With an external DATABASE_URL nothing owns the data directory, so instances differ by port. */
export function statePath(home: string, port: number, externalDatabase: boolean): string {
  return path.join(home, externalDatabase ? `supervisor-${port}.json` : 'supervisor.json');
}

export function readState(file: string): InstanceState | null {
  try {
    const parsed = instanceStateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Write-then-rename: a crash mid-write leaves the previous state, never half a file. */
export function writeState(file: string, state: InstanceState): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temp, file);
}

/** Next renames its process `next-server (v…)`; before that its arguments name the next binary. */
export function looksLikeNext(info: ProcessInfo): boolean {
  return info.args.some((arg) => arg.startsWith('next-server') || /(^|\/)next\/dist\/bin\/next$/.test(arg));
}

/**
 * Children of a previous, dead supervisor that still run. Pure: `lookup` reads the process table.
 * Only call it while holding the instance lock (so the recorded supervisor cannot be alive).
 */
export function findOrphans(state: InstanceState | null, lookup: (pid: number) => ProcessInfo | null): Orphan[] {
  if (!state?.next) return [];
  const info = lookup(state.next.pid);
  return isSameProcess(state.next, info) && looksLikeNext(info) ? [{ role: 'Next server', identity: state.next, info }] : [];
}
