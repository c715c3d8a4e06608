// Calling a server action by hand, the way the browser does (React's reply format: the FormData
// fields prefixed `_1_`, and `0` pointing at it), so that a test can send what no button offers.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, APIResponse } from '@playwright/test';

type ManifestEntry = { filename: string; exportedName: string; workers: Record<string, unknown> };

export function serverActions(): { id: string; filename: string; exportedName: string }[] {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, ManifestEntry>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => ({ id, filename: entry.filename, exportedName: entry.exportedName }));
}

export function actionId(exportedName: string): string {
  const found = serverActions().find((a) => a.exportedName === exportedName);
  if (!found) throw new Error(`no server action ${exportedName} in the build`);
  return found.id;
}

/**
 * POST a form action: `fields` are what its form would send; `path` a page that uses it.
 * `withState`: a useActionState action, called with (previous state, form data).
 */
export function callAction(
  request: APIRequestContext,
  path: string,
  id: string,
  fields: Record<string, string>,
  { withState = false, origin }: { withState?: boolean; origin?: string } = {},
): Promise<APIResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(`_1_${k}`, v);
  // last, as the browser sends it: the arguments are read when `0` arrives, with the fields seen
  // so far (and a plain object would put the key "0" first)
  form.append('0', withState ? '[null,"$K1"]' : '["$K1"]');
  return request.post(path, { headers: { 'next-action': id, accept: 'text/x-component', ...(origin ? { origin } : {}) }, multipart: form });
}
