/** The key a request carries, if any: `Authorization: Bearer bb_…` or `x-api-key: bb_…`. */
export function presentedToken(h: Headers): string | null {
  const bearer = /^Bearer\s+(\S{1,512})$/i.exec(h.get('authorization') ?? '')?.[1];
  return bearer ?? h.get('x-api-key')?.slice(0, 512) ?? null;
}
