/** Series colours (Okabe–Ito, colour-blind safe), the same as --series-N in globals.css. */
export const SERIES_COLORS = [
  'var(--series-1)',
  'var(--series-2)',
  'var(--series-3)',
  'var(--series-4)',
  'var(--series-5)',
  'var(--series-6)',
  'var(--series-7)',
  'var(--series-8)',
];

/**
 * Past the palette's eight colours a series repeats a colour: it is told apart by its line (dashed)
 * or its bar (light, outlined), never left to look like the run eight places before it.
 */
export function seriesRepeatsColor(index: number): boolean {
  return index >= SERIES_COLORS.length;
}

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] as string;
}
