// Before `npm start` touches anything: take the data directory's lock (or refuse, naming who holds
// it), stop what a crashed previous start left behind, and check that the port is free (or refuse,
// naming who listens). A refusal is one line and a non-zero exit; nothing of the other is touched.
import { mkdirSync, realpathSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { acquireInstanceLock, lockAddress } from './instance-lock.ts';
import { findOrphans, readState, statePath } from './instance-state.ts';
import { describeProcess, findPortOwner, readProcess, stopProcess } from './processes.ts';

export type Guarded = { home: string; stateFile: string; release: () => void };

export class StartRefused extends Error {}

export async function guardStart(args: {
  dataDir: string;
  port: number;
  externalDatabase: boolean;
  log: (m: string) => void;
}): Promise<Guarded> {
  const home = path.resolve(args.dataDir);
  mkdirSync(home, { recursive: true });
  const key = realpathSync(home) + (args.externalDatabase ? `#port=${args.port}` : '');
  const stateFile = statePath(home, args.port, args.externalDatabase);
  const lock = await acquireInstanceLock(lockAddress(key, home), { pid: process.pid, port: args.port, home });
  if (!lock.ok) {
    const pid = lock.owner?.pid ?? readState(stateFile)?.supervisor.pid;
    const who = pid ? `benchboard pid ${pid}${lock.owner ? ` (http://localhost:${lock.owner.port})` : ''}` : 'another benchboard';
    const what = args.externalDatabase ? `port ${args.port} with data directory ${home}` : `data directory ${home}`;
    throw new StartRefused(
      `refusing to start: ${who} is running on ${what}. Stop it first${pid ? ` (kill ${pid})` : ''}, or set BENCHBOARD_DATA_DIR to another directory.`,
    );
  }
  try {
    for (const orphan of findOrphans(readState(stateFile), readProcess)) {
      args.log(`stopping the ${orphan.role} (pid ${orphan.identity.pid}) that a previous start left running`);
      await stopProcess(orphan.identity, 'SIGTERM', 5_000);
    }
    if (!(await isPortFree(args.port))) {
      const owner = findPortOwner(args.port);
      const who = owner ? `pid ${owner.pid} (${describeProcess(owner)})` : 'another process';
      throw new StartRefused(`refusing to start: port ${args.port} is in use by ${who}. Stop it, or set PORT to a free port.`);
    }
  } catch (error) {
    lock.release();
    throw error;
  }
  return { home, stateFile, release: lock.release };
}

/** Binds the way `next start` does (all interfaces), so "free" here means Next can listen. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}
