// The document's read operations: runs, a run, a comparison, a run's exports, an upload's text.

import { MAX_COMPARE_RUNS, MAX_PROJECT_COMPARE_RUNS } from '../../compare/state';
import { CSV_PARTS } from '../../export/run-csv';
import { listFormats } from '../../parsers/formats';
import { API_RUNS_LISTS, apiCompareQuerySchema, apiRunsQuerySchema, MAX_API_PAGE_SIZE } from '../../schemas/api-queries';
import { idParamSchema } from '../../schemas/params';
import { runExportQuerySchema } from '../../schemas/run-export';
import { RUN_SORTS } from '../../schemas/run-filter';
import { fingerprintQuerySchema } from '../../schemas/upload';
import { curl, errors, json, READ_SECURITY } from './common';
import { parametersOf } from './schemas';
import type { PathItem } from './types';

const READ_NOTE =
  'Needs a token with read scope or a session; nobody (no token, no session) is answered with public projects only. An upload-only token is refused (403).';
/** The download endpoints predate the REST API: they answer 404 for anything not readable, and treat an upload-only token as nobody. */
const DOWNLOAD_NOTE =
  'A token with read scope or a session reads its teams’ runs; nobody, or an upload-only token, reads public projects only (anything else is a 404).';

const idParameter = (what: string) => parametersOf(idParamSchema, 'path', { id: `the ${what}’s id` });

export const READ_PATHS: Record<string, PathItem> = {
  '/api/runs': {
    get: {
      operationId: 'listRuns',
      summary: 'List runs',
      description: `Runs you may read, filtered, sorted and paged like the runs page (${READ_NOTE}) Each row has the run’s headline figures, tags, project, commit and branch, and links.`,
      tags: ['Runs'],
      security: READ_SECURITY,
      'x-token-scope': 'read',
      parameters: parametersOf(
        apiRunsQuerySchema,
        'query',
        {
          tool: `only runs of this tool (${listFormats('or')})`,
          test: 'only runs of this test (oltp_read_write, tpcb-like, test-insert …)',
          tag: 'key=value: only runs with this tag; repeat it for several (all must match)',
          host: 'only runs on this host (its id)',
          project: 'only runs of this project (its id)',
          upload: 'only runs of this upload (its id)',
          config: 'only runs with this server configuration (its id)',
          q: 'whole words of the title, notes, test, server version or file name (or a whole tag value); key=value terms filter by tag, several at once; "quoted words" as a phrase',
          sort: `order by: ${RUN_SORTS.join(', ')} (default createdAt, when runs were added; ranAt: when they ran, as their date tag or log says, a run without a date when it was added)`,
          dir: 'asc or desc (default desc)',
          page: 'page number, from 1',
          size: `runs per page, 1 to ${MAX_API_PAGE_SIZE} (default 50)`,
        },
        API_RUNS_LISTS,
      ),
      responses: { 200: json('RunList', 'A page of runs.'), ...errors([400, 401, 403, 429]) },
      'x-codeSamples': [curl('GET', '/api/runs?tool=sysbench&tag=version=8.4.3&sort=tps&size=20')],
    },
  },
  '/api/runs/{id}': {
    get: {
      operationId: 'getRun',
      summary: 'Get a run',
      description: `A run with its figures, parameters, tags, sources (the log lines each figure was read from), warnings, commit and branch, and links to its exports. Its big tables (intervals, operations, histogram) are not included: read them with the export. ${READ_NOTE} Nobody asking for a run that is not public gets a 401.`,
      tags: ['Runs'],
      security: READ_SECURITY,
      'x-token-scope': 'read',
      parameters: idParameter('run'),
      responses: { 200: json('RunDetail', 'The run.'), ...errors([401, 403, 404, 429]) },
      'x-codeSamples': [curl('GET', '/api/runs/12')],
    },
  },
  '/api/compare': {
    get: {
      operationId: 'compareRuns',
      summary: 'Compare runs',
      description: `The numbers the compare page shows: what differs between the runs (tags, build, host, configuration, parameters), each metric against the baseline with its change and verdict, sql-bench operations and tests, steady-state throughput and stalls, scaling and groups. ${READ_NOTE} Nobody asking for a run that is not public gets a 401.`,
      tags: ['Compare'],
      security: READ_SECURITY,
      'x-token-scope': 'read',
      parameters: parametersOf(apiCompareQuerySchema, 'query', {
        runs: `run ids, comma-separated, in the order to show them (at most ${MAX_COMPARE_RUNS})`,
        project: `compare this project's runs instead (its id): its ${MAX_PROJECT_COMPARE_RUNS} most recent, and \`project\` says how many it has`,
        baseline: 'the run the others are compared against (default: the first)',
        band: '± percent treated as noise (default 3)',
        metric: 'the figure for scaling, groups and stalls (default tps, or events/s)',
        group: 'a tag key: one group per value of it, each with its mean',
        warmup: 'seconds at the start of each run left out of steady-state figures (default 0)',
        stat: "the test between repeats of two configurations: 'mann-whitney' (default) or 'welch'",
        basis:
          "throughput as each run printed it ('summary', default) or the steady-state mean of its intervals after the warm-up MSER-5 finds ('steady')",
      }),
      responses: { 200: json('Comparison', 'The comparison.'), ...errors([400, 401, 403, 404, 429]) },
      'x-codeSamples': [curl('GET', '/api/compare?runs=12,15,16&baseline=12&band=2')],
    },
  },
  '/api/runs/{id}/export': {
    get: {
      operationId: 'exportRun',
      summary: 'Export a run',
      description: `Everything stored about a run, streamed: JSON (the run and every row of its child tables) or CSV (one table, \`part\`). Any size. ${DOWNLOAD_NOTE}`,
      tags: ['Runs'],
      security: READ_SECURITY,
      'x-token-scope': 'read',
      parameters: [
        ...idParameter('run'),
        ...parametersOf(runExportQuerySchema, 'query', {
          format: 'json (default) or csv',
          part: `csv only: ${CSV_PARTS.join(', ')} (default: operations, else intervals, else metrics). The intervals' columns are named for what they hold: sysbench fileio's readMiBPerSec, writtenMiBPerSec and fsyncsPerSec, memory's transferredMiBPerSec, in place of readsPerSec, writesPerSec and otherPerSec`,
        }),
      ],
      responses: {
        200: {
          description: 'The run, as an attachment.',
          content: {
            'application/json': { schema: { type: 'object', description: 'the run’s columns, then each child table as an array' } },
            'text/csv': { schema: { type: 'string' } },
          },
        },
        ...errors([400, 401, 403, 404, 429]),
      },
      'x-codeSamples': [curl('GET', '/api/runs/12/export?format=csv&part=intervals', { extra: ['-o run-12-intervals.csv'] })],
    },
  },
  '/api/uploads/{id}/text': {
    get: {
      operationId: 'getUploadText',
      summary: 'Download an uploaded document',
      description: `The document as stored (passwords removed), streamed. ${DOWNLOAD_NOTE}`,
      tags: ['Uploads'],
      security: READ_SECURITY,
      'x-token-scope': 'read',
      parameters: idParameter('upload'),
      responses: {
        200: { description: 'The text, as an attachment.', content: { 'text/plain': { schema: { type: 'string' } } } },
        ...errors([401, 403, 404, 429]),
      },
      'x-codeSamples': [curl('GET', '/api/uploads/7/text', { extra: ['-o upload-7.txt'] })],
    },
  },
  '/api/uploads/lookup': {
    get: {
      operationId: 'lookupUpload',
      summary: 'Find an upload by its content',
      description: `Whether this exact content (after passwords are removed and line ends normalized) was uploaded before, as the upload page checks before sending. ${DOWNLOAD_NOTE}`,
      tags: ['Uploads'],
      security: READ_SECURITY,
      'x-token-scope': 'read',
      parameters: parametersOf(fingerprintQuerySchema, 'query', {
        fingerprint: 'SHA-256 of the prepared text, 64 hex characters',
        team: 'the id of the team the upload would go to: its copy is the one answered, with its runs',
      }),
      responses: { 200: json('UploadLookup', 'Whether it exists, and its runs.'), ...errors([400, 401, 403, 429]) },
      'x-codeSamples': [curl('GET', `/api/uploads/lookup?fingerprint=${'0'.repeat(64)}`)],
    },
  },
};
