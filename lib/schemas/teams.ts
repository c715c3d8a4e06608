import { z } from 'zod';
import { INVITABLE_ROLES, ROLES } from '../auth/roles';
import { queryId } from './query';

/** What an account form action answers: a message, and once, a secret to copy (an invite link, a token). */
export type SecretState = { ok: boolean; message: string; secret?: string } | null;

export const inviteSchema = z.object({
  teamId: z.string().min(1).max(100),
  email: z.string().trim().toLowerCase().email('an email address').max(200),
  role: z.enum(INVITABLE_ROLES),
});
export const memberRoleSchema = z.object({ memberId: z.string().min(1).max(100), role: z.enum(ROLES) });
export const memberSchema = z.object({ memberId: z.string().min(1).max(100) });
export const invitationSchema = z.object({ invitationId: z.string().min(1).max(100) });
export const tokenSchema = z.object({
  teamId: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'a name for the token').max(32, 'at most 32 characters'),
  scope: z.enum(['upload', 'read', 'read-upload']),
  projectId: z.preprocess((v) => (v === '' ? undefined : v), queryId.optional()),
});
export const tokenIdSchema = z.object({ tokenId: z.string().min(1).max(100) });
export const publishSchema = z.object({ projectId: queryId, isPublic: z.enum(['true', 'false']).transform((v) => v === 'true') });
export const teamNameSchema = z.object({ name: z.string().trim().min(1, 'a team name').max(80) });
