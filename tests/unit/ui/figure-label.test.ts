// The run page's "every other figure" listed the code's keys (fairnessTimeAvgS): a walkthrough.
import { expect, test } from 'vitest';
import { figureLabel } from '../../../lib/figure-label';

test.each([
  ['fairnessTimeAvgS', 'fairness time avg (s)'],
  ['throughputMiBPerSec', 'throughput (MiB/s)'],
  ['deadlocksPerSec', 'deadlocks per second'],
  ['latencySumMs', 'latency sum (ms)'],
  ['transferredMiB', 'transferred (MiB)'],
  ['queriesOther', 'queries other'],
  ['tpsIncludingConnections', 'tps including connections'],
  ['tpmC', 'tpmC'],
  ['events', 'events'],
])('%s reads as %s', (key, label) => {
  expect(figureLabel(key)).toBe(label);
});
