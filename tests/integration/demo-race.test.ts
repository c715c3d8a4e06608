// Two app servers starting at once on an empty database (BENCHBOARD_DEMO_DATA=on, the default):
// one loads the demo data, the other waits for it and loads nothing.
import { expect, test } from 'vitest';

test('two servers loading the demo at once: it is loaded once', async () => {
  const { loadDemoDataIfEmpty } = await import('../../lib/demo/load-demo-data');
  const { db } = await import('../../lib/db/client');
  const [a, b] = await Promise.all([loadDemoDataIfEmpty(), loadDemoDataIfEmpty()]);
  const loaded = [a, b].filter((r) => r !== null);
  expect(loaded).toHaveLength(1);
  expect(await db().run.count()).toBe(loaded[0]?.runs);
}, 300_000);
