'use client';

import { useEffect } from 'react';
import { windowStartFor } from '@/lib/source-lines';

/**
 * A `#L123` link (or a pasted URL) to a line this page does not show opens the window of the
 * document view that has it. Once: on a page that already asked for that window it stays put.
 */
export function LineLinkFallback({ documentPath }: { documentPath: string }) {
  useEffect(() => {
    const follow = () => {
      const line = /^#L(\d{1,9})$/.exec(window.location.hash)?.[1];
      if (!line || document.getElementById(`L${line}`)) return;
      const from = String(windowStartFor(Number(line)));
      const here = new URL(window.location.href);
      if (here.pathname === documentPath && here.searchParams.get('from') === from) return;
      window.location.assign(`${documentPath}?from=${from}#L${line}`);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [documentPath]);
  return null;
}
