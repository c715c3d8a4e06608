'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { NOTICE_COOKIE, type NoticeKind } from '@/lib/notice';

/**
 * Why a form was refused, or what a form with no answer of its own did, shown once on the page it came from (lib/form-action.ts): the cookie
 * that carried it is removed as soon as it is on screen, so a later page does not repeat it, and
 * the notice closes when the reader moves to another page. With JavaScript it floats at the top of
 * the window (the refused form may be far down a long page, which comes back where it was
 * scrolled to) and can be dismissed; without, the page loads at its top and the notice is the
 * first thing on it. Each refusal has its own key (the layout's), so a second one is shown again.
 */
export function Notice({ message, kind = 'refused' }: { message: string; kind?: NoticeKind }) {
  const [open, setOpen] = useState(true);
  const [floating, setFloating] = useState(false);
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  useEffect(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: removing our own short-lived, non-secret cookie
    document.cookie = `${NOTICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    setFloating(true);
  }, []);
  // closed for good once the reader has moved on (the layout that holds it stays through navigations)
  useEffect(() => {
    if (pathname !== shownOn.current) setOpen(false);
  }, [pathname]);
  if (!open || pathname !== shownOn.current) return null;
  return (
    <div
      role={kind === 'done' ? 'status' : 'alert'}
      data-notice={kind}
      className={`mb-4 flex items-start justify-between gap-4 rounded-md border p-3 text-sm ${
        kind === 'done' ? 'border-line bg-better-soft text-ink' : 'border-worse-line bg-worse-soft text-worse'
      } ${floating ? 'fixed inset-x-4 top-16 z-50 mx-auto max-w-2xl shadow-lg' : ''}`}
    >
      <p>{message}</p>
      {floating && (
        <button type="button" onClick={() => setOpen(false)} className="shrink-0 underline" aria-label="Dismiss this message">
          Dismiss
        </button>
      )}
    </div>
  );
}
