'use client';

import { type ReactNode, useRef } from 'react';
import { useExportName } from '../ui/export-name';
import { composeChart, renderPng } from './chart-export';

function download(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
}

/** A chart with a title and SVG / PNG export of what is drawn: title, chart and legend (chart-export.ts). */
export function ChartFrame({
  title,
  exportTitle = title,
  exportSubtitle,
  fileName,
  children,
  caption,
}: {
  title: string;
  /** the title drawn in its SVG and PNG, when the page's heading says what the image alone would not (which run) */
  exportTitle?: string;
  /** a line under it in the image: what its runs share (the benchmark, threads, build, host), wrapped to its width */
  exportSubtitle?: string;
  fileName: string;
  children: ReactNode;
  caption?: ReactNode;
}) {
  const downloadName = useExportName(fileName);
  const frameRef = useRef<HTMLElement>(null);
  const ref = useRef<HTMLDivElement>(null);
  const compose = () => (frameRef.current && ref.current ? composeChart(frameRef.current, ref.current, exportTitle, exportSubtitle) : null);
  const exportSvg = () => {
    const chart = compose();
    if (!chart) return;
    download(URL.createObjectURL(new Blob([chart.svg], { type: 'image/svg+xml' })), `${downloadName}.svg`);
  };
  const exportPng = () => {
    const chart = compose();
    if (!chart) return;
    renderPng(chart).then(
      (href) => download(href, `${downloadName}.png`),
      (error: unknown) => console.error(error),
    );
  };
  return (
    <figure
      ref={frameRef}
      className="mb-5 rounded-lg border border-line bg-panel"
      data-chart={fileName}
      data-export-title={exportTitle}
      data-export-subtitle={exportSubtitle}
    >
      <figcaption className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
        <span className="text-sm font-semibold">{title}</span>
        <span className="flex gap-2 text-xs">
          <button type="button" onClick={exportSvg} className="text-muted hover:text-ink">
            SVG
          </button>
          <button type="button" onClick={exportPng} className="text-muted hover:text-ink">
            PNG
          </button>
        </span>
      </figcaption>
      <div ref={ref} className="px-2 py-3">
        {children}
      </div>
      {caption ? <div className="px-4 pb-3 text-xs text-muted">{caption}</div> : null}
    </figure>
  );
}
