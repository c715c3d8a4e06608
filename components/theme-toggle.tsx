'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { applyTheme, readThemeChoice, resolveTheme, SYSTEM_DARK_QUERY, THEME_STORAGE_KEY, type ThemeChoice } from '@/lib/theme';

const listeners = new Set<() => void>();

function storedChoice(): ThemeChoice {
  try {
    return readThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system'; // storage blocked: the system's theme, not remembered
  }
}

const systemIsDark = () => matchMedia(SYSTEM_DARK_QUERY).matches;

function subscribe(listener: () => void): () => void {
  // another tab changed the choice: show it here too
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(resolveTheme(storedChoice(), systemIsDark()));
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function choose(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  applyTheme(resolveTheme(choice, systemIsDark()));
  for (const listener of listeners) listener();
}

/** System, light or dark; the page is already in the right theme before this hydrates (lib/theme.ts). */
export function ThemeToggle() {
  // the server cannot know the choice: it renders 'system', the browser then shows the stored one
  const choice = useSyncExternalStore(subscribe, storedChoice, () => 'system' as const);
  useEffect(() => {
    if (choice !== 'system') return;
    const media = matchMedia(SYSTEM_DARK_QUERY);
    const follow = (event: MediaQueryListEvent) => applyTheme(resolveTheme('system', event.matches));
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [choice]);
  return (
    <select
      aria-label="Theme"
      value={choice}
      onChange={(event) => choose(readThemeChoice(event.target.value))}
      className="rounded-md border border-line bg-panel px-1 py-1 text-sm text-muted"
    >
      <option value="system">◐ System</option>
      <option value="light">☀ Light</option>
      <option value="dark">☾ Dark</option>
    </select>
  );
}
