import { expect, test } from 'vitest';
import { choiceLabels } from '../../lib/choice-labels';

test("a name that two teams use is told apart by the team's name; a unique one is left as is", () => {
  const labels = choiceLabels([
    { id: 1, name: 'nightly', team: { name: 'Perf' } },
    { id: 2, name: 'nightly', team: { name: 'Storage' } },
    { id: 3, name: 'nightly', team: null },
    { id: 4, name: 'sweeps', team: { name: 'Perf' } },
  ]);
  expect([...labels.values()]).toEqual(['nightly (Perf)', 'nightly (Storage)', 'nightly (no team)', 'sweeps']);
});
