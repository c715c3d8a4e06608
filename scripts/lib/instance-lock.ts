// One running `npm start` per data directory. The lock is a listening Unix socket: on Linux an
// abstract one, which the kernel frees the moment its process dies however it dies (SIGKILL
// included), so a lock is never stale. Whoever holds it answers a connection with who it is.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

export const instanceOwnerSchema = z.object({ pid: z.number().int(), port: z.number().int(), home: z.string() });
export type InstanceOwner = z.infer<typeof instanceOwnerSchema>;

export type LockResult = { ok: true; release: () => void } | { ok: false; owner: InstanceOwner | null };

/** `key` names what is locked (a data directory's real path); elsewhere than Linux, a socket file in `home`. */
export function lockAddress(key: string, home: string, platform: NodeJS.Platform = process.platform): string {
  if (platform !== 'linux') return path.join(home, 'supervisor.sock');
  return `\0benchboard-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

export async function acquireInstanceLock(address: string, owner: InstanceOwner): Promise<LockResult> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = createServer((socket) => socket.end(JSON.stringify(owner)));
    const error = await listen(server, address);
    if (!error) {
      server.unref();
      return { ok: true, release: () => server.close() };
    }
    if (error.code !== 'EADDRINUSE') throw error;
    const answer = await askOwner(address);
    if (answer !== 'nobody') return { ok: false, owner: answer };
    // a socket file left by a dead process (abstract sockets never linger)
    if (!address.startsWith('\0')) rmSync(address, { force: true });
  }
  return { ok: false, owner: null };
}

function listen(server: Server, address: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    server.listen(address, () => resolve(null));
  });
}

/** Who holds the lock: their answer, null when they do not answer in time, 'nobody' when no one listens. */
export function askOwner(address: string, timeoutMs = 2_000): Promise<InstanceOwner | null | 'nobody'> {
  return new Promise((resolve) => {
    const socket = createConnection(address);
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, timeoutMs);
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('end', () => {
      clearTimeout(timer);
      resolve(parseOwner(text));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'nobody' : null);
    });
  });
}

export function parseOwner(text: string): InstanceOwner | null {
  try {
    const parsed = instanceOwnerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
