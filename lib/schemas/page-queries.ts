// Every page that reads its query string, with the schema it reads it with. The request guard
// (proxy.ts) checks a request against the same schema the page parses it with, so a bad value is a
// 400 with its reason before the page runs, and a page never sees what its schema refuses.
import type { z } from 'zod';
import { compareStateSchema } from '../compare/state';
import { MATRIX_QUERY_LISTS, matrixQuerySchema } from './matrix';
import { RUN_FILTER_LISTS, runFilterSchema } from './run-filter';
import { documentWindowQuerySchema } from './upload';

export type PageQuery = { schema: z.ZodType; lists: readonly string[] };

const PAGE_QUERIES: Record<string, PageQuery> = {
  '/runs': { schema: runFilterSchema, lists: RUN_FILTER_LISTS },
  '/compare': { schema: compareStateSchema, lists: [] },
  '/compare/matrix': { schema: matrixQuerySchema, lists: MATRIX_QUERY_LISTS },
  '/uploads/[id]': { schema: documentWindowQuerySchema, lists: [] },
};

/** `/uploads/12` → `/uploads/[id]`: the route a path belongs to, in the app directory's spelling. */
function routeOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return path.replace(/^\/(uploads|runs|hosts|configs|projects)\/[^/]+$/, '/$1/[id]');
}

export function pageQueryFor(pathname: string): PageQuery | undefined {
  return PAGE_QUERIES[routeOf(pathname)];
}
