// Builds a manifest file entry as the upload form does (components/upload/upload-manifest.ts): the
// browser's own parse of the bytes names each edited run, the fingerprint and the parser version.
import { parsePrepared, prepareUploadText } from '../../lib/ingest/prepare';
import { runIdentityOf } from '../../lib/ingest/run-identity';
import { PARSER_VERSION } from '../../lib/parsers';

/** `E`: an edit as the manifest's parsed type has it (for ingestFiles) or as it is sent (tags as text). */
export async function editedFile<E extends object>(name: string, bytes: Uint8Array, edits: Record<number, E>, projectName?: string) {
  const prepared = await prepareUploadText({ bytes });
  const { runs } = parsePrepared(prepared, name);
  return {
    name,
    ...(projectName ? { projectName } : {}),
    fingerprint: prepared.fingerprint,
    parserVersion: PARSER_VERSION,
    runs: Object.entries(edits).map(([ordinal, edit]) => {
      const run = runs[Number(ordinal)];
      if (!run) throw new Error(`the test edits run ${ordinal}, which the parse does not find`);
      return { run: runIdentityOf(run, Number(ordinal)), ...edit };
    }),
  };
}
