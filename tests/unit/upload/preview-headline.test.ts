// The upload preview's headline reads as the log printed it: `472.20 tps`, not `472.2` (a DBA's
// pass, 2026-12-07: the runs list and the run page had it right).
import { expect, test } from 'vitest';
import { prepareBytes } from '../../../components/upload/prepare-bytes';
import { formatNumber } from '../../../lib/format';
import { readFixture } from '../../support/fixtures';

test.each([
  ['prisma/demo/mariadb-10.11/sysbench-1.x/legacy_oltp_rw_t4_ri1.log', '472.20 tps'],
  ['prisma/demo/mariadb-10.11/pgbench/tpcb_c1_j1.log', '749.042232 tps'],
])('%s: its headline as printed', async (path, shown) => {
  const log = readFixture(path);
  const { headlines } = await prepareBytes(new TextEncoder().encode(log).buffer as ArrayBuffer, 'x.log');
  const [headline] = headlines;
  const text = `${formatNumber(headline?.value ?? null, 6, headline?.decimals)} ${headline?.unit}`;
  expect(text).toBe(shown);
  // a token the log printed
  expect(log.split(/\s|\(/)).toContain(text.split(' ')[0]?.replaceAll(',', ''));
});
