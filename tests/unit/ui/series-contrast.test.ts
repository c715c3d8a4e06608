// Issue 11, item 8: a chart's lines and bars are graphics, so each series colour needs at least
// 3:1 (WCAG 1.4.11) against the chart's background (bg-panel), in the light theme and the dark one.
// Okabe–Ito's yellow was 1.3:1 on white, its orange and sky blue about 2.3:1.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { contrast } from '../../support/contrast';

const css = readFileSync('app/globals.css', 'utf8');
const themeBlock = /@theme \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
const rootBlock = /:root \{([\s\S]*?)\n {2}@variant dark/.exec(css)?.[1] ?? '';
const darkBlock = /@variant dark \{([\s\S]*?)\n {2}\}/.exec(css)?.[1] ?? '';

/** `--name: #rrggbb;` declarations of a block. */
const valuesOf = (block: string, prefix: string) =>
  new Map([...block.matchAll(new RegExp(`(${prefix}[a-z0-9-]*):\\s*(#[0-9a-f]{6})`, 'gi'))].map((m) => [m[1] ?? '', m[2] ?? '']));

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const light = valuesOf(rootBlock, '--series-');
// the dark theme changes some of them; the others are the light ones
const dark = new Map([...light, ...valuesOf(darkBlock, '--series-')]);
const panel = {
  light: valuesOf(themeBlock, '--color-panel').get('--color-panel'),
  dark: valuesOf(darkBlock, '--color-panel').get('--color-panel'),
};

test('globals.css names eight series colours and the panel in both themes', () => {
  expect([...light.keys()]).toEqual(Array.from({ length: 8 }, (_, i) => `--series-${i + 1}`));
  expect(panel.light).toMatch(/^#/);
  expect(panel.dark).toMatch(/^#/);
});

test.each([
  ['light', light, panel.light],
  ['dark', dark, panel.dark],
] as const)('%s theme: every series colour is at least 3:1 against the chart background', (_, colours, background) => {
  const low = [...colours].flatMap(([name, hex]) => {
    const ratio = contrast(rgb(hex), rgb(background ?? '#000000'));
    return ratio >= 3 ? [] : [`${name} ${hex}: ${ratio.toFixed(2)}:1 on ${background}`];
  });
  expect(low).toEqual([]);
});

test('the series stay apart from one another in each theme (no two alike)', () => {
  for (const colours of [light, dark]) expect(new Set(colours.values()).size).toBe(8);
});
