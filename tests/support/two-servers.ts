// The end-to-end "two" project's servers: ONE PostgreSQL started on its own (as a managed one would
// be), and TWO app servers (`npm start`, i.e. scripts/start.ts) in front of it, started at the same
// moment with the same settings but their port and data directory — so they also race to migrate
// the empty database and to issue the setup link. When both answer /api/health, this answers 200 on
// its own port (what Playwright waits for). SIGTERM stops the app servers, then PostgreSQL.
// Run: node --conditions=react-server --import tsx tests/support/two-servers.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { startEmbeddedPostgres } from '../../lib/db/embedded-postgres';
import { SETUP_TOKEN } from './accounts';
import { e2eOrigins, e2ePorts } from './ports';

/** Every server signs sessions with it (npm start refuses DATABASE_URL without one). */
export const SHARED_SECRET = 'two-servers-e2e-shared-secret-0123456789';

const ports = e2ePorts();
const origins = e2eOrigins();
const log = (m: string) => console.log(`[two-servers] ${m}`);

const database = await startEmbeddedPostgres({ dataDir: 'tmp/e2e-two/pg', reset: true, ownProcessGroup: true });
log(`PostgreSQL on port ${database.port}`);

function startApp(name: 'a' | 'b', port: number): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: SHARED_SECRET,
      BENCHBOARD_DATA_DIR: `tmp/e2e-two/${name}`,
      BENCHBOARD_DEMO_DATA: 'off',
      BENCHBOARD_RESET_DATA: 'off',
      BENCHBOARD_AUTH: 'on',
      BENCHBOARD_SETUP_TOKEN: SETUP_TOKEN,
      // behind a load balancer both would name its address; here A's stands for it
      BENCHBOARD_URL: origins.twoA,
      UPLOAD_MAX_BYTES: '2000000',
    },
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d: Buffer) => process.stdout.write(`[${name}] ${d}`));
  child.once('exit', (code, signal) => {
    if (!stopping) {
      log(`app server ${name} exited (${signal ?? code}); stopping`);
      void stop(1);
    }
  });
  return child;
}

let stopping = false;
const apps = [startApp('a', ports.twoA), startApp('b', ports.twoB)];

async function stop(code: number): Promise<void> {
  stopping = true;
  await Promise.all(
    apps.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await database.stop();
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

async function isHealthy(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

while (!stopping && !((await isHealthy(origins.twoA)) && (await isHealthy(origins.twoB)))) await new Promise((r) => setTimeout(r, 500));
createServer((_request, response) => response.end('both app servers are up\n')).listen(ports.twoReady, '127.0.0.1');
log(`both app servers are up (${origins.twoA}, ${origins.twoB})`);
