// The four roles of a team and what each may do, in Better Auth's access control (so its
// organization plugin enforces the same rules for members and invitations as benchboard does for
// runs and tokens). Pure: no database, used on the server and to hide buttons in the browser.
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';

export const statements = {
  ...defaultStatements,
  /** uploads, edits, deletes, re-parses and shares of the team's runs */
  run: ['upload', 'edit', 'delete', 'share'],
  /** a project readable by anyone */
  project: ['publish'],
  /** API tokens for CI (the API-key plugin checks this statement by this name) */
  apiKey: ['create', 'read', 'update', 'delete'],
  audit: ['read'],
} as const;

export const ac = createAccessControl(statements);

const manageTeam = {
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  project: ['publish'],
  apiKey: ['create', 'read', 'update', 'delete'],
  audit: ['read'],
} as const;
const editRuns = { run: ['upload', 'edit', 'delete', 'share'] } as const;

export const roles = {
  owner: ac.newRole({ ...manageTeam, ...editRuns, organization: ['update', 'delete'], ac: ['create', 'read', 'update', 'delete'] }),
  admin: ac.newRole({ ...manageTeam, ...editRuns, organization: ['update'] }),
  editor: ac.newRole({ ...editRuns, audit: ['read'] }),
  viewer: ac.newRole({}),
};

export type Role = keyof typeof roles;
export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const satisfies readonly Role[];
/** Roles an admin may give (the owner is whoever set the team up, or an owner makes another). */
export const INVITABLE_ROLES = ['admin', 'editor', 'viewer'] as const satisfies readonly Role[];

export type Permission = { [K in keyof typeof statements]?: (typeof statements)[K][number][] };

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Whether `role` grants every action of `permission`. An unknown role grants nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!role || !isRole(role)) return false;
  return roles[role].authorize(permission).success;
}

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'owner — everything, including the team itself',
  admin: 'admin — members, invitations, tokens, public projects, and all an editor does',
  editor: 'editor — upload, edit, delete, re-parse and share runs',
  viewer: 'viewer — read only',
};
