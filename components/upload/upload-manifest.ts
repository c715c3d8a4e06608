// The manifest the upload form sends: each file's project, and the edits a person made to its
// runs — only what they changed, each edit naming its run (ordinal, tool, test, lines), the file's
// fingerprint and the parser version, so that the server puts it on that run or refuses it.
import { runIdentityOf } from '@/lib/ingest/run-identity';
import { PARSER_VERSION } from '@/lib/parsers/version';
import type { UploadManifestInput } from '@/lib/schemas/upload';
import { type PreparedFile, tagsText } from './prepare-file';

type FileInput = NonNullable<UploadManifestInput['files']>[number];
type EditInput = NonNullable<FileInput['runs']>[number];

/** The runs' edits that change something, with the run each is for. */
function editsOf(file: Pick<PreparedFile, 'result' | 'plan' | 'edits' | 'shownTags'>): EditInput[] {
  return file.edits.flatMap((e, i) => {
    const run = file.result.runs[i];
    const planned = file.plan.runs[i];
    if (!run || !planned) return [];
    const changed = {
      ...(e.title !== planned.title ? { title: e.title } : {}),
      ...(e.tags !== (file.shownTags[i] ?? tagsText(planned.tags)) ? { tags: e.tags } : {}),
      ...(e.projectName.trim() ? { projectName: e.projectName.trim() } : {}),
      ...(e.hostId !== undefined ? { hostId: e.hostId } : {}),
      ...(e.serverBuildId !== undefined ? { serverBuildId: e.serverBuildId } : {}),
      ...(e.configId !== undefined ? { configId: e.configId } : {}),
    };
    return Object.keys(changed).length === 0 ? [] : [{ run: runIdentityOf(run, i), ...changed }];
  });
}

export function uploadManifest(
  files: Pick<PreparedFile, 'name' | 'projectName' | 'fingerprint' | 'result' | 'plan' | 'edits' | 'shownTags'>[],
  team: string | undefined,
): UploadManifestInput {
  return {
    ...(team ? { team } : {}),
    files: files.map((f) => {
      const runs = editsOf(f);
      return {
        name: f.name,
        ...(f.projectName ? { projectName: f.projectName } : {}),
        ...(runs.length > 0 ? { fingerprint: f.fingerprint, parserVersion: PARSER_VERSION, runs } : {}),
      };
    }),
  };
}
