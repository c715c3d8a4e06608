// Every route handler and every server action, called by nobody (no session, no token, same origin):
// each one that changes something refuses (401, or its form says to sign in) and nothing changes.
// The actions and handlers are found on disk, so a new one that is not listed here fails the test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { db } from '../../lib/db/client';
import { ROOT } from '../support/fixtures';

const SAME_ORIGIN = new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000', 'user-agent': 'vitest' });
/** What a refused form action left for its page to say (lib/form-action.ts's notice cookie). */
const notices: string[] = [];
vi.mock('next/headers', () => ({
  headers: async () => SAME_ORIGIN,
  cookies: async () => ({
    get: () => undefined,
    getAll: () => [],
    set: (name: string, value: string) => {
      if (name === 'benchboard-notice') notices.push(value);
    },
    delete: () => {},
    has: () => false,
  }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
vi.mock('next/navigation', () => ({
  RedirectType: { push: 'push', replace: 'replace' },
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`);
  },
  notFound: () => {
    throw new Error('not found');
  },
}));

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesNamed(full, name) : entry === name ? [full] : [];
  });
}

/** Server actions meant for people who are not signed in: they take a secret (a password, a link) instead. */
// (a lost password is asked for and set signed out: the link's token is what allows it)
const ANONYMOUS_BY_DESIGN = new Set([
  'signInAction',
  'signOutAction',
  'setupAction',
  'acceptInvitationAction',
  'forgotPasswordAction',
  'setNewPasswordAction',
]);

const ids = { run: 0, upload: 0, project: 0, team: '', member: '', invitation: '', token: '', slug: '' };

beforeAll(async () => {
  const { auth } = await import('../../lib/auth/server');
  const { ingestDocument } = await import('../../lib/ingest/ingest');
  const { mintToken } = await import('../../lib/teams/tokens');
  const owner = await auth().api.signUpEmail({ body: { name: 'Owner', email: 'owner@walk.test', password: 'a long password 123' } });
  const team = await auth().api.createOrganization({ body: { name: 'Walk team', slug: 'walk-team', userId: owner.user.id } });
  if (!team) throw new Error('no team');
  ids.team = team.id;
  const stored = await ingestDocument({
    fileName: 'walk.log',
    text: readFileSync(path.join(ROOT, 'tests/fixtures/synthetic/sysbench-1.1-throughput.log'), 'utf8'),
    teamId: team.id,
    projectName: 'walk project',
  });
  ids.run = stored.runIds[0] as number;
  ids.upload = stored.uploadId;
  ids.project = (await db().project.findFirstOrThrow({ where: { name: 'walk project' } })).id;
  ids.member = (await db().member.findFirstOrThrow({ where: { organizationId: team.id } })).id;
  ids.invitation = (
    await db().invitation.create({
      data: {
        id: 'walk-invitation',
        organizationId: team.id,
        email: 'new@walk.test',
        role: 'editor',
        expiresAt: new Date(Date.now() + 3.6e6),
        inviterId: owner.user.id,
      },
    })
  ).id;
  ids.token = (await mintToken(owner.user.id, team.id, { name: 'walk', scope: 'upload', projectId: null })).id;
  ids.slug = 'walkwalkwalkwalkwalkwalk';
  await db().share.create({ data: { slug: ids.slug, title: 'walk', state: { runs: [ids.run] }, teamId: team.id } });
});

/** Everything an anonymous change could touch, to compare before and after. */
async function snapshot() {
  const [audit, runs, trashed, shares, members, invitations, tokens, projects, uploads] = await Promise.all([
    db().auditEvent.count(),
    db().run.findMany({
      select: { id: true, title: true, notes: true, deletedAt: true, hostId: true, serverBuildId: true, configId: true },
    }),
    db().run.count({ where: { deletedAt: { not: null } } }),
    db().share.findMany({ select: { slug: true, revokedAt: true } }),
    db().member.findMany({ select: { id: true, role: true } }),
    db().invitation.findMany({ select: { id: true, status: true } }),
    db().apikey.count(),
    db().project.findMany({ select: { id: true, isPublic: true } }),
    db().upload.count(),
  ]);
  return { audit, runs, trashed, shares, members, invitations, tokens, projects, uploads };
}

/** Plausible fields for each action: real ids, so that only the missing sign-in stops it. */
function fieldsFor(name: string): Record<string, string> {
  return {
    runId: String(ids.run),
    runs: String(ids.run),
    uploadId: String(ids.upload),
    back: `/runs/${ids.run}`,
    title: 'changed by nobody',
    notes: 'x',
    tags: 'k=v',
    slug: ids.slug,
    teamId: ids.team,
    memberId: ids.member,
    role: name === 'changeRoleAction' ? 'viewer' : 'editor',
    invitationId: ids.invitation,
    tokenId: ids.token,
    email: 'someone@walk.test',
    name: 'walk token',
    scope: 'upload',
    projectId: String(ids.project),
    isPublic: 'true',
    hostId: '',
    serverBuildId: '',
    configId: '',
  };
}

const asForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

describe('nobody signed in', () => {
  test('every server action that changes something refuses, and nothing changes', async () => {
    const before = await snapshot();
    const files = filesNamed(path.join(ROOT, 'app'), 'actions.ts');
    const seen: string[] = [];
    for (const file of files) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const [name, action] of Object.entries(module)) {
        if (typeof action !== 'function') continue;
        seen.push(name);
        if (ANONYMOUS_BY_DESIGN.has(name)) continue;
        const form = asForm(fieldsFor(name));
        // form actions take (form); useActionState ones (previous state, form)
        const call = action.length >= 2 ? () => action(null, form) : () => action(form);
        notices.length = 0;
        const outcome = await Promise.resolve()
          .then(call)
          .then(
            (value: unknown) => ({ value, error: null as unknown }),
            (error: unknown) => ({ value: null, error }),
          );
        const refusedByThrow = outcome.error instanceof Error && /Sign in/.test(outcome.error.message);
        // a plain form goes back to its page, which says why
        const refusedByNotice =
          outcome.error instanceof Error && /^redirected to \//.test(outcome.error.message) && notices.some((n) => /Sign in/.test(n));
        const refusedByState =
          (outcome.value as { ok?: boolean; message?: string } | null)?.ok === false &&
          /Sign in/.test(String((outcome.value as { message?: string }).message));
        expect(
          { action: name, refused: refusedByThrow || refusedByState || refusedByNotice },
          String(outcome.error ?? JSON.stringify(outcome.value)),
        ).toEqual({
          action: name,
          refused: true,
        });
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(19);
    expect(await snapshot()).toEqual(before);
  });

  test('a useActionState action posted as a plain form (its fields where the previous state goes) answers why, never a 500', async () => {
    // an attack probe: each such post was a 500 and a TypeError in the server's log
    const before = await snapshot();
    const answered: string[] = [];
    for (const file of filesNamed(path.join(ROOT, 'app'), 'actions.ts')) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const [name, action] of Object.entries(module)) {
        if (typeof action !== 'function' || action.length < 2) continue;
        const value = (await action(asForm(fieldsFor(name)))) as { ok?: boolean; message?: string };
        expect({ name, ok: value.ok, message: value.message }).toEqual({
          name,
          ok: false,
          message: expect.stringContaining('not sent as its page sends it'),
        });
        answered.push(name);
      }
    }
    expect(answered.length).toBeGreaterThanOrEqual(7);
    expect(await snapshot()).toEqual(before);
  });

  test('every route handler that changes something answers 401 to nobody, and nothing changes', async () => {
    const before = await snapshot();
    const params = { id: String(ids.run), slug: ids.slug, all: ['organization', 'create'] };
    const handlers = filesNamed(path.join(ROOT, 'app'), 'route.ts');
    const statuses: Record<string, number> = {};
    for (const file of handlers) {
      const route = path.relative(path.join(ROOT, 'app'), path.dirname(file));
      const module = (await import(file)) as Record<string, (request: Request, context: unknown) => Promise<Response>>;
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const handler = module[method];
        if (!handler) continue;
        const form = new FormData();
        form.append('files', new Blob(['sysbench 1.0.20\n\nThreads started!\n']), 'nobody.log');
        const body = route === 'api/uploads' ? form : route === 'api/shares' ? JSON.stringify({ state: { runs: [ids.run] } }) : '{}';
        const request = new Request(
          `http://localhost:3000/${route.replace('[slug]', ids.slug).replace('[...all]', 'organization/create')}`,
          {
            method,
            body,
            headers: {
              origin: 'http://localhost:3000',
              host: 'localhost:3000',
              ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
            },
          },
        );
        const response = await handler(request, { params: Promise.resolve(params) });
        statuses[`${method} /${route}`] = response.status;
      }
    }
    expect(statuses).toEqual({
      'POST /api/uploads': 401,
      'POST /api/shares': 401,
      'DELETE /api/shares/[slug]': 401,
      // Better Auth's endpoints: only sign-in and sign-out are open over HTTP; creating a team is not
      'POST /api/auth/[...all]': 404,
    });
    expect(await snapshot()).toEqual(before);
  });
});
