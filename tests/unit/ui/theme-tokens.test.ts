// The dark theme switches the semantic colours (app/globals.css); a class naming a palette shade
// (bg-white, text-slate-500, bg-amber-100…) would stay light on a dark page. Components say what a
// colour is for instead: bg-panel, bg-subtle, text-muted, text-warn, bg-worse-soft…
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOTS = ['app', 'components'];
const PALETTE =
  /(?<![\w-])(?:[a-z-]+:)*(?:bg|text|border|divide|ring|outline|fill|stroke|from|via|to|decoration|accent|caret|shadow)-(?:white|black|(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3})(?![\w-])/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(tsx|ts)$/.test(entry.name) ? [file] : [];
  });
}

test('no component names a palette colour: every colour follows the theme', () => {
  const found = ROOTS.flatMap(sources).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => [...line.matchAll(PALETTE)].map((m) => `${file}:${i + 1} ${m[0]}`)),
  );
  expect(found).toEqual([]);
});

test('the dark theme gives every semantic colour a value of its own', () => {
  const css = readFileSync('app/globals.css', 'utf8');
  const theme = /@theme \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const dark = /@variant dark \{([\s\S]*?)\n {2}\}/.exec(css)?.[1] ?? '';
  const names = (block: string) => new Set([...block.matchAll(/(--color-[a-z-]+):/g)].map((m) => m[1]));
  const light = names(theme);
  expect(light.size).toBeGreaterThan(10);
  expect([...light].filter((name) => !names(dark).has(name))).toEqual([]);
});
