// Every real or synthetic document the parsers are tested on, by a stable relative name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeBytes, parseDocument } from '../../lib/parsers';
import type { FileResult } from '../../lib/parsers/types';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['prisma/demo', 'tests/fixtures/synthetic', 'tests/fixtures/sysbench-1.0.20-debian', 'tests/fixtures/pgbench-15-debian'];
const DOCUMENT = /\.(txt|log|md|cnf|tsv|res|cmd)$/;

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : DOCUMENT.test(name) ? [full] : [];
    });
}

/** Paths relative to the project root, e.g. `prisma/demo/seeds/000_….txt`. */
export function fixtureDocuments(): string[] {
  return SOURCES.flatMap((s) => walk(path.join(ROOT, s))).map((f) => path.relative(ROOT, f));
}

export function readFixture(relative: string): string {
  return decodeBytes(readFileSync(path.join(ROOT, relative))).text;
}

export function parseFixture(relative: string): FileResult {
  return parseDocument(readFixture(relative), { fileName: path.basename(relative) });
}

export function goldenPath(relative: string): string {
  return path.join(ROOT, 'tests/fixtures/golden', `${relative.replace(/^prisma\/demo\//, 'demo/').replace(/^tests\/fixtures\//, '')}.json`);
}

export const SEED = {
  blog000: 'prisma/demo/seeds/000_a2761f948727d273.txt',
  qc002: 'prisma/demo/seeds/002_36839e7bfdb72b13.txt',
  matrix003: 'prisma/demo/seeds/003_c68b799d6b52a150.txt',
  mysqlbench004: 'prisma/demo/seeds/004_43f414df02cd1994.txt',
} as const;
