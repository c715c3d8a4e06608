// Logs the probes upload: real sysbench 1.x shapes, made distinct by a marker line.

const HEADER = `sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 4
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

`;

const SUMMARY = (seconds: number) => `SQL statistics:
    queries performed:
        read:                            2018534
        write:                           576724
        other:                           288362
        total:                           2883620
    transactions:                        144181 (${(144181 / seconds).toFixed(2)} per sec.)
    queries:                             2883620 (${(2883620 / seconds).toFixed(2)} per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          ${seconds.toFixed(4)}s
    total number of events:              144181

Latency (ms):
         min:                                    2.86
         avg:                                   19.97
         max:                                  151.76
         95th percentile:                       27.66
         sum:                              2879718.42

Threads fairness:
    events (avg/stddev):           36045.2500/81.26
    execution time (avg/stddev):   719.9296/0.01
`;

/** A sysbench 1.0 oltp_read_write log with `intervals` one-second lines and a summary. */
export function sysbenchLog(intervals: number, marker: string): string {
  const lines: string[] = [HEADER];
  for (let t = 1; t <= intervals; t++) {
    const tps = (200 + ((t * 7919) % 97) / 10).toFixed(2);
    lines.push(
      `[ ${t}s ] thds: 4 tps: ${tps} qps: ${(Number(tps) * 20).toFixed(2)} (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00\n`,
    );
  }
  lines.push('\n', SUMMARY(Math.max(intervals, 1)), `\n${marker}\n`);
  return lines.join('');
}
