// The host, server build and configuration an upload names for every run it stores (the CLI's
// --host, --build and --config; lib/schemas/upload.ts's manifest): each by its id or by its name,
// read in the team the upload goes to, before any file is stored. A name that fits none, or more
// than one, refuses the request and says what would.
import 'server-only';
import { AppError } from '../errors';
import { describeServerBuild } from '../server-build';
import { type Access, ALL, buildsVisibleTo } from './access';
import { db } from './client';
import type { RunContextChoice } from './run-context';

export type UploadContextAsked = { host?: string | undefined; build?: string | undefined; config?: string | undefined };
/** What every run of the upload gets (a key left out: what the log says, or the run's own edit). */
export type UploadContext = Partial<Omit<RunContextChoice, 'projectId'>>;

/** How many names a refusal lists, of what there is to choose from. */
const LISTED = 10;

/** `12` or `#12`: an id; anything else is a name (a host or config named `12` is found by its name first). */
const idIn = (asked: string): number | null => {
  const digits = /^#?(\d{1,9})$/.exec(asked.trim());
  return digits ? Number(digits[1]) : null;
};

/**
 * `list`: the refusal may name what there is to choose from (a sender who may read the whole team:
 * not an upload-only token, nor one of a single project).
 */
type Lookup = { teamId: string | null; list: boolean };

const listed = (names: string[], more: number) =>
  names.length === 0 ? ' (it has none yet)' : ` (it has ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''})`;

/** Most hosts of a team read to find one by the first words of its name. */
const HOSTS_READ = 5_000;

/** The team's hosts whose names begin with `wanted` (lower-case) at a word's end, read in JS: a `%` or `_` in it is a character, not a wildcard. */
async function hostsBeginning(teamId: string | null, wanted: string): Promise<{ id: number; name: string }[]> {
  const hosts = await db().host.findMany({ where: { teamId }, select: { id: true, name: true }, orderBy: { id: 'asc' }, take: HOSTS_READ });
  return hosts.filter((h) => {
    const name = h.name.toLowerCase();
    return name.startsWith(wanted) && !/[\p{L}\p{N}]/u.test(name.charAt(wanted.length));
  });
}

/** The team's host of that name, of that id, or the one whose name begins so (for a sender who may read them). */
async function hostOf({ teamId, list }: Lookup, asked: string): Promise<number> {
  const byName = await db().host.findFirst({ where: { teamId, name: asked.trim() }, select: { id: true } });
  if (byName) return byName.id;
  const id = idIn(asked);
  if (id !== null && (await db().host.count({ where: { id, teamId } })) > 0) return id;
  // or the one whose name begins so, at a word's end, as --build reads a build (`2 CPU, AMD EPYC` for
  // the name its page gives in full; `db-1` is not `db-10`). Only for a sender who may read the team's
  // hosts: an upload-only token could otherwise learn their names a letter at a time
  const wanted = asked.trim().toLowerCase();
  const begun = list && wanted ? await hostsBeginning(teamId, wanted) : [];
  if (begun.length === 1 && begun[0]) return begun[0].id;
  if (begun.length > 1)
    throw new AppError(
      'invalid',
      `${begun.length} hosts' names begin with ${JSON.stringify(asked)} in the team the upload goes to (${begun
        .slice(0, LISTED)
        .map((h) => `#${h.id} ${JSON.stringify(h.name)}`)
        .join(', ')}${begun.length > LISTED ? ', …' : ''}): give more of the name, or its id.`,
    );
  let names = '';
  if (list) {
    const hosts = await db().host.findMany({ where: { teamId }, select: { name: true }, orderBy: { name: 'asc' }, take: LISTED });
    const total = await db().host.count({ where: { teamId } });
    names = listed(
      hosts.map((h) => JSON.stringify(h.name)),
      total - hosts.length,
    );
  }
  throw new AppError(
    'invalid',
    `No host ${JSON.stringify(asked)} in the team the upload goes to${names}: name one of its hosts as its page does, or give its id (/hosts/<id>).`,
  );
}

/** The team's configuration of that name when one has it, or of that id. */
async function configOf({ teamId, list }: Lookup, asked: string): Promise<number> {
  const named = await db().config.findMany({
    where: { teamId, name: asked.trim() },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: LISTED + 1,
  });
  const [only] = named;
  if (only && named.length === 1) return only.id;
  const id = idIn(asked);
  if (named.length === 0 && id !== null && (await db().config.count({ where: { id, teamId } })) > 0) return id;
  if (named.length > 1) {
    const ids = list
      ? ` (${named
          .slice(0, LISTED)
          .map((c) => `#${c.id}`)
          .join(', ')}${named.length > LISTED ? ', …' : ''})`
      : ' (/configs/<id>)';
    throw new AppError(
      'invalid',
      `${named.length > LISTED ? `More than ${LISTED}` : named.length} configurations are named ${JSON.stringify(asked)} in the team the upload goes to: give the one you mean by its id${ids}.`,
    );
  }
  throw new AppError(
    'invalid',
    `No configuration ${JSON.stringify(asked)} in the team the upload goes to: give its name or its id (/configs/<id>), or upload it with the log.`,
  );
}

/**
 * A server build of that id that a run the team may read was measured on (a build's revision may
 * be another team's private one: the upload form's choices are checked so too), or the one of the
 * team's runs whose description is that text (`MariaDB 10.11.19 InnoDB`) or begins so.
 */
async function buildOf({ teamId, list }: Lookup, asked: string): Promise<number> {
  const id = idIn(asked);
  const access: Access = teamId === null ? ALL : { kind: 'teams', teamIds: [teamId] };
  if (id !== null && (await db().serverBuild.count({ where: { AND: [{ id }, buildsVisibleTo(access)] } })) > 0) return id;
  const wanted = asked.trim().toLowerCase();
  const builds = await db().serverBuild.findMany({
    where: { runs: { some: { teamId } } },
    select: {
      id: true,
      product: true,
      version: true,
      engine: true,
      engineVersion: true,
      allocator: true,
      revision: true,
      buildFlags: true,
    },
    orderBy: { id: 'asc' },
  });
  const described = builds.map((b) => ({ id: b.id, text: describeServerBuild(b) }));
  const exact = described.filter((b) => b.text.toLowerCase() === wanted);
  const [only] = exact;
  if (only && exact.length === 1) return only.id;
  // `MariaDB 10.11.19` for the one build of the team's that it begins (`MariaDB 10.11.19 InnoDB`)
  const begun = described.filter((b) => b.text.toLowerCase().startsWith(`${wanted} `));
  const [onlyBegun] = begun;
  if (exact.length === 0 && onlyBegun && begun.length === 1) return onlyBegun.id;
  const near = (exact.length > 0 ? exact : begun).slice(0, LISTED);
  const which = list ? ` (${near.map((b) => `#${b.id} ${b.text}`).join('; ')})` : " (its runs' pages link it)";
  throw new AppError(
    'invalid',
    near.length > 0
      ? `${JSON.stringify(asked)} could be more than one server build: give the one you mean by its id${which}.`
      : `No server build ${JSON.stringify(asked)} among the team's runs: give its id, or describe it as its runs' pages do ("MariaDB 10.11.19 InnoDB").`,
  );
}

/**
 * The ids an upload's names stand for, in the team it goes to; an AppError ('invalid') naming the
 * first that does not fit (and, with `list`, what would).
 */
export async function resolveUploadContext(teamId: string | null, asked: UploadContextAsked, list = false): Promise<UploadContext> {
  const lookup = { teamId, list };
  const context: UploadContext = {};
  if (asked.host !== undefined) context.hostId = await hostOf(lookup, asked.host);
  if (asked.build !== undefined) context.serverBuildId = await buildOf(lookup, asked.build);
  if (asked.config !== undefined) context.configId = await configOf(lookup, asked.config);
  return context;
}
