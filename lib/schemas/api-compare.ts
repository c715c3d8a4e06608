// What `GET /api/compare` answers: the numbers the compare page shows, as JSON. Cells carry the
// run they belong to; charts' drawing data (colours, downsampled points) stay on the page.
import { z } from 'zod';
import { BASES } from '../compare/steady-basis';
import { metricKeysFor } from '../metrics';
import { MAX_PROJECT_COMPARE_RUNS } from '../url-state/compare';
import { apiSchemas, figure, tagMapSchema } from './api-common';

export const verdictSchema = z
  .enum(['better', 'worse', 'neutral', 'baseline', 'missing'])
  .meta({ description: 'Against the baseline, given which direction is good; inside ±band % it is neutral.' })
  .register(apiSchemas, { id: 'Verdict' });

const change = {
  runId: z.number().int(),
  ratio: figure.meta({ description: 'value ÷ baseline value' }),
  deltaPct: figure.meta({ description: 'change against the baseline, in percent' }),
  verdict: verdictSchema,
};

const diffRow = z
  .object({
    key: z.string(),
    label: z
      .string()
      .optional()
      .meta({ description: 'the key as the runs’ tools name it, where that differs (pgbench’s `clients` for `threads`)' }),
    values: z.array(z.string().nullable()).meta({ description: 'one per run, in the order of `runs`' }),
  })
  .register(apiSchemas, { id: 'DiffRow' });

const compareRun = z.object({
  id: z.number().int(),
  number: z.number().int().meta({ description: '1-based position (#1, #2 …)' }),
  title: z.string(),
  tool: z.string(),
  toolVersion: z.string().nullable(),
  test: z.string().nullable(),
  threads: z.number().int().nullable(),
  tags: tagMapSchema,
  host: z.string().nullable(),
  build: z.string().nullable(),
  commit: z.string().nullable().meta({ description: 'the revision CI benchmarked (its upload’s commit)' }),
  branch: z.string().nullable(),
  group: z.string().nullable().meta({ description: 'its value of the `group` tag key, when grouping' }),
  links: z.object({ self: z.string(), html: z.string() }),
});

const metricRow = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  direction: z.enum(['higher', 'lower']).meta({ description: 'which way is better' }),
  cells: z.array(z.object({ ...change, value: figure })),
});

const operationRow = z.object({
  name: z.string(),
  tests: z.array(z.string()).meta({ description: 'the sql-bench tests that time this operation' }),
  missingIn: z.array(z.number().int()).meta({ description: 'run ids without this operation' }),
  cells: z.array(
    z.object({
      ...change,
      seconds: figure,
      usr: figure.meta({ description: 'user CPU seconds, as printed (`3.95 usr`)' }),
      sys: figure.meta({ description: 'system CPU seconds, as printed' }),
      cpu: figure.meta({ description: 'CPU seconds in all, as printed (`= 5.20 CPU`)' }),
      count: z.number().int().nullable().meta({ description: 'the loops it printed (`Time for insert (350768)`)' }),
      flags: z.string(),
      line: z.number().int().nullable(),
    }),
  ),
});

export const compareResultSchema = z
  .object({
    runs: z.array(compareRun),
    project: z
      .object({
        id: z.number().int(),
        runs: z.number().int().meta({ description: 'how many runs the project has' }),
        compared: z.number().int().meta({ description: 'how many of them are compared: its most recent' }),
      })
      .optional()
      .meta({
        description: `a whole project asked for (\`project=\`): its runs compared, at most the ${MAX_PROJECT_COMPARE_RUNS} most recent`,
      }),
    baselineId: z.number().int(),
    settings: z.object({
      band: z.number().meta({ description: 'neutral band, ± percent' }),
      metric: z.enum(metricKeysFor('chart')).nullable(),
      group: z.string().nullable(),
      warmup: z.number().meta({ description: 'seconds of intervals left out of steady-state figures' }),
      stat: z.enum(['mann-whitney', 'welch']).meta({ description: 'the two-sample test between repeats' }),
      basis: z.enum(BASES).meta({ description: "throughput as printed ('summary') or each run's steady-state mean ('steady')" }),
    }),
    basis: z
      .array(
        z.object({
          runId: z.number().int(),
          source: z.enum(BASES),
          printed: figure.optional(),
          steadyMean: figure.optional(),
          ci95: z.tuple([z.number(), z.number()]).nullable().optional(),
          warmupIntervals: z.number().int().optional(),
          lines: z.tuple([z.number().int(), z.number().int()]).optional(),
          reason: z.string().optional(),
        }),
      )
      .nullable()
      .meta({ description: "with basis=steady: each run's printed and steady-state throughput, its warm-up cut and lines" }),
    differences: z.object({
      tags: z.array(diffRow),
      revision: z.array(diffRow).meta({ description: 'commit and branch, where they differ' }),
      build: diffRow.nullable(),
      host: diffRow.nullable(),
      config: z.array(diffRow),
      parameters: z.array(diffRow),
      warnings: z.array(z.string()).meta({ description: 'why these runs may not be comparable' }),
    }),
    metrics: z
      .object({
        runIds: z.array(z.number().int()),
        baselineId: z.number().int(),
        headline: z.string().meta({ description: 'the key of the headline row: tps, eventsPerSec, or a format’s own figure such as tpmC' }),
        rows: z.array(metricRow),
      })
      .nullable()
      .meta({ description: 'sysbench, pgbench and mysqlbench runs' }),
    sqlBench: z
      .object({
        runIds: z.array(z.number().int()),
        baselineId: z.number().int(),
        operations: z.array(operationRow),
        summary: z.array(
          z.object({
            runId: z.number().int(),
            geomeanRatio: figure,
            commonOperations: z.number().int(),
            wins: z.number().int(),
            contestedOperations: z
              .number()
              .int()
              .meta({ description: 'the operations in common timed over the same loops in every run: wins are counted among them' }),
            totalSeconds: figure,
          }),
        ),
        tests: z.array(
          z.object({
            name: z.string(),
            cells: z.array(
              z.object({
                ...change,
                seconds: figure,
                skipped: z.boolean(),
                failed: z.boolean(),
                estimated: z.boolean().meta({ description: 'sql-bench estimated this total (+)' }),
                otherLoops: z.boolean().meta({
                  description:
                    'this total sums an operation timed over other loops than the baseline’s, or timed in one of the two only (a `--fast` run against a plain one): no ratio, change or verdict is computed (`*` on the page, different_test_count in its CSV)',
                }),
              }),
            ),
          }),
        ),
      })
      .nullable()
      .meta({ description: 'sql-bench runs: seconds per operation and per test (lower is better)' }),
    intervals: z
      .object({
        steady: z.array(z.object({ runId: z.number().int(), mean: figure })).meta({ description: 'mean throughput after the warm-up' }),
        stallIntervals: z.number().int().meta({
          description:
            "intervals under half their run's median after the chosen warm-up (from the first interval when none is chosen); 10% before 2026-12-05",
        }),
        stallPlaces: z.number().int(),
        stalls: z.array(z.object({ runId: z.number().int(), t: z.number(), value: z.number() })).meta({ description: 'at most 100' }),
      })
      .nullable(),
    scaling: z
      .object({
        metric: z.string(),
        series: z.array(
          z.object({
            key: z.string(),
            label: z.string(),
            points: z.array(z.object({ threads: z.number(), value: z.number(), runId: z.number().int(), runs: z.number().int() })),
            peak: z.object({ threads: z.number(), value: z.number() }).nullable(),
          }),
        ),
        alone: z.number().int().meta({ description: 'configurations at one thread count only: a point is no series, so none is listed' }),
      })
      .nullable(),
    groups: z
      .object({
        key: z.string(),
        metric: z.string(),
        values: z.array(
          z.object({
            value: z.string(),
            runIds: z.array(z.number().int()),
            isBaseline: z.boolean().meta({ description: "the baseline run's value: the others' ratio is to its mean" }),
            mean: figure,
            ratio: figure,
            deltaPct: figure,
          }),
        ),
        disagreeing: z
          .array(
            z.object({
              kind: z.string(),
              label: z.string().meta({ description: 'what sets this configuration apart from the others' }),
              runIds: z.array(z.number().int()),
              changes: z.array(z.object({ value: z.string(), deltaPct: figure, verdict: z.string() })),
            }),
          )
          .meta({
            description:
              "configurations (all but the grouping's value alike) whose change against the baseline's value disagrees (better in one, worse or within the band in another): the groups' means pool them; empty when they agree",
          }),
      })
      .nullable(),
    repeats: z
      .object({
        metric: z.string().meta({ description: "the metric compared (the page's `metric`, else the headline)" }),
        test: z.enum(['mann-whitney', 'welch']),
        alpha: z.number(),
        band: z.number().meta({ description: 'the neutral band (± percent) that decides when a side has one run' }),
        configurations: z.array(
          z.object({
            label: z.string().meta({ description: 'the tags (or parameters) that tell this configuration apart' }),
            metric: z
              .string()
              .meta({ description: "what its figures are: the page's `metric`, else its kind's headline (events/s for a cpu run)" }),
            runIds: z.array(z.number().int()),
            notCounted: z.array(z.object({ runId: z.number().int(), sameAs: z.number().int() })).meta({
              description:
                'runs whose output (the lines their figures came from) is that of another compared run (`sameAs`, in this configuration or another): the same run stored twice, counted once (the baseline configuration keeps its copy, else the first stored), left out of n and every figure here',
            }),
            isBaseline: z.boolean(),
            n: z.number().int(),
            median: figure,
            mean: figure,
            min: figure,
            max: figure,
            ci95: z
              .tuple([z.number(), z.number()])
              .nullable()
              .meta({ description: '95% confidence interval of the mean (Student t); null below two runs' }),
            cv: figure.meta({ description: 'coefficient of variation (sample sd / mean)' }),
            deltaPct: figure.meta({ description: "change of the median against the baseline configuration's median, in percent" }),
            pValue: figure.meta({ description: 'the two-sample test against the baseline configuration; null with one run on a side' }),
            significant: z.boolean().nullable(),
            verdict: verdictSchema.meta({
              description: 'neutral when the test says no difference, and when there are too few runs for it ever to say (see rangesApart)',
            }),
            rangesApart: z.boolean().nullable().meta({
              description:
                'with too few runs for the test ever to reach alpha (2 against 2: p ≥ 0.333), whether the min–max ranges are apart (the verdict stays neutral); null otherwise',
            }),
          }),
        ),
      })
      .nullable()
      .meta({
        description:
          "sysbench, pgbench and mysqlbench runs grouped into configurations (same tags, parameters, build and host): each one's median and spread, and against the baseline's configuration the change of the medians with a two-sample test",
      }),
    missing: z.array(z.number().int()).meta({ description: 'asked-for run ids that do not exist or are not yours to read' }),
    links: z.object({ html: z.string() }),
  })
  .meta({ description: 'Runs side by side: what differs, and each figure against the baseline.' })
  .register(apiSchemas, { id: 'Comparison' });

export type CompareResultJson = z.infer<typeof compareResultSchema>;
