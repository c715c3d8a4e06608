// The one place the compare view asks which tool made a run. A run either times a suite of
// operations (sql-bench: seconds per operation and per test, lower is better) or is a load test
// (sysbench, pgbench, mysqlbench…: throughput, latency, intervals). With a format registry that
// states its formats' capabilities, this test reads the capability instead of the tool's name.

/** A suite of timed operations (sql-bench) rather than a load test with throughput and intervals. */
export function isOperationSuite(run: { tool: string }): boolean {
  return run.tool === 'sql-bench';
}
