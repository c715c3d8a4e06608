// The form's side of lib/ingest/pair-files.ts: files chosen together as `run.cmd` and `run.log`
// become one file, joined byte for byte as the server would join them, before the preview parses
// it (so its edits and fingerprint are those of what is sent). Only a pair's bytes are read here.
import { commandPairs, joinCommandAndOutput } from '@/lib/ingest/pair-files';

export type Chosen = { blob: Blob; name: string };

export async function pairChosenFiles(chosen: readonly Chosen[]): Promise<Chosen[]> {
  const pairs = commandPairs(chosen.map((c) => c.name));
  if (pairs.size === 0) return [...chosen];
  const joined = new Map<number, Blob>();
  const absorbed = new Set<number>();
  for (const [output, command] of pairs) {
    const [out, cmd] = [chosen[output], chosen[command]];
    if (!out || !cmd) continue;
    const bytes = joinCommandAndOutput(new Uint8Array(await cmd.blob.arrayBuffer()), new Uint8Array(await out.blob.arrayBuffer()));
    if (!bytes) continue;
    joined.set(output, new Blob([bytes]));
    absorbed.add(command);
  }
  return chosen.flatMap((c, index) => (absorbed.has(index) ? [] : [{ name: c.name, blob: joined.get(index) ?? c.blob }]));
}
