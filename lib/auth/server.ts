// Accounts, sessions, teams and API tokens: Better Auth over our PostgreSQL (Prisma adapter), with
// its organization plugin (a team is an organization; roles in lib/auth/roles.ts) and its API-key
// plugin (tokens belong to a team). Created on first use: the build has no database.
import 'server-only';
import { apiKey } from '@better-auth/api-key';
import { betterAuth } from 'better-auth';
import { prismaAdapter } from 'better-auth/adapters/prisma';
import { nextCookies } from 'better-auth/next-js';
import { organization } from 'better-auth/plugins';
import { db } from '../db/client';
import { readEnv } from '../env';
import { publicOrigin, trustedOrigins } from '../hosts';
import { invitationMail, passwordResetMail, sendMail } from '../mail';
import { MIN_PASSWORD_LENGTH } from './password';
import { ac, roles } from './roles';

/** How long a link to set a new password works. */
export const RESET_LINK_SECONDS = 3600;

/** The page where a reset link's token sets a new password. */
export const resetLink = (env: ReturnType<typeof readEnv>, token: string): string => `${publicOrigin(env)}/reset-password/${token}`;

/** Tokens start with this, so that a leaked one is recognisable (and secret scanners can match it). */
export const TOKEN_PREFIX = 'bb_';

function createAuth() {
  const env = readEnv();
  const secret = env.BETTER_AUTH_SECRET;
  if (!secret) throw new Error('BETTER_AUTH_SECRET is not set: start the app with `npm start`, which provides one');
  return betterAuth({
    appName: 'benchboard',
    secret,
    baseURL: publicOrigin(env),
    trustedOrigins: trustedOrigins(env),
    database: prismaAdapter(db(), { provider: 'postgresql' }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // a wrong token is the caller's mistake (answered 401, counted by lib/auth/throttle), not a
      // server error: logged as one it would let anyone flood the log (a failed lookup is still logged)
      log: (level, message, ...args) => {
        const refusal = (args[0] as { name?: string } | undefined)?.name === 'APIError';
        if (message.startsWith('Failed to validate API key') && refusal) return;
        (level === 'error' ? console.error : console.warn)(`[auth] ${message}`, ...args);
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 200,
      autoSignIn: true,
      // a new password (a link mailed when SMTP is set, or printed by `npm run admin -- user
      // reset-password`): once, for an hour, and every session of the account ends with it
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        if (env.SMTP_URL) await sendMail(passwordResetMail({ email: user.email, link: resetLink(env, token) }));
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      // in the database (the rateLimit table), so that every app server counts the same requests
      storage: 'database',
      window: 60,
      max: 100,
      customRules: { '/sign-in/email': { window: 60, max: 10 }, '/get-session': false },
    },
    // the client's address from the connection (scripts/lib/client-address.cjs), not one it chose
    advanced: { ipAddress: { ipAddressHeaders: ['x-benchboard-client', 'x-forwarded-for'] } },
    plugins: [
      organization({
        ac,
        roles,
        creatorRole: 'owner',
        allowUserToCreateOrganization: true,
        invitationExpiresIn: 60 * 60 * 24 * 7,
        cancelPendingInvitationsOnReInvite: true,
        // with SMTP set the link is also mailed; without it, the admin copies the link shown
        sendInvitationEmail: env.SMTP_URL
          ? async (data) =>
              sendMail(
                invitationMail({
                  email: data.email,
                  teamName: data.organization.name,
                  role: data.role,
                  inviterName: data.inviter.user.name,
                  link: `${publicOrigin(env)}/invite/${data.id}`,
                }),
              )
          : undefined,
      }),
      apiKey({
        references: 'organization',
        defaultPrefix: TOKEN_PREFIX,
        enableMetadata: true,
        apiKeyHeaders: ['x-api-key'],
        // CI pushes often: the plugin's default (10 requests a day) would lock a nightly sweep out
        rateLimit: { enabled: true, timeWindow: 60_000, maxRequests: 600 },
        startingCharactersConfig: { shouldStore: true, charactersLength: 8 },
      }),
      nextCookies(), // last: lets server actions set the session cookie
    ],
  });
}

type Auth = ReturnType<typeof createAuth>;
const globalForAuth = globalThis as unknown as { benchboardAuth?: Auth };

export function auth(): Auth {
  globalForAuth.benchboardAuth ??= createAuth();
  return globalForAuth.benchboardAuth;
}
