// The OpenAPI document in words, for the docs page (/api/docs): who may call an operation, and a
// JSON Schema as a short type (`RunListItem[]`, `number | null`) with its properties. Pure.
import { SCHEMA_REF } from './schemas';
import type { JsonSchema, Operation } from './types';

export function authSummary(operation: Operation): string {
  const { security } = operation;
  if (security.length === 0) return 'No sign-in needed.';
  const schemes = new Set(security.flatMap((s) => Object.keys(s)));
  const scope = operation['x-token-scope'];
  const ways = [
    ...(schemes.has('bearerToken') ? [`a token${scope ? ` with ${scope} scope` : ''} (Authorization: Bearer bb_…, or x-api-key)`] : []),
    ...(schemes.has('sessionCookie') ? ['a signed-in session'] : []),
  ];
  const anonymous = security.some((s) => Object.keys(s).length === 0);
  return `${ways.join(', or ')}${anonymous ? '; without either, public projects only' : ''}.`.replace(/^./, (c) => c.toUpperCase());
}

/** `#/components/schemas/RunList` → `RunList`. */
export function refName(ref: string): string {
  return ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : ref;
}

const asSchema = (value: unknown): JsonSchema => (value && typeof value === 'object' ? (value as JsonSchema) : {});

/** A JSON Schema as a type in a few characters. */
export function typeLabel(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const union = (Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null) as unknown[] | null;
  if (union) return union.map((s) => typeLabel(asSchema(s))).join(' | ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const labels = types.map((t) => {
    if (t === 'array') return `${typeLabel(asSchema(schema.items))}[]`;
    if (t === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object')
      return `{ [key]: ${typeLabel(asSchema(schema.additionalProperties))} }`;
    if (t === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
    return t;
  });
  return labels.length > 0 ? labels.join(' | ') : 'any';
}

/** Limits worth a reader's eye: a pattern, a length, a range, a default. */
export function constraintsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  if (typeof schema.maxLength === 'number') out.push(`at most ${schema.maxLength} characters`);
  if (typeof schema.maxItems === 'number') out.push(`at most ${schema.maxItems} items`);
  if (typeof schema.minimum === 'number' || typeof schema.maximum === 'number')
    out.push(`${schema.minimum ?? '…'} to ${schema.maximum ?? '…'}`);
  if (schema.default !== undefined && schema.default !== null && !(Array.isArray(schema.default) && schema.default.length === 0))
    out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

export type PropertyRow = { name: string; type: string; required: boolean; description: string; nested: JsonSchema | null };

/** An object schema's properties; an inline object inside (not a $ref) comes along to be shown nested. */
export function propertiesOf(schema: JsonSchema): PropertyRow[] {
  const object =
    schema.type === 'object' ? schema : asSchema((schema.anyOf as unknown[] | undefined)?.find((s) => asSchema(s).type === 'object'));
  const properties = asSchema(object.properties);
  const required = new Set(Array.isArray(object.required) ? (object.required as string[]) : []);
  return Object.entries(properties).map(([name, value]) => {
    const property = asSchema(value);
    const inner = property.type === 'array' ? asSchema(property.items) : property;
    const nestedObject = inner.type === 'object' && inner.properties ? inner : null;
    const nullableObject = asSchema(
      (property.anyOf as unknown[] | undefined)?.find((s) => asSchema(s).type === 'object' && asSchema(s).properties),
    );
    const nested = nestedObject ?? (nullableObject.properties ? nullableObject : null);
    const description = [typeof property.description === 'string' ? property.description : '', ...constraintsOf(property)]
      .filter(Boolean)
      .join(' · ');
    return {
      name,
      type: nested ? typeLabel(property).replace(/\bobject\b/, '{ … }') : typeLabel(property),
      required: required.has(name),
      description,
      nested,
    };
  });
}
