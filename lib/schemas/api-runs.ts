// What `GET /api/runs` and `GET /api/runs/{id}` answer. The route handlers parse their answer with
// these before sending it: a field not named here never leaves the server.
import { z } from 'zod';
import { CSV_PARTS } from '../export/run-csv';
import { listFormats } from '../parsers/formats';
import { apiSchemas, figure, isoDateTime, namedRefSchema, tagMapSchema } from './api-common';

const latencyBrief = z.object({
  avg: figure,
  percentile: figure.meta({ description: 'which percentile percentileValue is (95 for the 95th)' }),
  percentileValue: figure,
});

/** The headline figures of a run in a list. Units: per second, seconds, milliseconds. */
export const runListMetricsSchema = z
  .object({ tps: figure, qps: figure, eventsPerSec: figure, durationS: figure, latencyMs: latencyBrief })
  .meta({ description: 'A run’s headline figures (null: not printed by its log).' })
  .register(apiSchemas, { id: 'RunListMetrics' });

export const runMetricsSchema = z
  .object({
    tps: figure,
    qps: figure,
    eventsPerSec: figure,
    durationS: figure.meta({ description: 'seconds (sql-bench: the TOTALS time)' }),
    errors: figure.meta({ description: 'errors (pgbench, mysqlbench: failed transactions)' }),
    reconnects: figure,
    latencyMs: latencyBrief.extend({ min: figure, max: figure }),
  })
  .meta({
    description: 'A run’s key figures as its log printed them (null: not printed). Each has its source lines in `sources` (metrics.tps …).',
  })
  .register(apiSchemas, { id: 'RunMetrics' });

const linkText = z.string().meta({ description: 'a path on this server' });

const ranAtSchema = z
  .object({
    at: isoDateTime,
    text: z.string().meta({ description: 'as the tag or the log wrote it' }),
    from: z.enum(['date tag', 'Date of test', 'date line']),
  })
  .nullable()
  .meta({
    description:
      "when it ran: its `date=` tag, else sql-bench's `Date of test`, else a date line above it in the log (`# date: …`, what `date` printed; no zone: UTC); null when none reads as a date",
  });

export const runListItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    tool: z.string().meta({ description: listFormats('or') }),
    toolVersion: z.string().nullable(),
    test: z.string().nullable(),
    threads: z.number().int().nullable(),
    complete: z.boolean().meta({ description: 'false: the log stopped before its summary' }),
    createdAt: isoDateTime,
    ranAt: ranAtSchema,
    commit: z.string().nullable(),
    branch: z.string().nullable(),
    project: namedRefSchema.nullable(),
    host: namedRefSchema.nullable(),
    tags: tagMapSchema,
    warnings: z.number().int().meta({ description: 'parser warnings about this run' }),
    metrics: runListMetricsSchema,
    links: z.object({ self: linkText, html: linkText, exportJson: linkText }),
  })
  .meta({ description: 'One run in a list, with its headline figures.' })
  .register(apiSchemas, { id: 'RunListItem' });

export const runListSchema = z
  .object({
    runs: z.array(runListItemSchema),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int().meta({ description: 'runs matching the filters, on all pages' }),
    pages: z.number().int(),
    links: z.object({ self: linkText, next: linkText.nullable(), prev: linkText.nullable() }),
  })
  .meta({ description: 'A page of runs, filtered and sorted as asked.' })
  .register(apiSchemas, { id: 'RunList' });

const parameterValue = z.union([z.string(), z.number(), z.boolean()]);

export const runDetailSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    tool: z.string(),
    toolVersion: z.string().nullable(),
    test: z.string().nullable(),
    threads: z.number().int().nullable(),
    complete: z.boolean(),
    serverVersion: z.string().nullable(),
    command: z.string().nullable().meta({ description: 'the command line, passwords removed' }),
    notes: z.string(),
    createdAt: isoDateTime,
    ranAt: ranAtSchema,
    commit: z.string().nullable().meta({ description: 'the revision benchmarked (benchboard upload --commit)' }),
    branch: z.string().nullable(),
    project: namedRefSchema.extend({ isPublic: z.boolean() }).nullable(),
    host: namedRefSchema.nullable(),
    serverBuild: z.object({ id: z.number().int(), description: z.string() }).nullable(),
    config: namedRefSchema.nullable(),
    upload: z.object({
      id: z.number().int(),
      fileName: z.string(),
      lines: z.object({ from: z.number().int(), to: z.number().int() }).meta({ description: 'the run’s lines in the uploaded document' }),
    }),
    tags: tagMapSchema,
    metrics: runMetricsSchema,
    figures: z.record(z.string(), figure).meta({ description: 'every other figure the log printed (queries read/write, deadlocks …)' }),
    parameters: z.record(z.string(), parameterValue).meta({
      description:
        'the benchmark’s parameters (threads, time, tables …); `threads` is the run’s concurrency in every tool: a pgbench or mysqlbench run’s clients (-c), whose own threads (-j) are `jobs`',
    }),
    sources: z.record(z.string(), z.array(z.number().int())).meta({
      description:
        'a figure’s path in this object (metrics.tps, figures.deadlocks, parameters.threads) → the 1-based lines of the upload it was read from',
    }),
    derived: z.array(z.string()).meta({ description: 'paths of figures computed from printed ones rather than printed' }),
    setByHand: z.array(z.enum(['test', 'threads'])).meta({
      description:
        'which of `test` and `threads` a person set over what the log printed (on the run’s page or at upload): they trace to no line',
    }),
    warnings: z.object({
      total: z.number().int(),
      shown: z
        .array(z.object({ line: z.number().int(), message: z.string() }))
        .meta({ description: 'the first 100; all are in the export' }),
    }),
    counts: z
      .object({
        operations: z.number().int(),
        testTotals: z.number().int(),
        intervals: z.number().int(),
        histogram: z.number().int(),
        warnings: z.number().int(),
      })
      .meta({ description: 'rows of each child table: read them with the streamed export' }),
    links: z.object({
      self: linkText,
      html: linkText,
      upload: linkText,
      uploadText: linkText,
      compare: linkText,
      exportJson: linkText.meta({ description: 'everything stored, streamed (any size)' }),
      exportCsv: z.object(Object.fromEntries(CSV_PARTS.map((p) => [p, linkText])) as Record<(typeof CSV_PARTS)[number], typeof linkText>),
    }),
  })
  .meta({ description: 'A run: figures, parameters, tags, where each figure was read, warnings, and links to its exports.' })
  .register(apiSchemas, { id: 'RunDetail' });

export type RunListJson = z.infer<typeof runListSchema>;
export type RunListItemJson = z.infer<typeof runListItemSchema>;
export type RunDetailJson = z.infer<typeof runDetailSchema>;
