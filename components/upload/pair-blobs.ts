// The form's side of lib/ingest/pair-files.ts: files chosen together as `run.cmd` and `run.log`
// become one file, joined byte for byte as the server and the demo loader join them, before the
// preview parses it (so its edits and fingerprint are those of what is sent). Only the command and
// the output's first three bytes are read here: the output itself is sliced, not copied.
import { commandPairs, commandPart, outputSkip } from '@/lib/ingest/pair-files';

/** A file to preview; `joined` when it is a command and its output made one. */
export type Chosen = { blob: Blob; name: string; joined?: boolean };

async function joined(cmd: Blob, out: Blob): Promise<Blob | null> {
  const head = commandPart(new Uint8Array(await cmd.arrayBuffer()));
  const skip = outputSkip(new Uint8Array(await out.slice(0, 3).arrayBuffer()));
  if (head === null || skip === null) return null;
  if (head.length === 0) return out;
  return new Blob([new Uint8Array(head), '\n', out.slice(skip)]);
}

/**
 * Of the files already listed, those that pair with one chosen now (run.log listed, run.cmd chosen
 * after it, or the other way round): they are prepared again, joined. A file that is a join
 * already is not joined twice.
 */
export function listedPartners<T extends Chosen>(listed: readonly T[], chosen: readonly Chosen[]): T[] {
  const names = chosen.map((c) => c.name);
  return listed.filter((file) => {
    if (file.joined) return false;
    return [...commandPairs([file.name, ...names])].some(([output, command]) => output === 0 || command === 0);
  });
}

export async function pairChosenFiles(chosen: readonly Chosen[]): Promise<Chosen[]> {
  const pairs = commandPairs(chosen.map((c) => c.name));
  if (pairs.size === 0) return [...chosen];
  const blobs = new Map<number, Blob>();
  const absorbed = new Set<number>();
  for (const [output, command] of pairs) {
    const [out, cmd] = [chosen[output], chosen[command]];
    const blob = out && cmd ? await joined(cmd.blob, out.blob) : null;
    if (!blob) continue;
    blobs.set(output, blob);
    absorbed.add(command);
  }
  return chosen.flatMap((c, index) => {
    if (absorbed.has(index)) return [];
    const blob = blobs.get(index);
    return [blob ? { name: c.name, blob, joined: true } : c];
  });
}
