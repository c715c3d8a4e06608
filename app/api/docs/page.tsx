import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageHeader, Panel } from '@/components/ui/page-header';
import { openApiDocument } from '@/lib/api/openapi/document';
import { METHODS, type Operation } from '@/lib/api/openapi/types';
import { readEnv } from '@/lib/env';
import { publicOrigin } from '@/lib/hosts';
import { OperationSection } from './operation-section';
import { SchemaTable } from './schema-table';

export const metadata: Metadata = { title: 'API' };

const CODE = 'overflow-x-auto rounded bg-code p-3 font-mono text-xs text-code-ink';

/** The OpenAPI document, readable: how to authenticate, every endpoint, every schema. Rendered on the server. */
export default async function ApiDocsPage() {
  await connection();
  const doc = openApiDocument();
  const origin = publicOrigin(readEnv());
  const operations = Object.entries(doc.paths).flatMap(([route, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ route, method, operation: item[method] as Operation }] : [])),
  );
  return (
    <>
      <PageHeader
        title="API"
        subtitle={
          <>
            REST endpoints for scripts and CI, described by{' '}
            <a href="/api/openapi.json" className="text-accent hover:underline">
              /api/openapi.json
            </a>{' '}
            (OpenAPI {doc.openapi}).
          </>
        }
      />
      <Panel title="Getting started">
        <div className="space-y-3 text-sm">
          <p>
            Make an API token on your team’s page (
            <a href="/teams" className="text-accent hover:underline">
              Teams
            </a>{' '}
            → API tokens; a team admin can), or on the server with{' '}
            <code>npm run admin -- token create --team &lt;name&gt; --scope read-upload</code>. A token may upload, read, or both, for its
            team (optionally one project). Public projects are readable without one.
          </p>
          <pre className={CODE}>{`export BENCHBOARD_URL=${origin}\nexport BENCHBOARD_TOKEN=bb_…   # shown once when made`}</pre>
          <p>Upload from CI with the command-line client in this repository (one request per file; exits non-zero if a file is refused):</p>
          <pre className={CODE}>
            {'npx benchboard upload --project nightly --tag version=8.4.3 \\\n  --commit "$GIT_COMMIT" --branch main results/*.log'}
          </pre>
          <p>
            Every error is <code>{'{ "error": { "code", "message" } }'}</code> with the HTTP status its code names: 400 a bad parameter (the
            message names it), 401 nobody signed in or a bad token, 403 the token’s scope or the person’s role does not allow it, 404 not
            found or not yours.
          </p>
        </div>
      </Panel>
      <nav aria-label="Endpoints" className="mb-5 rounded-lg border border-line bg-panel p-4 text-sm">
        {doc.tags.map((tag) => (
          <div key={tag.name} className="mb-2">
            <span className="font-medium">{tag.name}</span> <span className="text-muted">— {tag.description}</span>
            <ul className="mt-1 ml-4">
              {operations
                .filter((o) => o.operation.tags.includes(tag.name))
                .map(({ route, method, operation }) => (
                  <li key={operation.operationId}>
                    <a href={`#${operation.operationId}`} className="font-mono text-xs text-accent hover:underline">
                      {method.toUpperCase()} {route}
                    </a>{' '}
                    <span className="text-xs text-muted">{operation.summary}</span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      {doc.tags.map((tag) => (
        <div key={tag.name}>
          <h2 className="mb-2 text-lg font-semibold">{tag.name}</h2>
          {operations
            .filter((o) => o.operation.tags.includes(tag.name))
            .map((o) => (
              <OperationSection key={o.operation.operationId} {...o} responses={doc.components.responses} />
            ))}
        </div>
      ))}
      <h2 className="mb-2 text-lg font-semibold">Schemas</h2>
      {Object.entries(doc.components.schemas).map(([name, schema]) => (
        <section key={name} id={`schema-${name}`} className="mb-4 overflow-x-auto rounded-lg border border-line bg-panel p-4">
          <h3 className="font-mono text-sm font-semibold">{name}</h3>
          {typeof schema.description === 'string' ? <p className="mb-2 text-sm text-muted">{schema.description}</p> : null}
          <SchemaTable schema={schema} />
        </section>
      ))}
    </>
  );
}
