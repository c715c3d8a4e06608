// The secret that signs sessions, when BETTER_AUTH_SECRET is not set: made once and kept in the
// data directory (0600), so that restarts and `npm run admin` sign with the same one.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function authSecret(home: string): string {
  const file = path.join(home, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(home, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}
