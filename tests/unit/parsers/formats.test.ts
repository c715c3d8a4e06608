// The format registry: one format object per tool, every one reachable the same ways, none of
// them known by name outside lib/parsers/formats.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseCommand } from '../../../lib/parsers/command';
import {
  concurrencyText,
  concurrencyWord,
  FORMATS,
  formatOf,
  isTool,
  listFormats,
  OUTPUT_READERS,
  parameterText,
  TOOLS,
  tagsAsStored,
  tagsAsTyped,
} from '../../../lib/parsers/formats';
import { redactText } from '../../../lib/parsers/redact';
import { fileResultSchema } from '../../../lib/schemas/parsed';
import { fixtureDocuments, parseFixture, ROOT } from '../../support/fixtures';

describe("concurrency in the tools' own words", () => {
  test('one run: threads for sysbench, clients for pgbench, connections for tpcc-mysql, one of each singular', () => {
    expect(concurrencyText('sysbench', 16)).toBe('16 threads');
    expect(concurrencyText('sysbench', 1)).toBe('1 thread');
    expect(concurrencyText('pgbench', 4)).toBe('4 clients');
    expect(concurrencyText('pgbench', 1)).toBe('1 client');
    expect(concurrencyText('tpcc-mysql', 8)).toBe('8 connections');
    expect(concurrencyText('some-new-tool', 2)).toBe('2 threads');
  });
  test('an axis over several runs: their common word, or every word when the tools differ', () => {
    expect(concurrencyWord(['pgbench', 'pgbench'])).toEqual({ one: 'client', many: 'clients' });
    expect(concurrencyWord(['sysbench'])).toEqual({ one: 'thread', many: 'threads' });
    expect(concurrencyWord(['sysbench', 'pgbench', 'sysbench'])).toEqual({ one: 'client or thread', many: 'clients or threads' });
    expect(concurrencyWord(['tpcc-mysql', 'pgbench', 'sysbench']).many).toBe('clients, connections or threads');
    expect(concurrencyWord([])).toEqual({ one: 'thread', many: 'threads' });
  });
});

// a pgbench run's chip read clients=8, its edit box threads=8 (pgbench's -j) and compare `threads 8` (a DBA's pass)
describe('the concurrency tag in a run’s edit box', () => {
  test("pgbench's and mysqlbench's read clients=, sysbench's threads=; typed back, each is stored as threads", () => {
    expect(tagsAsTyped('pgbench', { threads: '8', scale: '10' })).toEqual({ clients: '8', scale: '10' });
    expect(tagsAsStored('pgbench', { clients: '16', scale: '10' })).toEqual({ threads: '16', scale: '10' });
    expect(tagsAsTyped('mysqlbench', { threads: '100' })).toEqual({ clients: '100' });
    expect(tagsAsTyped('sysbench', { threads: '8' })).toEqual({ threads: '8' });
    expect(tagsAsStored('sysbench', { clients: '8' })).toEqual({ clients: '8' });
  });
  test('a run stored with both (before 2026-12-07) shows both; typed back, clients= is its one concurrency tag', () => {
    expect(tagsAsTyped('pgbench', { threads: '8', clients: 'many' })).toEqual({ threads: '8', clients: 'many' });
    expect(tagsAsStored('pgbench', { threads: '8', clients: '16' })).toEqual({ threads: '16' });
  });
});

describe("parameters in the tools' own meaning", () => {
  test("sysbench's 0 events, seconds or rate is no limit; any other value, tool or key is as stored", () => {
    expect(parameterText('sysbench', 'events', 0)).toBe('0 (no limit)');
    expect(parameterText('sysbench', 'time', 0)).toBe('0 (no limit)');
    expect(parameterText('sysbench', 'rate', 0)).toBe('0 (no limit)');
    expect(parameterText('sysbench', 'events', 10000)).toBe('10000');
    expect(parameterText('sysbench', 'tables', 0)).toBe('0');
    expect(parameterText('pgbench', 'time', 0)).toBe('0');
    expect(parameterText('sysbench', 'readOnly', false)).toBe('no');
  });
});

describe('format registry', () => {
  test('one format per tool, looked up by its name', () => {
    expect(TOOLS).toEqual(['sysbench', 'sql-bench', 'pgbench', 'mysqlbench', 'tpcc-mysql']);
    expect(new Set(TOOLS).size).toBe(TOOLS.length);
    for (const format of FORMATS) expect(formatOf(format.tool)).toBe(format);
    expect(formatOf('hammerdb')).toBeUndefined();
    expect(isTool('pgbench')).toBe(true);
    expect(isTool('pgbench2')).toBe(false);
    expect(listFormats('or')).toBe('sysbench, sql-bench, pgbench, mysqlbench or tpcc-mysql');
  });

  test('every tool’s runs are read by a reader that lists it (mysqlbench: pgbench’s)', () => {
    for (const tool of TOOLS)
      expect(
        OUTPUT_READERS.filter((r) => r.tools.includes(tool)),
        tool,
      ).toHaveLength(1);
    for (const reader of OUTPUT_READERS) for (const tool of reader.tools) expect(isTool(tool)).toBe(true);
  });

  test.each(FORMATS.map((f) => [f.tool, f] as const))('%s: its programs are its commands', (_tool, format) => {
    for (const program of format.command.programs) {
      const command = parseCommand(`./${program} -x 1 --y=2`);
      expect(command?.format).toBe(format);
      expect(command?.program).toBe(program);
    }
  });

  test.each(FORMATS.map((f) => [f.tool, f] as const))(
    '%s: the headline is among what it reports; its own metrics are figures',
    (_tool, format) => {
      const { headline, reports, metrics, labels } = format.capabilities;
      expect(headline.length).toBeGreaterThan(0);
      for (const path of headline) expect(reports).toContain(path);
      for (const metric of metrics) expect(reports).toContain(`figures.${metric.key}`);
      for (const path of Object.keys(labels)) expect(reports).toContain(path);
    },
  );

  test.each(FORMATS.flatMap((f) => f.command.secretFlags.flatMap((s) => f.command.programs.map((p) => [p, s.flag, s.separate] as const))))(
    '%s -%s: the password is redacted (the redaction gate lets it through)',
    (program, flag, separate) => {
      expect(redactText(`./${program} -${flag}s3cret -x1`)).toBe(`./${program} -${flag}*** -x1`);
      if (separate) expect(redactText(`./${program} -${flag} s3cret -x1`)).toBe(`./${program} -${flag} *** -x1`);
    },
  );

  test('every fixture’s parse result passes the ingest schema as it is', () => {
    for (const relative of fixtureDocuments()) {
      const result = parseFixture(relative);
      expect(fileResultSchema.parse(result), relative).toEqual(result);
    }
  });

  test('no tool name is written outside its format file in lib/parsers and lib/schemas', () => {
    const names = [...new Set([...TOOLS, ...FORMATS.flatMap((f) => f.command.programs)])].map((n) => `'${n}'`);
    const files = ['lib/parsers', 'lib/schemas'].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => path.join(dir, f)),
    );
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return names.filter((n) => text.includes(n)).map((n) => `${file}: ${n}`);
    });
    expect(found.every((f) => /^lib\/parsers\/formats\/[\w-]+\.ts: /.test(f))).toBe(true);
    // each name in exactly one file
    const byName = new Map<string, string[]>();
    for (const f of found) {
      const [file, name] = f.split(': ') as [string, string];
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    for (const [name, where] of byName) expect(where, name).toHaveLength(1);
  });
});
