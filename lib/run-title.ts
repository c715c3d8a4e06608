// The title of a run whose log names none, made of its test (its tool when none is known), its
// concurrency in its tool's word and its file: `oltp_read_write · 16 threads (run.log)`, `tpcb · 1
// client (a.log)`. No imports: the upload form's main bundle makes it too (run-edit-title.ts), where
// the format registry and zod must not come (they come with the parsing worker). Pure.

/** `word`: what the run's tool calls its concurrency (`threads`, pgbench's `clients`). */
export function madeTitle(testOrTool: string, threads: number | undefined, word: string, fileName: string): string {
  const concurrency = threads === undefined ? '' : ` · ${threads} ${threads === 1 ? word.replace(/s$/, '') : word}`;
  return `${testOrTool}${concurrency} (${fileName})`;
}
