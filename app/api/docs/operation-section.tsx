import { authSummary, constraintsOf } from '@/lib/api/openapi/describe';
import type { JsonSchema, Method, Operation, Ref, ResponseObject } from '@/lib/api/openapi/types';
import { SchemaTable, TypeName } from './schema-table';

const METHOD_COLOURS: Record<Method, string> = {
  get: 'bg-better-soft text-better',
  post: 'bg-accent-soft text-accent',
  put: 'bg-warn-soft text-warn',
  patch: 'bg-warn-soft text-warn',
  delete: 'bg-worse-soft text-worse',
};

type Props = { route: string; method: Method; operation: Operation; responses: Record<string, ResponseObject> };

/** One endpoint: what it does, who may call it, its parameters, body, answers and a curl line. */
export function OperationSection({ route, method, operation, responses }: Props) {
  const parameters = operation.parameters ?? [];
  return (
    <section
      id={operation.operationId}
      className="mb-5 overflow-x-auto rounded-lg border border-line bg-panel p-4"
      data-operation={operation.operationId}
    >
      <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm">
        <span className={`rounded px-1.5 py-0.5 text-xs font-semibold uppercase ${METHOD_COLOURS[method]}`}>{method}</span>
        <span className="break-all">{route}</span>
        <span className="font-sans text-sm text-muted">— {operation.summary}</span>
      </h3>
      <p className="mt-2 text-sm">{operation.description}</p>
      <p className="mt-2 text-sm">
        <span className="font-medium">Auth: </span>
        {authSummary(operation)}
      </p>
      {parameters.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-xs font-semibold text-muted uppercase">Parameters</h4>
          <table className="w-full text-left text-sm">
            <tbody>
              {parameters.map((p) => (
                <tr key={`${p.in}:${p.name}`} className="border-b border-line align-top last:border-0">
                  <td className="py-1 pr-3 font-mono text-xs whitespace-nowrap">
                    {p.name}
                    {p.required ? null : <span className="text-muted">?</span>}
                  </td>
                  <td className="py-1 pr-3 text-xs text-muted">{p.in}</td>
                  <td className="py-1 pr-3">
                    <TypeName schema={p.schema} />
                  </td>
                  <td className="py-1 text-xs text-muted">
                    {[p.description, ...constraintsOf(p.schema), p.explode ? 'repeatable' : ''].filter(Boolean).join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {operation.requestBody ? (
        <div className="mt-3">
          <h4 className="text-xs font-semibold text-muted uppercase">Request body</h4>
          {Object.entries(operation.requestBody.content).map(([type, media]) => (
            <div key={type} className="mt-1">
              <code className="text-xs">{type}</code>
              <SchemaTable schema={media.schema as JsonSchema} />
            </div>
          ))}
        </div>
      ) : null}
      <div className="mt-3">
        <h4 className="text-xs font-semibold text-muted uppercase">Responses</h4>
        <ul className="text-sm">
          {Object.entries(operation.responses).map(([status, answer]) => {
            const response = resolveResponse(answer, responses);
            const schemas = Object.entries(response.content ?? {});
            return (
              <li key={status} className="flex flex-wrap gap-2 border-b border-line py-1 last:border-0">
                <span className="w-10 font-mono text-xs">{status}</span>
                <span className="text-xs text-muted">{response.description}</span>
                {schemas.map(([type, media]) => (
                  <span key={type} className="text-xs">
                    <TypeName schema={media.schema as JsonSchema} /> <span className="text-muted">({type})</span>
                  </span>
                ))}
              </li>
            );
          })}
        </ul>
      </div>
      {operation['x-codeSamples'].map((sample) => (
        <pre key={sample.label} className="mt-3 overflow-x-auto rounded bg-code p-3 font-mono text-xs text-code-ink" data-curl>
          {sample.source}
        </pre>
      ))}
    </section>
  );
}

function resolveResponse(answer: ResponseObject | Ref, shared: Record<string, ResponseObject>): ResponseObject {
  if (!('$ref' in answer)) return answer;
  return shared[answer.$ref.replace('#/components/responses/', '')] ?? { description: answer.$ref };
}
