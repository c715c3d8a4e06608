import { z } from 'zod';
import { CSV_PARTS } from '../export/run-csv';

/** `/api/runs/:id/export?format=json|csv&part=…` */
export const runExportQuerySchema = z.object({
  format: z.enum(['json', 'csv']).default('json'),
  part: z.enum(CSV_PARTS).optional(),
});
