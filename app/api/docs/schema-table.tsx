import { propertiesOf, refName, typeLabel } from '@/lib/api/openapi/describe';
import type { JsonSchema } from '@/lib/api/openapi/types';

/** A type, with a link when it names a schema of the document. */
export function TypeName({ schema }: { schema: JsonSchema }) {
  const label = typeLabel(schema);
  const ref = typeof schema.$ref === 'string' ? refName(schema.$ref) : /^([A-Z]\w*)(\[\])?( \| null)?$/.exec(label)?.[1];
  return ref ? (
    <a href={`#schema-${ref}`} className="font-mono text-xs text-accent hover:underline">
      {label}
    </a>
  ) : (
    <code className="font-mono text-xs">{label}</code>
  );
}

/** An object schema's properties as a table; inline objects nested under their property. */
export function SchemaTable({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const variants = ((schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined)?.filter((s) => s.type === 'object') ?? [];
  if (variants.length > 1)
    return (
      <div className="space-y-2">
        {variants.map((variant, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the variants of a schema never reorder
          <div key={i}>
            <p className="text-xs text-muted">{i === 0 ? 'One of:' : 'or:'}</p>
            <SchemaTable schema={variant} depth={depth + 1} />
          </div>
        ))}
      </div>
    );
  const rows = propertiesOf(schema);
  if (rows.length === 0) return <TypeName schema={schema} />;
  return (
    <table className={`w-full text-left text-sm ${depth > 0 ? 'mt-1 border-l-2 border-line text-ink' : ''}`}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className="border-b border-line align-top last:border-0">
            <td className="py-1 pr-3 pl-2 font-mono text-xs whitespace-nowrap">
              {row.name}
              {row.required ? null : <span className="text-muted">?</span>}
            </td>
            <td className="py-1 pr-3">
              {row.nested ? <code className="font-mono text-xs">{row.type}</code> : <TypeName schema={schemaOf(schema, row.name)} />}
            </td>
            <td className="py-1 text-xs text-muted">
              {row.description}
              {row.nested && depth < 3 ? <SchemaTable schema={row.nested} depth={depth + 1} /> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function schemaOf(parent: JsonSchema, name: string): JsonSchema {
  const object = parent.type === 'object' ? parent : ((parent.anyOf as JsonSchema[] | undefined)?.find((s) => s.type === 'object') ?? {});
  return (object.properties as Record<string, JsonSchema> | undefined)?.[name] ?? {};
}
