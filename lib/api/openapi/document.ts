// The OpenAPI 3.1 document of benchboard's HTTP API, assembled from the operations and the zod
// schemas the route handlers validate with. Served at /api/openapi.json, rendered at /api/docs.
import { shareRequestSchema } from '../../schemas/json-columns';
import { uploadManifestSchema } from '../../schemas/upload';
import { ERROR_RESPONSES, SECURITY_SCHEMES } from './common';
import { READ_PATHS } from './operations-read';
import { WRITE_PATHS } from './operations-write';
import { componentSchemas, inputSchema } from './schemas';
import type { OpenApiDocument } from './types';

const DESCRIPTION = `Read runs and comparisons, and upload logs, from scripts and CI.

Authenticate with an API token: \`Authorization: Bearer bb_…\` (or \`x-api-key: bb_…\`). A team admin makes one on the team page, or on the server: \`npm run admin -- token create --team <name> --scope read-upload\`. A token’s scope is upload, read, or both, for its team (optionally one project). Public projects are readable without a token.

Every error is \`{ "error": { "code", "message" } }\`, with the HTTP status its code names. To upload from CI, \`npx benchboard upload --url … --token … FILES\` wraps POST /api/uploads.`;

export const API_TAGS = [
  { name: 'Runs', description: 'Runs and their figures; exports of everything stored.' },
  { name: 'Compare', description: 'Runs side by side against a baseline.' },
  { name: 'Uploads', description: 'Sending logs, and reading back what was sent.' },
  { name: 'Shares', description: 'Read-only links to a comparison.' },
  { name: 'Server', description: 'Health and this document.' },
  { name: 'Sign-in', description: 'The web pages’ sessions.' },
];

function buildDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 'benchboard API', version: '1', description: DESCRIPTION },
    tags: API_TAGS,
    paths: { ...READ_PATHS, ...WRITE_PATHS },
    components: {
      schemas: {
        ...componentSchemas(),
        UploadManifest: {
          ...inputSchema(uploadManifestSchema),
          description:
            'Optional JSON sent with an upload: the team (id or slug, for a person in several), the commit and branch benchmarked, tags for every run (key=value lines), and per file (in the order of `files`) a project and per-run edits.',
        },
        ShareRequest: {
          ...inputSchema(shareRequestSchema),
          description:
            'The state to freeze, and an optional note shown above it to whoever opens the link (secrets in it masked, as in a run’s notes).',
        },
      },
      responses: ERROR_RESPONSES,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

let built: OpenApiDocument | undefined;

/** The document (built once per process: it depends on nothing but the code). */
export function openApiDocument(): OpenApiDocument {
  built ??= buildDocument();
  return built;
}
