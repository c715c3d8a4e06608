// The REST API's query strings: the same filters, sort and paging as the pages they mirror (the
// runs list, the compare view), with the few differences an API needs.
import type { z } from 'zod';
import { compareStateSchema, MAX_COMPARE_RUNS } from '../compare/state';
import { queryNumber, withDefault } from './query';
import { RUN_FILTER_LISTS, runFilterSchema } from './run-filter';

/** Rows per page of `GET /api/runs`, at most. */
export const MAX_API_PAGE_SIZE = 200;

/** `GET /api/runs`: the runs page's filters; any page size from 1 to 200 (the page offers 10 and up). */
export const apiRunsQuerySchema = runFilterSchema.omit({ trashed: true }).extend({
  size: withDefault(queryNumber(1, MAX_API_PAGE_SIZE, { integer: true }), 50),
});

export type ApiRunsQuery = z.infer<typeof apiRunsQuerySchema>;

export const API_RUNS_LISTS = RUN_FILTER_LISTS;

/** `GET /api/compare`: the compare page's URL state, with something to compare. */
export const apiCompareQuerySchema = compareStateSchema
  .refine((s) => s.runs.length > 0 || s.project !== undefined, {
    message: `give runs=1,2,… (run ids, at most ${MAX_COMPARE_RUNS}) or project=<project id>`,
    path: ['runs'],
  })
  // a baseline that is not compared was taken silently as the first run (an attack probe, 2026-12-05); a share refuses it too
  .refine((s) => s.baseline === undefined || s.runs.length === 0 || s.runs.includes(s.baseline), {
    message: 'the baseline must be one of the runs compared',
    path: ['baseline'],
  });

export type ApiCompareQuery = z.infer<typeof apiCompareQuerySchema>;
