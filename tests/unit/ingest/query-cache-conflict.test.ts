// A post whose only my.cnf (the baseline's, after every run) says query_cache_type = 0, and a run
// under "Query cache ON (…)": it was stored query_cache=off with no word (a DBA's pass, 2026-12-06).
// The title names the variant over a configuration written for every run; a run's own
// configuration is kept over its title; either way the run says the two disagree.
import { describe, expect, test } from 'vitest';
import { planIngest } from '../../../lib/ingest/plan';
import { parseDocument } from '../../../lib/parsers';
import { readFixture } from '../../support/fixtures';

const LOG = 'prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_only_t4_qc-off.log';
const MY_CNF = '[mysqld]\ninnodb_buffer_pool_size = 512M\nquery_cache_type = 0\nquery_cache_size = 0\n';

const plan = (text: string) => planIngest(parseDocument(text), { fileName: 'post.md' });

describe('the query cache when the title and the configuration disagree', () => {
  test('a configuration after every run: the heading over each run names its variant, and the run says so', () => {
    const { runs } = plan(
      `## Baseline: query cache OFF\n\n${readFixture(LOG)}\n\n## Query cache ON (query_cache_type=1, query_cache_size=64M)\n\n${readFixture(LOG)}\n\n## The my.cnf\n\n${MY_CNF}`,
    );
    expect(runs.map((r) => r.tags.query_cache)).toEqual(['off', 'on']);
    expect(runs[0]?.parsed.warnings.some((w) => /query cache/.test(w.message))).toBe(false);
    const warning = runs[1]?.parsed.warnings.find((w) => /query cache/.test(w.message));
    expect(warning?.message).toMatch(/^the title says the query cache is on, the configuration says off .*tagged query_cache=on/);
  });

  test("a run's own configuration, above it, is kept over its title, and the run says they disagree", () => {
    const { runs } = plan(`\`\`\`ini\n${MY_CNF}\`\`\`\n\n## Query cache ON\n\n${readFixture(LOG)}\n`);
    expect(runs[0]?.tags.query_cache).toBe('off');
    expect(runs[0]?.parsed.warnings.find((w) => /query cache/.test(w.message))?.message).toMatch(
      /tagged query_cache=off, as the configuration is the run’s own/,
    );
  });
});
