/** Shortest password an account may have (Better Auth enforces it too). */
export const MIN_PASSWORD_LENGTH = 10;
