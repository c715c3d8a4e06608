// How long a new API token works: a CI token that is never revoked outlives the pipeline and the
// people who made it, so it works for 90 days unless its maker chooses otherwise.

/** The lifetimes offered, in days (Better Auth's API-key plugin allows 1 to 365). */
export const TOKEN_LIFETIME_DAYS = [30, 90, 365] as const;
export const DEFAULT_TOKEN_DAYS = 90;
