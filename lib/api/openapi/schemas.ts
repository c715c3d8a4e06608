// zod → the JSON Schemas of the OpenAPI document (zod 4's toJSONSchema; OpenAPI 3.1 is JSON Schema
// 2020-12). Responses are read on their output side, requests and query strings on their input
// side: a query's `page` is the string a client sends, not the number the handler reads.
import { z } from 'zod';
import { apiSchemas, errorEnvelopeSchema } from '../../schemas/api-common';
import { compareResultSchema } from '../../schemas/api-compare';
import { healthSchema, shareCreatedSchema, uploadLookupSchema, uploadResultSchema } from '../../schemas/api-existing';
import { runDetailSchema, runListSchema } from '../../schemas/api-runs';
import type { JsonSchema, Parameter } from './types';

export const SCHEMA_REF = '#/components/schemas/';

/** Drops what only clutters the document: each schema's `$schema`/`$id`, and JavaScript's safe-integer bounds. */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$schema' || key === '$id') continue;
    if ((key === 'minimum' || key === 'maximum') && Math.abs(Number(inner)) === Number.MAX_SAFE_INTEGER) continue;
    out[key] = tidy(inner);
  }
  return out;
}

/** The answers of the endpoints: each is registered (with the schemas inside it) in `apiSchemas`. */
const RESPONSE_SCHEMAS: z.ZodType[] = [
  runListSchema,
  runDetailSchema,
  compareResultSchema,
  uploadResultSchema,
  shareCreatedSchema,
  uploadLookupSchema,
  healthSchema,
  errorEnvelopeSchema,
];

/** Every registered response schema, as `components.schemas`; schemas nested in another are `$ref`s to it. */
export function componentSchemas(): Record<string, JsonSchema> {
  const unnamed = RESPONSE_SCHEMAS.filter((schema) => !apiSchemas.has(schema));
  if (unnamed.length > 0) throw new Error('a response schema is not registered in apiSchemas');
  const { schemas } = z.toJSONSchema(apiSchemas, { uri: (id) => `${SCHEMA_REF}${id}`, io: 'output', unrepresentable: 'any' });
  return tidy(schemas) as Record<string, JsonSchema>;
}

/** A request body's schema, as a client writes it. */
export function inputSchema(schema: z.ZodType): JsonSchema {
  return tidy(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })) as JsonSchema;
}

/** An object schema's properties as parameters (`lists`: repeatable ones, `?tag=a=b&tag=c=d`). */
export function parametersOf(
  schema: z.ZodType,
  where: 'query' | 'path',
  descriptions: Record<string, string>,
  lists: readonly string[] = [],
): Parameter[] {
  const json = inputSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    ...(descriptions[name] ? { description: descriptions[name] } : {}),
    schema: property,
    ...(lists.includes(name) ? { style: 'form' as const, explode: true } : {}),
  }));
}
