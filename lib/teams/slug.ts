import { randomBytes } from 'node:crypto';

/** `Perf Team (EU)` → `perf-team-eu-3f9a`: readable, and unique without asking the database. */
export function slugOf(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${base || 'team'}-${randomBytes(2).toString('hex')}`;
}
