// README, package.json `engines` and the packages benchboard runs agree on Node (issue 11, item 10).
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const json = (file: string): { engines?: { node?: string } } => JSON.parse(readFileSync(file, 'utf8'));

test('engines.node is the range Prisma 7 runs on, and README names it', () => {
  const ours = json('package.json').engines?.node;
  expect(ours).toBe(json('node_modules/@prisma/client/package.json').engines?.node);
  expect(ours).toBe(json('node_modules/prisma/package.json').engines?.node);
  const readme = readFileSync('README.md', 'utf8');
  expect(readme).toContain('20.19 or later on the 20 line, 22.12+ or 24+');
  // the one package that asks for Node 22 is prisma dev's, which benchboard never runs: README says so
  expect(json('node_modules/@prisma/streams-local/package.json').engines?.node).toBe('>=22.0.0');
  expect(readme).toContain('@prisma/streams-local');
});
