// The answers of the endpoints that existed before the REST API (uploads, shares, lookup, health),
// as schemas for the OpenAPI document. The checks at the bottom keep them in step with the types
// those handlers answer with.
import { z } from 'zod';
import { apiSchemas } from './api-common';
import { NOT_APPLIED, type UploadFileResult } from './upload';

export const uploadFileResultSchema = z
  .discriminatedUnion('ok', [
    z.object({
      fileName: z.string(),
      ok: z.literal(true),
      uploadId: z.number().int(),
      runIds: z.array(z.number().int()).meta({ description: 'the runs stored (each at /runs/{id})' }),
      matrixIds: z.array(z.number().int()),
      configIds: z.array(z.number().int()),
      hostId: z.number().int().nullable(),
      created: z.boolean().meta({ description: 'false: this content was uploaded before; its runs are returned' }),
      restored: z.number().int().meta({ description: 'runs of an earlier upload of this content brought back from the trash' }),
      warnings: z.number().int().meta({
        description:
          'parse warnings: of the document and of its runs (lines the parser could not read, figures it doubts); each run lists its own',
      }),
      incompleteRunIds: z.array(z.number().int()).meta({
        description:
          'the runs stored whose log stops before its summary, or that failed (sysbench FATAL, pgbench aborted clients): their figures cover part of the run; each run says why in its warnings',
      }),
      repeatedOutputs: z.array(z.object({ runId: z.number().int(), sameAs: z.number().int() })).meta({
        description:
          'the runs stored whose output (the lines their figures were read from) the team had stored already under another upload, and that run (`sameAs`): the same run uploaded twice? Each says so in its warnings (naming no run), and its page’s heading names the runs its reader may open; comparisons (notCounted) and histories count one of them, and no alert is raised on the copy. A project token is told only of runs of its project',
      }),
      alerts: z
        .array(
          z.object({
            id: z.number().int(),
            runId: z.number().int(),
            metric: z.string(),
            worsePct: z
              .number()
              .optional()
              .meta({ description: 'how much worse than the baseline, in percent (only for a sender who may read runs)' }),
            summary: z.string().meta({
              description:
                'the alert in a sentence: the figure, the baseline, the threshold (an upload-only token, which may not read the runs of the baseline, gets only which figure crossed its threshold)',
            }),
            alertsUrl: z.string().meta({ description: "the project's alerts page" }),
          }),
        )
        .meta({
          description:
            "the regression alerts this upload raised on its runs (the project's thresholds, set on its alerts page), and those not yet acknowledged on runs it sent again; [] when none, each alert once per request. CI can fail the build on them (benchboard upload --fail-on-alert)",
        }),
      notApplied: z.array(z.enum(NOT_APPLIED)).optional().meta({
        description:
          'only when created is false: what this request asked for (tags, commit, branch, project, edits to runs) that was not applied, because the runs stored by the first upload of this content keep theirs (edit them on their pages or with PATCH /api/runs/{id})',
      }),
    }),
    z.object({
      fileName: z.string(),
      ok: z.literal(false),
      error: z.object({ code: z.string(), message: z.string(), line: z.number().int().optional() }),
    }),
  ])
  .meta({ description: 'What became of one uploaded file: its runs, or why it was refused.' })
  .register(apiSchemas, { id: 'UploadFileResult' });

export const uploadResultSchema = z
  .object({ results: z.array(uploadFileResultSchema) })
  .meta({ description: '201 when something new was stored, 200 when every file was known already.' })
  .register(apiSchemas, { id: 'UploadResult' });

export const shareCreatedSchema = z
  .object({ slug: z.string(), url: z.string().meta({ description: 'the share page, /s/{slug}' }) })
  .register(apiSchemas, { id: 'ShareCreated' });

export const uploadLookupSchema = z
  .object({
    exists: z.boolean(),
    upload: z
      .object({
        id: z.number().int(),
        fileName: z.string(),
        runs: z.array(z.object({ id: z.number().int(), title: z.string() })),
        team: z
          .object({ id: z.string(), name: z.string() })
          .nullable()
          .meta({ description: 'the team it was uploaded to (an upload is de-duplicated within its team only)' }),
        copies: z
          .array(
            z.object({
              uploadId: z.number().int(),
              fileName: z.string(),
              team: z.object({ id: z.string(), name: z.string() }).nullable(),
            }),
          )
          .meta({ description: 'every copy you can read, one a team: saving stores nothing new only in a team that has one' }),
      })
      .optional(),
  })
  .register(apiSchemas, { id: 'UploadLookup' });

export const healthSchema = z.object({ ok: z.literal(true) }).register(apiSchemas, { id: 'Health' });

// compile-time: the schema describes exactly what the upload route answers
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const uploadResultMatches: Same<z.infer<typeof uploadFileResultSchema>, UploadFileResult> = true;
void uploadResultMatches;
