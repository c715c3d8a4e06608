import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { sessionSecret } from '../../../scripts/lib/auth-secret';

const home = mkdtempSync(path.join(tmpdir(), 'benchboard-secret-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));
const SET = 'a-secret-set-by-the-operator-0123456789';
const URL = 'postgresql://app@db.example.com/benchboard';

describe('the secret npm start signs sessions with', () => {
  test('BETTER_AUTH_SECRET when set, with or without DATABASE_URL', () => {
    expect(sessionSecret({ BETTER_AUTH_SECRET: SET }, home)).toBe(SET);
    expect(sessionSecret({ BETTER_AUTH_SECRET: SET, DATABASE_URL: URL }, home)).toBe(SET);
  });

  test('the embedded database: one kept in the data directory, the same on every start', () => {
    const first = sessionSecret({}, home);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(sessionSecret({}, home)).toBe(first);
  });

  test('DATABASE_URL without BETTER_AUTH_SECRET: refused, saying what to set (other servers cannot read this data directory)', () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'benchboard-secret-'));
    expect(() => sessionSecret({ DATABASE_URL: URL }, fresh)).toThrow(/BETTER_AUTH_SECRET is not set.*same secret/);
    writeFileSync(path.join(fresh, 'auth-secret'), 'kept\n');
    expect(() => sessionSecret({ DATABASE_URL: URL }, fresh)).toThrow(`BETTER_AUTH_SECRET=$(cat ${path.join(fresh, 'auth-secret')})`);
    rmSync(fresh, { recursive: true, force: true });
  });
});
