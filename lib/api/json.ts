import type { z } from 'zod';

/**
 * A JSON answer checked against its schema first: a field the schema does not name is dropped, and
 * an answer that breaks its own contract is a 500 here, never a surprise for a client.
 */
export function apiJson<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit): Response {
  return Response.json(schema.parse(body), init);
}
