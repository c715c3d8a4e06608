// Pieces shared by the REST API's response schemas, and the registry that names them: every
// schema registered here becomes `#/components/schemas/<id>` in the OpenAPI document.
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors';

export type ApiSchemaMeta = { id: string };

/** The response schemas with a name in the OpenAPI document (lib/api/openapi). */
export const apiSchemas = z.registry<ApiSchemaMeta>();

/** A measured figure: null when the log did not print it (and never NaN or Infinity, which JSON cannot carry). */
export const figure = z.number().nullable().catch(null);

/** A moment, as ISO 8601 in UTC. */
export const isoDateTime = z.string().meta({ format: 'date-time' });

/** An id with a name: a project, a host, a config. */
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() }).register(apiSchemas, { id: 'NamedRef' });

/** Tags as key → value (`version` → `8.4.3`). */
export const tagMapSchema = z
  .record(z.string(), z.string())
  .meta({ description: 'Tags as key → value (version → 8.4.3); what runs are compared and grouped by.' })
  .register(apiSchemas, { id: 'Tags' });

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The one error envelope every endpoint answers with. */
export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string().meta({ description: 'What went wrong and what to do, in words meant for a person.' }),
      details: z.unknown().optional(),
    }),
  })
  .meta({ description: `Every error: a code (${ERROR_CODES.map((c) => `${c} = ${ERROR_STATUS[c]}`).join(', ')}) and a message.` })
  .register(apiSchemas, { id: 'Error' });

export type ErrorEnvelopeJson = z.infer<typeof errorEnvelopeSchema>;
