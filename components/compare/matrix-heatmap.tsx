'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { type MatrixCell, matrixMeans, ratioSides } from '@/lib/compare/matrix';
import type { MatrixQuery } from '@/lib/schemas/matrix';
import type { Overrides } from '@/lib/url-state/define';
import { matrixUrl } from '@/lib/url-state/matrix';
import { MatrixNoteForm } from './matrix-note-form';
import { TableExport } from './table-export';

type Props = {
  rows: string[];
  columns: string[];
  cells: MatrixCell[][];
  caption: string;
  rowLabel: string;
  columnLabel: string;
  /** is A/B above 100 good news (throughput) or bad (latency)? */
  higherIsBetter: boolean;
  /** the page's URL state: exclusions and notes written in the view live in it */
  state: MatrixQuery;
  readOnly?: boolean;
};

const CELL_W = 74;
const CELL_H = 28;
const LABEL_W = 150;
/** A footnote's line under the table. */
const FOOTNOTE_H = 16;

/** Text on a tinted cell: the tints are light in both themes (an empty cell takes the theme's chip colour). */
const CELL_INK = '#0f172a';

function colour(value: number | null, higherIsBetter: boolean, excluded: boolean): string {
  if (value === null || excluded) return 'var(--color-chip)';
  const strength = Math.min(1, Math.abs(Math.log(value / 100)) / Math.log(1.6));
  const good = value >= 100 === higherIsBetter;
  const [r, g, b] = good ? [21, 128, 61] : [185, 28, 28];
  const mix = (c: number) => Math.round(255 - (255 - c) * (0.15 + 0.6 * strength));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/** A figure of the table as it prints it (two decimals: `181.50`), or blank. */
const printedCell = (value: number | null) => (value === null ? null : value.toFixed(2));

/** The A/B × 100 matrix as a heatmap with geometric means; click a cell to leave it out of the means. */
export function MatrixHeatmap({ rows, columns, cells, caption, rowLabel, columnLabel, higherIsBetter, state, readOnly = false }: Props) {
  const router = useRouter();
  const excludedKeys = useMemo(() => new Set(state.exclude ?? []), [state.exclude]);
  // a cell carries its note's exclusion (seed 003's glitch) unless the URL says otherwise
  const overrides = state.exclude !== undefined;
  // notes written in this view live in the URL too: note=<row>:<column>:<text>, repeatable
  const urlNotes = useMemo(() => notesFromParams(state.note ?? []), [state.note]);
  const effective = cells.map((row, r) =>
    row.map((c, j) => {
      const key = `${rows[r]}:${columns[j]}`;
      return { ...c, note: urlNotes.get(key) ?? c.note, excluded: overrides ? excludedKeys.has(key) : c.excluded };
    }),
  );
  const setParams = (changes: Overrides<typeof matrixUrl.params>) => router.replace(matrixUrl.href(state, changes), { scroll: false });
  const means = matrixMeans({ rows, columns, cells: effective });
  const toggle = (r: number, j: number) => {
    if (readOnly) return;
    const current = new Set(effective.flatMap((row, ri) => row.flatMap((c, ji) => (c.excluded ? [`${rows[ri]}:${columns[ji]}`] : []))));
    const key = `${rows[r]}:${columns[j]}`;
    if (current.has(key)) current.delete(key);
    else current.add(key);
    setParams({ exclude: [...current] });
  };
  const width = LABEL_W + (columns.length + 1) * CELL_W;
  // under the table, in the drawing (its SVG and PNG carry them): what hatching means, and each note
  const footnotes = [
    ...(effective.flat().some((c) => c.excluded) ? ['Hatched cells are left out of the geometric means.'] : []),
    ...effective.flatMap((row, r) => row.flatMap((c, j) => (c.note ? [`† ${rows[r]} / ${columns[j]}: ${c.note}`] : []))),
  ];
  const tableHeight = (rows.length + 2) * CELL_H + 24;
  const height = tableHeight + (footnotes.length > 0 ? 8 + footnotes.length * FOOTNOTE_H : 0);
  const text = (v: number | null) => (v === null ? '—' : v.toFixed(2));
  // the table as it is shown (a DBA's pass: a long list of row, column, value had no axis names and
  // no geomeans): a row per test, a column per count named by its axis, the figures as the table
  // prints them, the geomeans, and which cells are left out of them and why
  const rowKey = rowLabel || 'row';
  const columnKey = (column: string) => `${columnLabel ? `${columnLabel} ` : ''}${column}`;
  const exportRows = [
    ...rows.map((row, r) => ({
      [rowKey]: row,
      ...Object.fromEntries(columns.map((column, j) => [columnKey(column), printedCell(effective[r]?.[j]?.value ?? null)])),
      geomean: printedCell(means.rowMeans[r] ?? null),
      left_out: columns.filter((_, j) => effective[r]?.[j]?.excluded).join(' '),
      notes: columns.flatMap((column, j) => (effective[r]?.[j]?.note ? [`${column}: ${effective[r]?.[j]?.note}`] : [])).join('; '),
    })),
    {
      [rowKey]: 'geomean',
      ...Object.fromEntries(columns.map((column, j) => [columnKey(column), printedCell(means.columnMeans[j] ?? null)])),
      geomean: printedCell(means.overall),
      left_out: '',
      notes: '',
    },
  ];
  // the two sides as the table's caption names them (`MariaDB q/s / MySQL q/s * 100`), else A and B
  const sides = ratioSides(caption) ?? { a: 'A', b: 'B' };
  return (
    <ChartFrame
      title={caption}
      fileName="ratio-matrix"
      caption={
        <>
          Cells: {sides.a} / {sides.b} × 100 ({higherIsBetter ? 'above' : 'below'} 100 is better for {sides.a}). Geometric means leave out
          excluded cells (hatched).{readOnly ? '' : ' Click a cell to exclude or include it.'}
        </>
      }
    >
      <div className="flex justify-end px-2">
        <TableExport rows={exportRows} fileName="ratio-matrix" />
      </div>
      <div className="scroll-hint overflow-x-auto">
        <svg
          data-chart-surface
          width={width}
          height={height}
          role="img"
          aria-label={caption}
          fontFamily="ui-sans-serif, system-ui, sans-serif"
          fontSize={12}
          fill="var(--color-ink)"
        >
          <defs>
            <pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line x1="0" y1="0" x2="0" y2="6" stroke="var(--color-faint)" strokeWidth="1.5" />
            </pattern>
          </defs>
          <text x={LABEL_W + (columns.length * CELL_W) / 2} y={14} textAnchor="middle" fill="var(--color-muted)">
            {columnLabel}
          </text>
          <text x={4} y={24 + CELL_H * 0.65} fill="var(--color-muted)">
            {rowLabel}
          </text>
          {columns.map((c, j) => (
            <text key={c} x={LABEL_W + j * CELL_W + CELL_W / 2} y={24 + CELL_H * 0.65} textAnchor="middle" fontWeight={600}>
              {c}
            </text>
          ))}
          <text x={LABEL_W + columns.length * CELL_W + CELL_W / 2} y={24 + CELL_H * 0.65} textAnchor="middle" fontWeight={600}>
            geomean
          </text>
          {rows.map((row, r) => {
            const y = 24 + (r + 1) * CELL_H;
            return (
              <g key={row}>
                <text x={4} y={y + CELL_H * 0.65}>
                  {row}
                </text>
                {columns.map((column, j) => {
                  const cell = effective[r]?.[j] as MatrixCell;
                  const x = LABEL_W + j * CELL_W;
                  return (
                    // biome-ignore lint/a11y/noStaticElementInteractions: SVG cells; the same toggle is available via the exclude URL parameter
                    <g
                      key={column}
                      onClick={() => toggle(r, j)}
                      style={{ cursor: readOnly ? 'default' : 'pointer' }}
                      data-cell={`${row}:${column}`}
                      data-excluded={cell.excluded}
                    >
                      <title>{`${row} / ${column}: ${text(cell.value)}${cell.note ? ` — ${cell.note}` : ''}${cell.excluded ? ' (excluded from the means)' : ''}`}</title>
                      <rect
                        x={x + 1}
                        y={y + 1}
                        width={CELL_W - 2}
                        height={CELL_H - 2}
                        fill={colour(cell.value, higherIsBetter, cell.excluded)}
                      />
                      {cell.excluded ? <rect x={x + 1} y={y + 1} width={CELL_W - 2} height={CELL_H - 2} fill="url(#hatch)" /> : null}
                      <text
                        x={x + CELL_W / 2}
                        y={y + CELL_H * 0.65}
                        textAnchor="middle"
                        className="num"
                        fill={cell.value === null || cell.excluded ? 'var(--color-ink)' : CELL_INK}
                      >
                        {text(cell.value)}
                        {cell.note ? ' †' : ''}
                      </text>
                    </g>
                  );
                })}
                <text
                  x={LABEL_W + columns.length * CELL_W + CELL_W / 2}
                  y={y + CELL_H * 0.65}
                  textAnchor="middle"
                  fontWeight={600}
                  data-row-mean={row}
                >
                  {text(means.rowMeans[r] ?? null)}
                </text>
              </g>
            );
          })}
          <text x={4} y={24 + (rows.length + 1) * CELL_H + CELL_H * 0.65} fontWeight={600}>
            geomean
          </text>
          {columns.map((c, j) => (
            <text
              key={c}
              x={LABEL_W + j * CELL_W + CELL_W / 2}
              y={24 + (rows.length + 1) * CELL_H + CELL_H * 0.65}
              textAnchor="middle"
              fontWeight={600}
              data-column-mean={c}
            >
              {text(means.columnMeans[j] ?? null)}
            </text>
          ))}
          <text
            x={LABEL_W + columns.length * CELL_W + CELL_W / 2}
            y={24 + (rows.length + 1) * CELL_H + CELL_H * 0.65}
            textAnchor="middle"
            fontWeight={700}
            data-overall-mean
          >
            {text(means.overall)}
          </text>
          {footnotes.length > 0 ? (
            <g aria-label="Cell notes" fill="var(--color-muted)" fontSize={11}>
              {footnotes.map((note, k) => (
                <text key={note} x={4} y={tableHeight + 8 + (k + 0.75) * FOOTNOTE_H}>
                  {note.length > width / 6 ? `${note.slice(0, Math.floor(width / 6) - 1)}…` : note}
                  <title>{note}</title>
                </text>
              ))}
            </g>
          ) : null}
        </svg>
      </div>
      {readOnly ? null : (
        <MatrixNoteForm
          rows={rows}
          columns={columns}
          onAdd={(row, column, text) =>
            setParams({ note: [...(state.note ?? []).filter((n) => !n.startsWith(`${row}:${column}:`)), `${row}:${column}:${text}`] })
          }
        />
      )}
    </ChartFrame>
  );
}

function notesFromParams(values: string[]): Map<string, string> {
  const notes = new Map<string, string>();
  for (const v of values) {
    const [row, column, ...text] = v.split(':');
    if (row && column && text.length) notes.set(`${row}:${column}`, text.join(':'));
  }
  return notes;
}
