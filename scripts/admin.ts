// `npm run admin -- <command>`: one-shot maintenance against the database `npm start` uses (the
// same settings: DATABASE_URL, or BENCHBOARD_DATA_DIR for the embedded PostgreSQL), whether the
// server is running or not.
//
//   redact               apply today's redaction rules to everything stored (after a rule is added)
//   purge-upload <id>    delete an upload for good: its text, every run, its configs and tables
//   purge-trash [--all]  delete runs trashed over 30 days ago for good (--all: the whole trash)
//   token create --team <name> [--scope upload|read|read-upload] [--project <name>] [--name <label>]
//                [--expires <days 1–365>|never]
//                        an API token for CI, printed alone on stdout (the team is created if new);
//                        it works for 90 days unless --expires says otherwise
//   user reset-password <email>
//                        a link to set a new password for that account, printed alone on stdout (it
//                        works once, for an hour); every session of the account ends now
import { withAppDatabase } from './lib/app-database.ts';

const [command, ...rest] = process.argv.slice(2);
const log = (m: string) => console.error(`[admin] ${m}`);
/** An error the admin is told in one line (a name several teams have, an account in the way): undefined. */
const say = (error: unknown): undefined => {
  console.error(error instanceof Error ? error.message : String(error));
  return undefined;
};

const usage = `usage: npm run admin -- redact | purge-upload <id> | purge-trash [--all]
       npm run admin -- token create --team <name> [--scope upload|read|read-upload] [--project <name>] [--name <label>]
                                     [--expires <days 1–365>|never]
       npm run admin -- user reset-password <email>`;

/** `--team x` → 'x' */
function option(name: string): string | undefined {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
}

async function main(): Promise<number> {
  switch (command) {
    case 'redact':
      return withAppDatabase(async () => {
        const { redactEverythingStored } = await import('../lib/ingest/redact-stored.ts');
        const done = await redactEverythingStored((id) => log(`re-parsing upload ${id}`));
        console.log(
          `redacted again: ${done.uploads} uploads (text, file name, runs, titles, notes, tags), ${done.configs} configs, ${done.entries} config values, ` +
            `${done.matrices} result tables, ${done.hosts} hosts, ${done.projects} projects, ${done.shares} share titles`,
        );
        for (const f of done.failed) console.error(`upload ${f.uploadId} could not be re-parsed: ${f.error}`);
        return done.failed.length > 0 ? 1 : 0;
      }, log);
    case 'purge-upload': {
      const id = Number(rest[0]);
      if (!Number.isInteger(id) || id <= 0) break;
      return withAppDatabase(async () => {
        const { purgeUpload } = await import('../lib/db/trash.ts');
        const purged = await purgeUpload(id);
        console.log(purged ? `upload ${id} deleted for good` : `no upload ${id}`);
        return purged ? 0 : 1;
      }, log);
    }
    case 'token': {
      const team = option('team');
      const scope = option('scope') ?? 'upload';
      if (rest[0] !== 'create' || !team || !['upload', 'read', 'read-upload'].includes(scope)) break;
      const expires = option('expires') ?? '90';
      const expiresInDays = expires === 'never' ? null : Number(expires);
      if (expiresInDays !== null && !(Number.isInteger(expiresInDays) && expiresInDays >= 1 && expiresInDays <= 365)) {
        console.error(`--expires takes a number of days from 1 to 365, or never (not "${expires}")`);
        return 2;
      }
      return withAppDatabase(async () => {
        const { createTokenFromCli } = await import('../lib/teams/service.ts');
        const { findProjectId } = await import('../lib/db/catalog.ts');
        const { findTeamByName, listTeamNames } = await import('../lib/db/cli-teams.ts');
        const teamsBefore = await listTeamNames();
        const projectName = option('project');
        // a name several teams have is refused (their slugs said), as any error: one line, no stack
        const existing = projectName ? await findTeamByName(team).catch(say) : null;
        if (existing === undefined) return 1;
        const projectId = projectName && existing ? await findProjectId(projectName, existing.id) : null;
        if (projectName && projectId === null) {
          console.error(`the team "${team}" has no project named "${projectName}"`);
          return 1;
        }
        const made = await createTokenFromCli(team, {
          name: (option('name') ?? `${scope} token`).slice(0, 32),
          scope: scope as 'upload' | 'read' | 'read-upload',
          projectId,
          expiresInDays,
        }).catch(say);
        if (!made) return 1;
        const { key, teamName, teamCreated, expiresAt } = made;
        if (teamCreated)
          log(
            `created the team "${team}"${teamsBefore.length > 0 ? ` (the others: ${teamsBefore.map((t) => `"${t}"`).join(', ')}; --team takes a team's name or the slug in its page's address)` : ''}`,
          );
        const until = expiresAt ? `it works until ${expiresAt.toISOString().slice(0, 10)}` : 'it works until revoked';
        // the team as it is named (--team "perf team" finds "Perf Team")
        log(`${scope === 'upload' ? 'an' : 'a'} ${scope} token for the team "${teamName}": shown once, stored hashed; ${until}`);
        console.log(key);
        return 0;
      }, log);
    }
    case 'user': {
      const email = rest[1];
      if (rest[0] !== 'reset-password' || !email) break;
      return withAppDatabase(async () => {
        const { resetLinkFromCli } = await import('../lib/teams/passwords.ts');
        const made = await resetLinkFromCli(email).catch(say);
        if (!made) return 1;
        log(`a link to set a new password for ${made.name} (${email}): it works once, for an hour; the account's sessions were ended`);
        console.log(made.link);
        return 0;
      }, log);
    }
    case 'purge-trash':
      return withAppDatabase(async () => {
        const { purgeExpiredTrash } = await import('../lib/db/trash.ts');
        const { countOf } = await import('../lib/format.ts');
        const purged = await purgeExpiredTrash(rest.includes('--all') ? new Date(Date.now() + 365 * 24 * 3600 * 1000) : new Date());
        console.log(`${countOf(purged, 'run')} deleted for good`);
        return 0;
      }, log);
  }
  console.error(usage);
  return 2;
}

process.exit(await main());
