// What the browser does with a dropped file before anything is sent: decode, remove secrets,
// parse, plan (titles, tags) and fingerprint — with the same code the server runs, in a Web
// Worker so that a 50 MB log does not freeze the page (on the main thread where workers fail).
import type { Headline } from '@/lib/format';
import type { IngestPlan } from '@/lib/ingest/plan';
import type { FileResult } from '@/lib/parsers/types';
import { type Tags, tagsToText } from '@/lib/tags';
import type { ParseReply, PreparedBytes, TestHint } from './prepare-bytes';

export type RunEdit = {
  title: string;
  /** the title is the one made of the run's test, concurrency and file, and follows its tags (run-edit-title.ts) */
  titleFollowsTags: boolean;
  tags: string;
  projectName: string;
  hostId: number | null | undefined;
  serverBuildId: number | null | undefined;
  configId: number | null | undefined;
};

/** Tags as the form's text box shows them: one `key=value` a line. */
export const tagsText = (tags: Tags): string => tagsToText(tags).replace(/, /g, '\n');

export type PreparedFile = {
  key: string;
  name: string;
  size: number;
  blob: Blob;
  encoding: string;
  result: FileResult;
  plan: IngestPlan;
  fingerprint: string;
  /** each run's headline, as the worker computed it */
  headlines: Headline[];
  /** what each run's concurrency is called (`threads`, pgbench's `clients`: the upload preview read "Threads 4" for `-c 4`) */
  concurrency: string[];
  /** the test each run's file name names where its log names none: the preview offers `test=` (a DBA's pass: mutex and threads logs looked alike) */
  testHints: (TestHint | null)[];
  /**
   * each run's tags as its box shows them before an edit: in the run's own words, as its page does
   * (a pgbench run's box read `threads=4`, which the server takes for -j and refuses)
   */
  shownTags: string[];
  edits: RunEdit[];
  projectName: string;
  existing: ExistingUpload | null;
  /** a command and its output chosen together, made one file (pair-blobs.ts) */
  joined?: boolean;
};

/** The same content uploaded before (lookup: the copy in the destination team when it is there), and every team's copy. */
export type ExistingUpload = {
  id: number;
  fileName: string;
  runs: { id: number; title: string }[];
  team: { id: string; name: string } | null;
  copies: { uploadId: number; fileName: string; team: { id: string; name: string } | null }[];
};

/** Was this content uploaded before: in `team` (where saving would de-duplicate it), else in another team? */
async function lookupExisting(fingerprint: string, team: string | undefined): Promise<ExistingUpload | null> {
  try {
    const query = new URLSearchParams({ fingerprint, ...(team ? { team } : {}) });
    const response = await fetch(`/api/uploads/lookup?${query}`);
    const body = (await response.json()) as { exists: boolean; upload?: ExistingUpload };
    return body.exists && body.upload ? body.upload : null;
  } catch {
    // the preview works offline too; the server de-duplicates anyway
    return null;
  }
}

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, (reply: ParseReply) => void>();

function parseWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<ParseReply>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    });
    worker.addEventListener('error', () => {
      // a worker that cannot start: everything waiting, and everything after, parses here
      worker = null;
      for (const [id, resolve] of pending) resolve({ id, ok: false, message: 'worker failed' });
      pending.clear();
    });
  } catch {
    worker = null;
  }
  return worker;
}

/** Where no worker runs: the parser loaded on demand (it is not part of the page's first load). */
async function prepareHere(blob: Blob, name: string): Promise<PreparedBytes> {
  const { prepareBytes } = await import('./prepare-bytes');
  return prepareBytes(await blob.arrayBuffer(), name);
}

async function prepareOffThread(blob: Blob, name: string): Promise<PreparedBytes> {
  const w = parseWorker();
  if (!w) return prepareHere(blob, name);
  const bytes = await blob.arrayBuffer();
  const id = nextId++;
  const reply = await new Promise<ParseReply>((resolve) => {
    pending.set(id, resolve);
    w.postMessage({ id, bytes, name }, [bytes]);
  });
  if (reply.ok) return reply.prepared;
  if (reply.message === 'worker failed') return prepareHere(blob, name);
  throw new Error(reply.message);
}

export async function prepareFile(blob: Blob, name: string, key: string, team?: string): Promise<PreparedFile> {
  const { encoding, result, plan, fingerprint, headlines, typedTags, concurrency, testHints } = await prepareOffThread(blob, name);
  const shownTags = plan.runs.map((r, i) => tagsText(typedTags[i] ?? r.tags));
  const existing = await lookupExisting(fingerprint, team);
  return {
    key,
    name,
    size: blob.size,
    blob,
    encoding,
    result,
    plan,
    fingerprint,
    headlines,
    concurrency,
    testHints,
    shownTags,
    existing,
    projectName: '',
    edits: plan.runs.map((r, i) => ({
      title: r.title,
      titleFollowsTags: !r.parsed.title,
      tags: shownTags[i] ?? tagsText(r.tags),
      projectName: '',
      hostId: undefined,
      serverBuildId: undefined,
      configId: undefined,
    })),
  };
}
