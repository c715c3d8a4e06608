// Shared by the per-format parser tests: fixtures by name, and "exactly one run, no error".
import { expect } from 'vitest';
import { parseFixture } from '../../support/fixtures';

export const synthetic = (name: string) => parseFixture(`tests/fixtures/synthetic/${name}`);
export const demo = (name: string) => parseFixture(`prisma/demo/mariadb-10.11/${name}`);
export const only = (name: string) => {
  const r = synthetic(name);
  expect(r.error).toBeNull();
  expect(r.runs).toHaveLength(1);
  return r.runs[0] as NonNullable<(typeof r.runs)[0]>;
};
