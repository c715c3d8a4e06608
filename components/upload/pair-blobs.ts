// The form's side of lib/ingest/pair-files.ts: files chosen together as `run.cmd` and `run.log`
// become one file, joined byte for byte as the server and the demo loader join them, before the
// preview parses it (so its edits and fingerprint are those of what is sent). Only the command and
// the output's first three bytes are read here: the output itself is sliced, not copied.
import { commandPairs, commandPart, outputSkip } from '@/lib/ingest/pair-files';

export type Chosen = { blob: Blob; name: string };

async function joined(cmd: Blob, out: Blob): Promise<Blob | null> {
  const head = commandPart(new Uint8Array(await cmd.arrayBuffer()));
  const skip = outputSkip(new Uint8Array(await out.slice(0, 3).arrayBuffer()));
  if (head === null || skip === null) return null;
  if (head.length === 0) return out;
  return new Blob([new Uint8Array(head), '\n', out.slice(skip)]);
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
  return chosen.flatMap((c, index) => (absorbed.has(index) ? [] : [{ name: c.name, blob: blobs.get(index) ?? c.blob }]));
}
