'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readSelection, SELECTION_STORAGE_KEY, type SelectedRun, writeSelection } from '@/lib/run-selection';

// One store for every tray, checkbox and button on the page (and other tabs, through `storage`).
const CHANGED = 'benchboard:selection';

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === SELECTION_STORAGE_KEY || e.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

function stored(): string | null {
  try {
    return window.localStorage.getItem(SELECTION_STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode, a policy): an empty selection
  }
}

/** The picked runs, in pick order, and a setter; empty on the server and until the page hydrates. */
export function useRunSelection(): [SelectedRun[], (update: (runs: SelectedRun[]) => SelectedRun[]) => void] {
  const raw = useSyncExternalStore(subscribe, stored, () => null);
  const runs = useMemo(() => readSelection(raw), [raw]);
  const update = useCallback((change: (runs: SelectedRun[]) => SelectedRun[]) => {
    try {
      window.localStorage.setItem(SELECTION_STORAGE_KEY, writeSelection(change(readSelection(stored()))));
    } catch {
      return;
    }
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [runs, update];
}
