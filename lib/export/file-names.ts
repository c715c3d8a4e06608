// Parts of export file names (components/ui/export-name.tsx): what the file came from.

/** `runs-12-15-16`, or `runs-12-15-16-and-5-more`: a comparison's runs in a file name. */
export function runsSuffix(ids: readonly number[]): string {
  const named = ids.slice(0, 3).join('-');
  return ids.length > 3 ? `runs-${named}-and-${ids.length - 3}-more` : `runs-${named}`;
}
