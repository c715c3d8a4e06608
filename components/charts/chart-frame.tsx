'use client';

import { type ReactNode, useRef } from 'react';

/** Copies the computed colours into the SVG so the file looks like the screen outside the page. */
function inlineStyles(source: SVGSVGElement): SVGSVGElement {
  const clone = source.cloneNode(true) as SVGSVGElement;
  const from = source.querySelectorAll('*');
  const to = clone.querySelectorAll('*');
  from.forEach((el, i) => {
    const target = to[i] as SVGElement | undefined;
    if (!target) return;
    const cs = getComputedStyle(el);
    for (const prop of ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'font-size', 'font-family', 'opacity']) {
      const value = cs.getPropertyValue(prop);
      if (value) target.setAttribute(prop, value);
    }
  });
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const { width, height } = source.getBoundingClientRect();
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  bg.setAttribute('width', '100%');
  bg.setAttribute('height', '100%');
  bg.setAttribute('fill', '#ffffff');
  clone.insertBefore(bg, clone.firstChild);
  return clone;
}

function download(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
}

/** A chart with a title and SVG / PNG export of exactly what is drawn. */
export function ChartFrame({
  title,
  fileName,
  children,
  caption,
}: {
  title: string;
  fileName: string;
  children: ReactNode;
  caption?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const svg = () => ref.current?.querySelector('svg[data-chart-surface], svg.recharts-surface') as SVGSVGElement | null;
  const exportSvg = () => {
    const el = svg();
    if (!el) return;
    const text = new XMLSerializer().serializeToString(inlineStyles(el));
    download(URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' })), `${fileName}.svg`);
  };
  const exportPng = () => {
    const el = svg();
    if (!el) return;
    const text = new XMLSerializer().serializeToString(inlineStyles(el));
    const { width, height } = el.getBoundingClientRect();
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = width * 2;
      canvas.height = height * 2;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.scale(2, 2);
      ctx.drawImage(img, 0, 0, width, height);
      download(canvas.toDataURL('image/png'), `${fileName}.png`);
    };
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  };
  return (
    <figure className="mb-5 rounded-lg border border-line bg-panel" data-chart={fileName}>
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
