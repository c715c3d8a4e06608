import { z } from 'zod';
import { queryNumber, withDefault } from './query';
import { tagsTextSchema } from './run-edit';

const nullableId = z.number().int().positive().nullable().optional();

// The manifest's objects are strict: a key it does not know (`tag` for `tags`, `project` for
// `projectName`) is refused with its name, never dropped while the upload is stored without it.

/** Which run an edit is for (lib/ingest/run-identity.ts): as the browser's parse found it. */
export const runIdentitySchema = z.strictObject({
  ordinal: z.number().int().min(0).max(1_000_000),
  tool: z.string().min(1).max(40),
  test: z.string().max(500).nullable(),
  lines: z.tuple([z.number().int().min(1), z.number().int().min(1)]),
});

/** One run's edits from the upload form, with the run they were made for. */
export const runOverrideSchema = z.strictObject({
  run: runIdentitySchema,
  title: z.string().trim().max(300).optional(),
  /** tags as the user typed them (`key=value` lines) */
  tags: tagsTextSchema.optional(),
  notes: z.string().max(10_000).optional(),
  hostId: nullableId,
  serverBuildId: nullableId,
  configId: nullableId,
  projectName: z.string().trim().max(200).optional(),
});

const fingerprint = z.string().regex(/^[0-9a-f]{64}$/, 'a fingerprint is 64 hex digits (SHA-256)');

const manifestFileSchema = z
  .strictObject({
    name: z.string().min(1).max(300),
    projectName: z.string().trim().max(200).optional(),
    /** what the edits were made for: the file's fingerprint and the parser version that read it */
    fingerprint: fingerprint.optional(),
    parserVersion: z.number().int().min(1).optional(),
    runs: z.array(runOverrideSchema).max(10_000).default([]),
  })
  .superRefine((file, ctx) => {
    if (file.runs.length > 0 && (file.fingerprint === undefined || file.parserVersion === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['fingerprint'],
        message: `${file.name}: edits to runs name the file's fingerprint and the parser version they were made with`,
      });
  });

export const uploadManifestSchema = z.strictObject({
  /** the team to store it for (id or slug): needed when the sender belongs to several */
  team: z.string().trim().min(1).max(100).optional(),
  /** what CI benchmarked, stored on every run: a commit id and a branch */
  commit: z
    .string()
    .regex(/^[\w.-]{1,100}$/, 'a commit is letters, digits, . _ -')
    .optional(),
  branch: z
    .string()
    .regex(/^[\w./-]{1,200}$/, 'a branch is letters, digits, . _ - /')
    .optional(),
  /** tags added to every run (key=value lines) */
  tags: tagsTextSchema.optional(),
  /**
   * the host, server build and configuration of every run (unless a run's own edit chooses): each
   * by its id (`12`, `#12`) or its name in the team (a build as its runs' pages describe it,
   * `MariaDB 10.11.19 InnoDB`); lib/db/upload-context.ts reads them
   */
  host: z.string().trim().min(1).max(200).optional(),
  build: z.string().trim().min(1).max(200).optional(),
  config: z.string().trim().min(1).max(300).optional(),
  /** the project of every file's runs, unless the file's entry names its own */
  projectName: z.string().trim().min(1).max(200).optional(),
  /**
   * a `.cmd` sent with its output (run.cmd, run.log) is joined to it, command first, and stored as
   * one log (lib/ingest/pair-files.ts): the CLI asks; the form joins before its preview and does not
   */
  pairCommands: z.boolean().optional(),
  /** per-file edits, each for the file of its `name` (lib/ingest/manifest-entries.ts); none when left out */
  files: z.array(manifestFileSchema).max(100).default([]),
});

export type UploadManifest = z.infer<typeof uploadManifestSchema>;
export type UploadManifestInput = z.input<typeof uploadManifestSchema>;

export const fingerprintQuerySchema = z.object({
  fingerprint,
  /** the team the upload would go to: its own copy is the one answered, when there is one */
  team: z.string().max(100).optional(),
});

/** What a request can ask of its runs besides their content: kept by the first upload of that content only. */
export const NOT_APPLIED = ['tags', 'commit', 'branch', 'project', 'host', 'build', 'config', 'edits'] as const;
export type NotApplied = (typeof NOT_APPLIED)[number];

/** A regression alert an upload raised, as its answer reports it: enough for CI to fail the build and say why. */
export type RaisedAlert = {
  id: number;
  runId: number;
  metric: string;
  /** how much worse than the baseline; left out for a sender who may not read the baseline's runs */
  worsePct?: number;
  summary: string;
  alertsUrl: string;
};

export type UploadFileResult =
  | {
      fileName: string;
      ok: true;
      uploadId: number;
      runIds: number[];
      matrixIds: number[];
      configIds: number[];
      hostId: number | null;
      created: boolean;
      /** runs of an earlier upload of the same content brought back from the trash */
      restored: number;
      warnings: number;
      /** the runs stored that stop before their summary or failed (each says why in its warnings) */
      incompleteRunIds: number[];
      /** runs stored whose output the team had stored already under another upload (`sameAs`): the same run twice? */
      repeatedOutputs: { runId: number; sameAs: number }[];
      /** content uploaded before: what this request asked for that its stored runs did not take */
      notApplied?: NotApplied[];
      /** the regression alerts this upload raised on its runs (its project's thresholds) */
      alerts: RaisedAlert[];
    }
  | { fileName: string; ok: false; error: { code: string; message: string; line?: number } };

/** The upload page's document window: `?from=` the first line shown (1-based). */
export const documentWindowQuerySchema = z.object({ from: withDefault(queryNumber(1, 1_000_000_000, { integer: true }), 1) });
