// A throw-away cluster (tests, benches, the migration check) is deleted with its server: as root,
// PostgreSQL cannot reach a 0700 scratch directory and the cluster lives in a fallback under
// /var/lib/benchboard that deleting the scratch directory left behind — 546 of them, 58 GB, filled
// this machine's disk (2026-12-05).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { startEmbeddedPostgres } from '../../lib/db/embedded-postgres';

test('remove() stops the server and deletes the cluster it used, wherever it is', async () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'benchboard-cleanup-')); // 0700, as mkdtemp makes it
  try {
    const server = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg') });
    const passwordFile = path.join(path.dirname(server.dataDir), `${path.basename(server.dataDir)}.password`);
    expect(existsSync(path.join(server.dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(passwordFile)).toBe(true);
    const pid = server.pid();
    await server.remove();
    expect(server.pid()).toBeNull();
    expect(() => process.kill(pid as number, 0)).toThrow();
    expect(existsSync(server.dataDir)).toBe(false);
    expect(existsSync(passwordFile)).toBe(false);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}, 60_000);
