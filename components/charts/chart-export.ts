// A chart's export as the reader sees it: one standalone SVG with the frame's title, every chart
// surface and the legend (Recharts draws its legend as HTML next to the SVG, each entry with its
// own tiny <svg> icon — exporting "the first svg" gave a 28×28 legend square), each part placed
// where it is on the screen. PNG is that SVG drawn on a canvas at 2×.

const SVG_NS = 'http://www.w3.org/2000/svg';
const STYLE_PROPS = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'fill-opacity',
  'font-size',
  'font-family',
  'font-weight',
  'opacity',
];
const TITLE_BAND = 32;
const PAD = 8;
/** Surfaces that belong to a legend entry, not to the chart. */
const LEGEND = '.recharts-legend-wrapper, .recharts-legend-item, [data-legend-item]';

export type ComposedChart = { svg: string; width: number; height: number };

/** Characters XML 1.0 does not allow anywhere, even escaped (C0 controls but tab, newline and return). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function element<K extends keyof SVGElementTagNameMap>(name: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, String(value));
  return el;
}

/** A copy of `source` with its computed colours written in, so it looks the same outside the page. */
function withStyles<T extends Element>(source: T): T {
  const clone = source.cloneNode(true) as T;
  const from = [source, ...source.querySelectorAll('*')];
  const to = [clone, ...clone.querySelectorAll('*')];
  from.forEach((el, i) => {
    const target = to[i];
    if (!target) return;
    const style = getComputedStyle(el);
    for (const prop of STYLE_PROPS) {
      const value = style.getPropertyValue(prop);
      if (value) target.setAttribute(prop, value);
    }
    target.removeAttribute('class');
    target.removeAttribute('style');
  });
  return clone;
}

function text(content: string, x: number, y: number, from: Element, extra: Record<string, string | number> = {}): SVGTextElement {
  const style = getComputedStyle(from);
  const el = element('text', {
    x,
    y,
    'dominant-baseline': 'middle',
    fill: style.color,
    'font-size': style.fontSize,
    'font-family': style.fontFamily,
    'font-weight': style.fontWeight,
    ...extra,
  });
  el.textContent = content;
  return el;
}

/** The chart surfaces of a frame: Recharts' main SVGs and our own (the matrix), never legend icons. */
export function chartSurfaces(content: HTMLElement): SVGSVGElement[] {
  return [...content.querySelectorAll<SVGSVGElement>('svg[data-chart-surface], svg.recharts-surface')].filter(
    (svg) => !svg.closest(LEGEND) && !svg.parentElement?.closest('svg'),
  );
}

/** A subtitle's line height, and the width of one of its characters as an estimate for wrapping (12 px text). */
const SUBTITLE_LINE = 16;
const SUBTITLE_CHAR = 6.6;

/** `text` in lines of at most `chars` characters, broken after ` · ` or a space where it can be. */
export function wrapLine(text: string, chars: number): string[] {
  const lines: string[] = [];
  let rest = text.trim();
  while (rest.length > chars) {
    const separator = rest.lastIndexOf(' · ', chars - 2);
    const cut = separator > 0 ? separator : rest.lastIndexOf(' ', chars);
    const at = cut > 0 ? cut : chars;
    lines.push(rest.slice(0, at).trimEnd());
    rest = rest
      .slice(at)
      .replace(/^ ?· ?/, '')
      .trimStart();
  }
  if (rest) lines.push(rest);
  return lines;
}

/** Title (and a subtitle wrapped to the width), surfaces and legend entries of `content` composed into one SVG document. */
export function composeChart(frame: HTMLElement, content: HTMLElement, title: string, subtitle?: string): ComposedChart | null {
  const surfaces = chartSurfaces(content);
  if (!surfaces.length) return null;
  const box = content.getBoundingClientRect();
  const width = Math.ceil(box.width);
  const sublines = subtitle ? wrapLine(subtitle, Math.max(20, Math.floor((width - 2 * PAD) / SUBTITLE_CHAR))) : [];
  const band = TITLE_BAND + sublines.length * SUBTITLE_LINE;
  const height = Math.ceil(box.height) + band;
  const root = element('svg', { xmlns: SVG_NS, width, height, viewBox: `0 0 ${width} ${height}` });
  root.appendChild(element('rect', { width: '100%', height: '100%', fill: getComputedStyle(frame).backgroundColor || '#ffffff' }));
  const heading = frame.querySelector('figcaption span') ?? frame;
  root.appendChild(text(title, PAD, TITLE_BAND / 2, heading, { 'font-weight': 600 }));
  sublines.forEach((line, i) => {
    root.appendChild(
      text(line, PAD, TITLE_BAND - 4 + i * SUBTITLE_LINE + SUBTITLE_LINE / 2, heading, { 'font-weight': 400, 'font-size': 12 }),
    );
  });
  const at = (el: Element) => {
    const r = el.getBoundingClientRect();
    return { x: r.left - box.left, y: r.top - box.top + band, width: r.width, height: r.height };
  };
  for (const surface of surfaces) {
    const place = at(surface);
    const copy = withStyles(surface);
    for (const [key, value] of Object.entries(place)) copy.setAttribute(key, String(value));
    root.appendChild(copy);
  }
  for (const item of content.querySelectorAll<HTMLElement>('.recharts-legend-item, [data-legend-item]')) {
    const icon = item.querySelector('svg');
    if (icon) {
      const place = at(icon);
      const copy = withStyles(icon);
      for (const [key, value] of Object.entries(place)) copy.setAttribute(key, String(value));
      root.appendChild(copy);
    }
    const label = item.querySelector('.recharts-legend-item-text, [data-legend-label]') ?? item;
    const place = at(label);
    if (label.textContent) root.appendChild(text(label.textContent, place.x, place.y + place.height / 2, label));
  }
  // a character XML cannot hold (a control character typed into a run's title) made the file invalid
  // and the PNG silently not drawn (an attack probe): such characters are left out
  return { svg: new XMLSerializer().serializeToString(root).replace(NOT_XML, ''), width, height };
}

/** The composed SVG drawn on a canvas at `scale`× as a PNG data URL. */
export function renderPng(chart: ComposedChart, scale = 2): Promise<string> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = chart.width * scale;
      canvas.height = chart.height * scale;
      const ctx = canvas.getContext('2d');
      if (!ctx) return reject(new Error('no canvas'));
      ctx.scale(scale, scale);
      ctx.drawImage(img, 0, 0, chart.width, chart.height);
      resolve(canvas.toDataURL('image/png'));
    };
    img.onerror = () => reject(new Error('the chart could not be drawn'));
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(chart.svg)}`;
  });
}
