// What any request's URL must be before a page or route sees it: bounded, free of control
// characters, each parameter given once unless it is a list, and valid for the page's schema.
// Pure: proxy.ts turns a rejection into a 400/414 page (or JSON for /api).
import { z } from 'zod';
import { pageQueryFor } from './schemas/page-queries';
import { queryObject } from './schemas/query';

export const MAX_QUERY_BYTES = 8192;
export const MAX_QUERY_PARAMS = 250;
export const MAX_VALUE_LENGTH = 4000;

export type Rejection = { status: 400 | 414; reason: string };

/** A NUL, an escape or any other C0 control in an address is never something a person typed. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

const shown = (name: string) => JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);

export function checkRequestUrl(url: URL): Rejection | null {
  const rawQuery = url.search.length > 1 ? url.search.slice(1) : '';
  if (rawQuery.length > MAX_QUERY_BYTES)
    return { status: 414, reason: `The address is too long (${rawQuery.length} characters of parameters; at most ${MAX_QUERY_BYTES}).` };
  // a path Next cannot decode (`/runs/%E0%A4%A`) was a bare 500 from its router
  const path = decodedPath(url.pathname);
  if (path === null) return { status: 400, reason: 'The address has a % that does not start a valid escape (such as %20).' };
  if (hasControl(path)) return { status: 400, reason: 'The address contains a control character.' };
  const params = url.searchParams;
  const grouped = new Map<string, string[]>();
  let count = 0;
  for (const [key, value] of params) {
    if (++count > MAX_QUERY_PARAMS) return { status: 400, reason: `Too many parameters (at most ${MAX_QUERY_PARAMS}).` };
    if (hasControl(key) || hasControl(value))
      return { status: 400, reason: `The parameter ${shown(key)} contains a control character (such as NUL); remove it.` };
    if (value.length > MAX_VALUE_LENGTH)
      return { status: 400, reason: `The parameter ${shown(key)} is too long (${value.length} characters; at most ${MAX_VALUE_LENGTH}).` };
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  const page = pageQueryFor(url.pathname);
  if (!page) return null;
  for (const [key, values] of grouped) {
    if (values.length > 1 && !page.lists.includes(key))
      return { status: 400, reason: `The parameter ${shown(key)} is given ${values.length} times; give it once.` };
  }
  const input = queryObject(Object.fromEntries(grouped), page.lists);
  const parsed = page.schema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `The parameter ${shown(String(issue.path[0]))}` : 'The address';
  return { status: 400, reason: `${where} is not valid: ${issue?.message ?? z.prettifyError(parsed.error)}.` };
}

/** The path as Next decodes it, or null when a %-escape in it is not valid UTF-8. */
function decodedPath(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
