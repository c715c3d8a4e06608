import { z } from 'zod';

/** `[id]` route segments: positive integers only (anything else is a 404, not a crash). */
export const idParamSchema = z.object({
  id: z
    .string()
    // as the id is written: `/runs/01` is no run's address (it answered as run 1)
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number),
});
