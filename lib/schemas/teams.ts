import { z } from 'zod';
import { INVITABLE_ROLES, ROLES } from '../auth/roles';
import { DEFAULT_TOKEN_DAYS, TOKEN_LIFETIME_DAYS } from '../teams/token-lifetimes';
import { personEmail } from './auth';
import { queryId } from './query';

/** What an account form action answers: a message, and once, a secret to copy (an invite link, a token). */
export type SecretState = { ok: boolean; message: string; secret?: string } | null;

export const inviteSchema = z.object({
  teamId: z.string().min(1).max(100),
  email: personEmail,
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
  /** days it works (one of TOKEN_LIFETIME_DAYS), or `never`: until revoked */
  expires: z
    .enum([...TOKEN_LIFETIME_DAYS.map(String), 'never'])
    .default(String(DEFAULT_TOKEN_DAYS))
    .transform((v) => (v === 'never' ? null : Number(v))),
});
export const tokenIdSchema = z.object({ tokenId: z.string().min(1).max(100) });
export const publishSchema = z.object({ projectId: queryId, isPublic: z.enum(['true', 'false']).transform((v) => v === 'true') });
export const teamNameSchema = z.object({ name: z.string().trim().min(1, 'a team name').max(80) });

/**
 * Who made a token, from its metadata (tokens made before 2026-12-05 say nothing). Apart from what
 * a token may reach (lib/auth/viewer.ts tokenMetadataSchema): a malformed name never widens a token.
 */
export const tokenMakerSchema = z.object({ createdBy: z.string().max(200).nullable().default(null) }).catch({ createdBy: null });
