'use client';

import { createContext, type ReactNode, useContext } from 'react';

// Which view an export came from, in its file name: a comparison's charts and tables download as
// `compare-throughput-runs-12-15-16.csv`, not one more `compare-throughput.csv` beside the last.

const ExportSuffix = createContext('');

export function ExportNameSuffix({ suffix, children }: { suffix: string; children: ReactNode }) {
  return <ExportSuffix value={suffix}>{children}</ExportSuffix>;
}

/** An export's download name (without extension): its own, then the view's suffix when there is one. */
export function useExportName(name: string): string {
  const suffix = useContext(ExportSuffix);
  return suffix ? `${name}-${suffix}` : name;
}
