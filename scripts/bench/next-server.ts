// The production server (`next start`) against a benchmark's database, until it answers /api/health.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';

export async function startNext(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('run `npm run build` first');
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    // sessions need a secret
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('next start did not come up');
}
