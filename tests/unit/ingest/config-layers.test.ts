// A run's config is its document's blocks merged in order (lib/ingest/plan-facts.ts): its name
// leaves out a block a later one sets again whole, and a listing never sets a key again.
import { describe, expect, test } from 'vitest';
import { planIngest } from '../../../lib/ingest/plan';
import { effectiveConfig } from '../../../lib/ingest/plan-facts';
import type { ParsedConfig } from '../../../lib/parsers/types';
import { parseFixture, SEED } from '../../support/fixtures';

describe('a config layer set again whole by a later one', () => {
  test("seed 002: the query cache on run's config is named by the base and the 'on' block, not the 'off' block", () => {
    const plan = planIngest(parseFixture(SEED.qc002), { fileName: '002.txt' });
    const configOf = (i: number) => {
      const index = plan.runs[i]?.detected.configIndex;
      return index === null || index === undefined ? undefined : plan.configs[index];
    };
    const [off, on] = [configOf(0), configOf(1)];
    expect(off?.entries).toMatchObject({ query_cache_type: 'off', query_cache_size: '0' });
    expect(on?.entries).toMatchObject({ query_cache_type: '1', query_cache_size: '1g' });
    expect(on?.name).toContain('打开QC');
    expect(on?.name).not.toContain('关闭QC');
    // its text, which is its identity with its values, is what the document printed before it, as stored before
    expect(on?.text).toMatch(/query_cache_type\s*=\s*off/);
    // the run with the cache off keeps its own block
    expect(off?.name).toContain('关闭QC');
  });

  test('a listing after a command line sets nothing again: the command line stays in the name (a reviewer)', () => {
    const layer = (kind: ParsedConfig['kind'], title: string, keys: string[], lines: [number, number]): ParsedConfig => ({
      title,
      kind,
      lines,
      text: keys.map((k) => `${k}=1`).join('\n'),
      items: keys.map((key, i) => ({ section: '', key, value: '1', line: lines[0] + i, bytes: null })),
      entries: Object.fromEntries(keys.map((k) => [k, '1'])),
      runs: [0],
    });
    const config = effectiveConfig(
      [
        layer('options', 'mysqld flags', ['innodb_buffer_pool_size'], [1, 1]),
        layer('variables', 'SHOW VARIABLES', ['innodb_buffer_pool_size', 'port'], [3, 4]),
      ],
      'x.log',
    );
    expect(config.name).toBe('mysqld flags + SHOW VARIABLES');
  });
});
