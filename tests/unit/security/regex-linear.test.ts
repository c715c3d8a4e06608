// Every regular expression in lib/ must run in linear time: uploaded logs and user input reach
// them, and one quadratic regex on a long line blocks the server's event loop for minutes.
// recheck (automaton theory, fuzzing where that cannot decide) checks each one found in the
// source; a finding fails the test with the file:line and recheck's attack string.
import path from 'node:path';
import { checkSync, type Diagnostics, type Parameters } from 'recheck';
import { expect, test } from 'vitest';
import { findRegexes } from './regex-inventory';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Regexes recheck reports although they are linear, by exact source and flags, with the reason.
 * Each entry must also be timed on long adversarial input in redos-timing.test.ts. Empty: every
 * regex in lib/ is proven or fuzzed safe.
 */
const ALLOWED: { source: string; flags: string; reason: string }[] = [];

/**
 * Deterministic: the fuzzer's per-run time limits are off (a run that hits its step limit is an
 * attack, one that merely ran slow on a loaded machine is not), so only step counts and the fixed
 * seed decide. `timeout` bounds one regex's whole analysis; the slowest takes a few seconds.
 */
const PARAMETERS: Parameters = {
  timeout: 60_000,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
  randomSeed: 0,
};

function describeFinding(where: string, d: Diagnostics): string {
  const regex = `/${d.source}/${d.flags}`;
  if (d.status === 'vulnerable') return `${where} ${regex}: ${d.complexity.summary}, attack ${d.attack.pattern}`;
  if (d.status === 'unknown') return `${where} ${regex}: recheck could not decide (${d.error.kind})`;
  return `${where} ${regex}: ${d.status}`;
}

const { found, unresolved } = findRegexes(ROOT);

test('the inventory finds the regexes of lib/ and can read every RegExp constructor', () => {
  expect(found.length).toBeGreaterThan(250);
  // a `new RegExp(…)` built from something other than literals and constants of its file
  expect(unresolved.map((u) => `${u.where}: ${u.text}`)).toEqual([]);
});

test('every regex in lib/ is linear (recheck)', { timeout: 600_000 }, () => {
  const findings: string[] = [];
  const allowedSeen = new Set<string>();
  for (const { where, source, flags } of found) {
    const allowed = ALLOWED.find((a) => a.source === source && a.flags === flags);
    if (allowed) {
      allowedSeen.add(`${source}/${flags}`);
      continue;
    }
    const diagnostics = checkSync(source, flags, PARAMETERS);
    if (diagnostics.status !== 'safe') findings.push(describeFinding(where, diagnostics));
  }
  const stale = ALLOWED.filter((a) => !allowedSeen.has(`${a.source}/${a.flags}`)).map((a) => `/${a.source}/${a.flags}`);
  expect(stale, 'allow-list entries whose regex is gone').toEqual([]);
  expect(findings, `${findings.length} regex(es) not linear:\n${findings.join('\n')}`).toEqual([]);
});
