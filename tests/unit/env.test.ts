import { describe, expect, test } from 'vitest';
import { readEnv as readEnvOf } from '@/lib/env';

/** as process.env, whose type always has NODE_ENV */
const readEnv = (vars: Record<string, string>) => readEnvOf({ NODE_ENV: 'test', ...vars });

describe('readEnv', () => {
  test('the same environment is parsed once: the same frozen object comes back', () => {
    const source = { BENCHBOARD_AUTH: 'off', PORT: '4100' };
    const first = readEnv(source);
    expect(readEnv({ ...source })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.PORT).toBe(4100);
  });

  test('a changed value is read afresh (a test that changes process.env sees its change)', () => {
    expect(readEnv({ BENCHBOARD_AUTH: 'off' }).BENCHBOARD_AUTH).toBe('off');
    expect(readEnv({ BENCHBOARD_AUTH: 'on' }).BENCHBOARD_AUTH).toBe('on');
    expect(readEnv({}).BENCHBOARD_AUTH).toBe('on');
    // an empty value and an unset one mean the same here, but are two reads
    expect(readEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(readEnv({ DATABASE_URL: 'postgresql://a@h/db' }).DATABASE_URL).toBe('postgresql://a@h/db');
  });

  test('variables it does not read do not matter, and a bad value still throws every time', () => {
    const env = readEnv({ PORT: '4200' });
    expect(readEnv({ PORT: '4200', UNRELATED: 'x' })).toBe(env);
    expect(() => readEnv({ PORT: 'abc' })).toThrow(/invalid environment: PORT/);
    expect(() => readEnv({ PORT: 'abc' })).toThrow(/invalid environment: PORT/);
  });
});
