// The colour theme: the system's (prefers-color-scheme) unless the user picked light or dark, which
// this browser remembers (localStorage). The page's <html data-theme> says which one shows;
// app/globals.css holds the two palettes.
// zod/mini, as lib/run-selection.ts: the layout's code, on every page
import * as z from 'zod/mini';

export const THEME_STORAGE_KEY = 'benchboard-theme';

export const themeChoiceSchema = z.enum(['system', 'light', 'dark']);
export type ThemeChoice = z.infer<typeof themeChoiceSchema>;
export type Theme = 'light' | 'dark';

export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** What shows for a choice, given whether the system is dark. */
export function resolveTheme(choice: ThemeChoice, systemIsDark: boolean): Theme {
  return choice === 'system' ? (systemIsDark ? 'dark' : 'light') : choice;
}

/** A stored value as a choice: anything else (nothing stored, an old value) is the system's. */
export function readThemeChoice(stored: string | null): ThemeChoice {
  const parsed = themeChoiceSchema.safeParse(stored);
  return parsed.success ? parsed.data : 'system';
}

/**
 * Run in <head> before the body is painted (app/layout.tsx, with the page's script nonce), so a
 * dark page never flashes light. Self-contained: it cannot import; it repeats resolveTheme.
 */
export const THEME_BOOT_SCRIPT = `(function(){var c=null;try{c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}document.documentElement.dataset.theme=c==='dark'||c==='light'?c:matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)}).matches?'dark':'light'})()`;

/** Show `theme` now (the toggle, and the system changing its mind while the choice is 'system'). */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}
