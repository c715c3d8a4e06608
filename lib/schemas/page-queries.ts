// Every page (and API route) that reads its query string, with the schema it reads it with. The request guard
// (proxy.ts) checks a request against the same schema the page parses it with, so a bad value is a
// 400 with its reason before the page runs, and a page never sees what its schema refuses.
import type { z } from 'zod';
import { compareStateSchema, compareUrl } from '../compare/state';
import { runsContextUrl } from '../url-state/runs';
import { seriesQuerySchema } from '../url-state/series';
import { API_RUNS_LISTS, apiCompareQuerySchema, apiRunsQuerySchema } from './api-queries';
import { setupQuerySchema, signInQuerySchema } from './auth';
import { MATRIX_QUERY_LISTS, matrixQuerySchema } from './matrix';
import { runsContextQuery } from './run-edit';
import { runExportQuerySchema } from './run-export';
import { RUN_FILTER_LISTS, runFilterSchema } from './run-filter';
import { runViewQuerySchema } from './run-view';
import { documentWindowQuerySchema, fingerprintQuerySchema } from './upload';
import { uploadListQuerySchema } from './upload-list';

export type PageQuery = { schema: z.ZodType; lists: readonly string[] };

const PAGE_QUERIES: Record<string, PageQuery> = {
  '/runs': { schema: runFilterSchema, lists: RUN_FILTER_LISTS },
  '/compare': { schema: compareStateSchema, lists: compareUrl.lists },
  '/compare/matrix': { schema: matrixQuerySchema, lists: MATRIX_QUERY_LISTS },
  '/series': { schema: seriesQuerySchema, lists: [] },
  '/uploads': { schema: uploadListQuerySchema, lists: [] },
  '/runs/[id]': { schema: runViewQuerySchema, lists: [] },
  '/runs/selection/context': { schema: runsContextQuery.schema, lists: runsContextUrl.lists },
  '/uploads/[id]': { schema: documentWindowQuerySchema, lists: [] },
  '/sign-in': { schema: signInQuerySchema, lists: [] },
  '/setup': { schema: setupQuerySchema, lists: [] },
  '/api/runs': { schema: apiRunsQuerySchema, lists: API_RUNS_LISTS },
  '/api/runs/[id]/export': { schema: runExportQuerySchema, lists: [] },
  '/api/compare': { schema: apiCompareQuerySchema, lists: [] },
  '/api/uploads/lookup': { schema: fingerprintQuerySchema, lists: [] },
};

/** `/uploads/12` → `/uploads/[id]`: the route a path belongs to, in the app directory's spelling. */
function routeOf(path: string): string {
  return path.replace(/^(\/api)?\/(uploads|runs|hosts|configs|projects)\/[^/]+(\/export)?$/, '$1/$2/[id]$3');
}

export function pageQueryFor(pathname: string): PageQuery | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return PAGE_QUERIES[path] ?? PAGE_QUERIES[routeOf(path)];
}
