// The uploads list's query schema, derived from its URL state (lib/url-state/uploads.ts): the page and the proxy read with it.
import type { StateOf } from '../url-state/params';
import { uploadListUrl } from '../url-state/uploads';
import { type SearchParams, urlStateReader } from '../url-state/zod';

const reader = urlStateReader(uploadListUrl);

export const uploadListQuerySchema = reader.schema;

export type UploadListQuery = StateOf<typeof uploadListUrl.params>;

export function parseUploadListQuery(params: SearchParams): UploadListQuery {
  return reader.read(params);
}
