// A sysbench 1.0 log with as many interval lines as asked (built in memory, never committed), for
// tests and measurements of big runs. Deterministic: the same options give the same text.

export type SysbenchLogOptions = {
  intervals: number;
  threads?: number;
  /** seconds (1-based) where the server stalled: tps 0, no query finished */
  stalls?: number[];
  /** seconds with a latency spike of this many ms */
  spikes?: { at: number; ms: number }[];
  /** seconds that reported errors */
  errors?: number[];
  /** seconds that reported reconnects */
  reconnects?: number[];
  /** seconds whose throughput burst to this many tps */
  bursts?: { at: number; tps: number }[];
  /** seconds between interval lines (`--report-interval`); stalls, spikes, errors and bursts name the interval's number */
  every?: number;
  /** a title-like first line, e.g. to make two logs with the same intervals differ */
  banner?: string;
  /**
   * which of several runs of the same options this is: its max latency is `run`/100 ms higher. Logs
   * that differ only in their banner are one output (one run stored twice: counted once, no alert).
   */
  run?: number;
};

const fixed = (n: number) => n.toFixed(2);

/** `[ 12s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00` */
function intervalLine(second: number, threads: number, tps: number, latencyMs: number, errors: number, reconnects: number): string {
  const reads = tps * 14;
  const writes = tps * 4;
  const other = tps * 2;
  return `[ ${second}s ] thds: ${threads} tps: ${fixed(tps)} qps: ${fixed(reads + writes + other)} (r/w/o: ${fixed(reads)}/${fixed(writes)}/${fixed(other)}) lat (ms,95%): ${fixed(latencyMs)} err/s: ${fixed(errors)} reconn/s: ${fixed(reconnects)}`;
}

export function sysbenchLog(options: SysbenchLogOptions): string {
  const { intervals, threads = 4, every = 1 } = options;
  const stalls = new Set(options.stalls ?? []);
  const spikes = new Map((options.spikes ?? []).map((s) => [s.at, s.ms]));
  const errors = new Set(options.errors ?? []);
  const reconnects = new Set(options.reconnects ?? []);
  const bursts = new Map((options.bursts ?? []).map((b) => [b.at, b.tps]));
  const lines = [
    ...(options.banner ? [options.banner, ''] : []),
    'sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)',
    '',
    'Running the test with following options:',
    `Number of threads: ${threads}`,
    `Report intermediate results every ${every} second(s)`,
    'Initializing random number generator from current time',
    '',
    '',
    'Initializing worker threads...',
    '',
    'Threads started!',
    '',
  ];
  let transactions = 0;
  for (let s = 1; s <= intervals; s++) {
    // a steady 300 tps with a slow wave and a little deterministic jitter
    const tps = bursts.get(s) ?? (stalls.has(s) ? 0 : 300 + 40 * Math.sin(s / 50) + ((s * 7919) % 23) - 11);
    const latency = spikes.get(s) ?? (stalls.has(s) ? 0 : 20 + ((s * 104729) % 7));
    transactions += Math.round(tps * every);
    lines.push(intervalLine(s * every, threads, tps, latency, errors.has(s) ? 1 : 0, reconnects.has(s) ? 1 : 0));
  }
  const seconds = intervals * every;
  const tpsAvg = transactions / seconds;
  lines.push(
    'SQL statistics:',
    '    queries performed:',
    `        read:                            ${transactions * 14}`,
    `        write:                           ${transactions * 4}`,
    `        other:                           ${transactions * 2}`,
    `        total:                           ${transactions * 20}`,
    `    transactions:                        ${transactions}   (${fixed(tpsAvg)} per sec.)`,
    `    queries:                             ${transactions * 20}  (${fixed(tpsAvg * 20)} per sec.)`,
    `    ignored errors:                      ${errors.size}      (${fixed(errors.size / seconds)} per sec.)`,
    `    reconnects:                          ${reconnects.size}      (${fixed(reconnects.size / seconds)} per sec.)`,
    '',
    'General statistics:',
    `    total time:                          ${seconds}.0100s`,
    `    total number of events:              ${transactions}`,
    '',
    'Latency (ms):',
    '         min:                                    2.96',
    '         avg:                                   13.71',
    `         max:                                  ${fixed([...spikes.values()].reduce((a, b) => Math.max(a, b), 685.86) + (options.run ?? 0) / 100)}`,
    '         95th percentile:                       21.89',
    `         sum:                                ${fixed(transactions * 13.71)}`,
    '',
    'Threads fairness:',
    `    events (avg/stddev):           ${fixed(transactions / threads)}/19.95`,
    `    execution time (avg/stddev):   ${fixed(seconds - 0.01)}/0.00`,
    '',
  );
  return lines.join('\n');
}
