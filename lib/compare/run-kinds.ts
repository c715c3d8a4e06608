// The one place the compare view asks what kind of run it has: a suite of timed operations
// (sql-bench: seconds per operation and per test, lower is better) or a load test (sysbench,
// pgbench, mysqlbench, tpcc-mysql: throughput, latency, intervals). The format registry says which.
import { formatOf } from '../parsers/formats';

/** A suite of timed operations rather than a load test with throughput and intervals. */
export function isOperationSuite(run: { tool: string }): boolean {
  return formatOf(run.tool)?.capabilities.kind === 'suite';
}
