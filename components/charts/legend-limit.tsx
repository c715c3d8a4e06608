// A chart's legend has one entry per series: past LEGEND_MAX_SERIES (a whole project compared, up to
// 200 runs) it filled the chart, hid its bars and spilled over the text below. Then there is none,
// and a line says where each series is told.

export const LEGEND_MAX_SERIES = 16;

/** Under a chart drawn without its legend: how many series, and where each is named. */
export function NoLegendNote({ series }: { series: number }) {
  if (series <= LEGEND_MAX_SERIES) return null;
  return (
    <p className="px-1 text-xs text-muted" data-no-legend>
      {series} series, too many for a legend: hover a bar or a line for its run (colours as in the runs listed above).
    </p>
  );
}
