// Comparing configuration values the way mysqld reads them: `1G` equals `1024M` and
// 1073741824, `OFF` equals `0`, `query-cache-size` equals `query_cache_size`.
import { parseSizeBytes } from './parsers/numbers';

const BOOLEAN_ON = /^(?:on|true|yes|enabled?)$/i;
const BOOLEAN_OFF = /^(?:off|false|no|disabled?)$/i;

export function normalizeConfigKey(key: string): string {
  return key
    .trim()
    .toLowerCase()
    .replace(/-/g, '_')
    .replace(/^loose_/, '');
}

/** A canonical form for equality: sizes in bytes, booleans as 1/0, the rest trimmed and lower-cased. */
export function canonicalConfigValue(value: string): string {
  const v = value.trim().replace(/^(['"])(.*)\1$/, '$2');
  const bytes = parseSizeBytes(v);
  if (bytes !== null) return String(bytes);
  if (/^-?\d+(?:\.\d+)?$/.test(v)) return String(Number(v));
  if (BOOLEAN_ON.test(v)) return '1';
  if (BOOLEAN_OFF.test(v)) return '0';
  return v.toLowerCase();
}

export function configValuesEqual(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return canonicalConfigValue(a) === canonicalConfigValue(b);
}

/** on / off for the query cache, from query_cache_type and query_cache_size; null when they do not say. */
export function queryCacheState(entries: Record<string, string>): 'on' | 'off' | null {
  const type = entries.query_cache_type;
  const size = entries.query_cache_size;
  const typeValue = type === undefined ? null : canonicalConfigValue(type);
  const sizeValue = size === undefined ? null : canonicalConfigValue(size);
  if (typeValue === '0' || sizeValue === '0') return 'off';
  if (typeValue !== null && (typeValue === '1' || typeValue === '2' || typeValue === 'demand') && sizeValue !== null) return 'on';
  return null;
}
