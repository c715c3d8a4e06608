'use client';

import { useEffect, useState } from 'react';
import { NOTICE_COOKIE } from '@/lib/notice';

/**
 * Why a form was refused, shown once on the page it came from (lib/form-action.ts): the cookie
 * that carried it is removed as soon as it is on screen, so a later page does not repeat it. It
 * floats at the top of the window: the form that was refused may be far down a long page, and the
 * page comes back where it was scrolled to.
 */
export function Notice({ message }: { message: string }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: removing our own short-lived, non-secret cookie
    document.cookie = `${NOTICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  }, []);
  if (!open) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 top-16 z-50 mx-auto flex max-w-2xl items-start justify-between gap-4 rounded-md border border-worse-line bg-worse-soft p-3 text-sm text-worse shadow-lg"
    >
      <p>{message}</p>
      <button type="button" onClick={() => setOpen(false)} className="shrink-0 underline" aria-label="Dismiss this message">
        Dismiss
      </button>
    </div>
  );
}
