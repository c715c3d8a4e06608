// The secret that signs sessions. Set BETTER_AUTH_SECRET, or (one server on its embedded
// PostgreSQL) let `npm start` make one and keep it in the data directory (0600), so that restarts
// and `npm run admin` sign with the same one. With DATABASE_URL it must be set: several app servers
// may share that database, and a session signed by one is honoured by another only if they sign
// with the same secret — a data directory is one machine's, so the secret cannot come from there.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const fileOf = (home: string) => path.join(home, 'auth-secret');

export function authSecret(home: string): string {
  const file = fileOf(home);
  if (!existsSync(file)) {
    mkdirSync(home, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The secret `npm start` signs sessions with; throws, saying what to set, when DATABASE_URL is set without it. */
export function sessionSecret(env: { BETTER_AUTH_SECRET?: string; DATABASE_URL?: string }, home: string): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (!env.DATABASE_URL) return authSecret(home);
  const kept = existsSync(fileOf(home))
    ? ` To keep the sessions this server signed so far, use the one it kept: BETTER_AUTH_SECRET=$(cat ${fileOf(home)}).`
    : '';
  throw new Error(
    'BETTER_AUTH_SECRET is not set. With DATABASE_URL every app server must sign sessions with the same secret: ' +
      'set BETTER_AUTH_SECRET (at least 32 characters, e.g. the output of `openssl rand -base64 32`) to one value on every server.' +
      kept,
  );
}
