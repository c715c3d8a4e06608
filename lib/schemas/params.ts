import { z } from 'zod';

/** `[id]` route segments: positive integers only (anything else is a 404, not a crash). */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
