import { describe, expect, test } from 'vitest';
import {
  describeProcess,
  isSameProcess,
  type ProcessInfo,
  parseListeningInodes,
  parseProcStat,
  readProcess,
} from '../../../scripts/lib/processes';

// fields after the command: state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt
// utime stime cutime cstime priority nice threads itrealvalue starttime …
const stat = (comm: string, state: string, ppid: number, startTicks: number) =>
  `4242 (${comm}) ${state} ${ppid} 4242 4242 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 11 0 ${startTicks} 1000 100 18446744073709551615`;

const info = (over: Partial<ProcessInfo> = {}): ProcessInfo => ({ pid: 4242, startTicks: 500, ppid: 1, state: 'S', args: [], ...over });

describe('parseProcStat', () => {
  test.each([
    ['node', 'S', 17, 123456],
    // a command name may contain spaces and parentheses: Next renames itself this way
    ['next-server (v16.4.6)', 'R', 1, 99],
    [') (x) (', 'Z', 3, 7],
  ])('%j', (comm, state, ppid, startTicks) => {
    expect(parseProcStat(stat(comm, state, ppid, startTicks))).toEqual({ state, ppid, startTicks });
  });

  test.each(['', 'garbage', '12 (node) S'])('unparsable %j → null', (text) => {
    expect(parseProcStat(text)).toBeNull();
  });

  test('this process reads as itself', () => {
    const me = readProcess(process.pid);
    expect(me?.ppid).toBe(process.ppid);
    expect(me?.state).not.toBe('Z');
  });
});

describe('isSameProcess: a recorded pid is ours only while it is that very process', () => {
  const recorded = { pid: 4242, startTicks: 500 };
  test.each([
    ['the same process, running', info(), true],
    ['the pid reused by a later process', info({ startTicks: 900 }), false],
    ['exited, not yet reaped (zombie)', info({ state: 'Z' }), false],
    ['gone', null, false],
  ])('%s → %s', (_, current, expected) => {
    expect(isSameProcess(recorded, current)).toBe(expected);
  });
});

describe('parseListeningInodes', () => {
  const table = [
    '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
    '   0: 00000000:0C80 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1111 1 0 100 0 0 10 0',
    '   1: 0100007F:0C80 0100007F:D431 01 00000000:00000000 00:00000000 00000000     0        0 2222 1 0 20 4 30 10 -1',
    '   2: 0100007F:0C81 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 3333 1 0 100 0 0 10 0',
    '   3: 00000000000000000000000000000000:0C80 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000 0 0 4444 1',
  ].join('\n');

  test('only LISTEN rows on that port (3200 = 0x0C80), IPv4 and IPv6', () => {
    expect(parseListeningInodes(table, 3200)).toEqual([1111, 4444]);
    expect(parseListeningInodes(table, 3201)).toEqual([3333]);
    expect(parseListeningInodes(table, 3202)).toEqual([]);
  });
});

describe('describeProcess', () => {
  test.each([
    [
      ['/usr/bin/node', '--conditions=react-server', '--import', 'tsx', 'scripts/start.ts', '--no-build'],
      'node scripts/start.ts --no-build',
    ],
    [['next-server (v16.4.6)'], 'next-server (v16.4.6)'],
    [['python3', '-m', 'http.server', '3200'], 'python3 -m http.server 3200'],
    [[], '?'],
  ])('%j → %s', (args, expected) => {
    expect(describeProcess(info({ args }))).toBe(expected);
  });
});
