// `npm run db:migration -- <name>` writes prisma/migrations/<stamp>_<name>/migration.sql for the
// changes in prisma/schema.prisma; `--check` exits 1 when the schema has no migration (drift).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../lib/db/embedded-postgres.ts';
import { diffMigrationsToSchema } from './lib/schema-engine.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const name = args.find((a) => !a.startsWith('--'));
if (!check && !name) {
  console.error('usage: npm run db:migration -- <name> | --check');
  process.exit(2);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'benchboard-migration-'));
const server = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg') });
try {
  const sql = await diffMigrationsToSchema(process.cwd(), server.url);
  if (check) {
    if (sql) console.error(`prisma/schema.prisma has changes without a migration:\n${sql}`);
    process.exitCode = sql ? 1 : 0;
  } else if (!sql) {
    console.log('no changes: nothing to write');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join('prisma/migrations', `${stamp}_${name?.replace(/\W+/g, '_')}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
    console.log(`wrote ${dir}/migration.sql`);
  }
} finally {
  await server.remove(); // the cluster too: as root it may live outside scratch
  rmSync(scratch, { recursive: true, force: true });
}
