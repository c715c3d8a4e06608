// For a secret stored before a rule existed to catch it: every upload is re-parsed (its text, file
// name, runs, titles, notes and tags redacted again with today's rules) and every other stored
// text is redacted in place. Idempotent: running it twice changes nothing the second time.
import type { Prisma } from '../db/generated/client';
import { type RedactedCounts, redactStoredRows } from '../db/redact-stored';
import { listUploadIds } from '../db/reparse';
import { isSecretSettingKey, REDACTED, redactText } from '../parsers';
import { reparseUpload } from './reparse';

export function redactSetting(key: string, value: string): string {
  if (value === '' || value === REDACTED) return value;
  if (isSecretSettingKey(key) || redactText(`${key} = ${value}`) !== `${key} = ${value}`) return REDACTED;
  return redactText(value);
}

export function redactJson(value: Prisma.JsonValue): Prisma.JsonValue {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        typeof v === 'string' && isSecretSettingKey(k) && v !== '' ? REDACTED : redactJson(v ?? null),
      ]),
    );
  return value;
}

export type StoredRedaction = RedactedCounts & { uploads: number; failed: { uploadId: number; error: string }[] };

export async function redactEverythingStored(onUpload?: (uploadId: number) => void): Promise<StoredRedaction> {
  const failed: StoredRedaction['failed'] = [];
  const ids = await listUploadIds();
  for (const id of ids) {
    onUpload?.(id);
    try {
      await reparseUpload(id);
    } catch (error) {
      failed.push({ uploadId: id, error: (error as Error).message });
    }
  }
  const counts = await redactStoredRows({ text: redactText, setting: redactSetting, json: redactJson });
  return { ...counts, uploads: ids.length - failed.length, failed };
}
