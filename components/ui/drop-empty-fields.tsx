'use client';

import { useEffect, useRef } from 'react';

/**
 * Inside a GET form: its empty fields are left out of the URL it opens (`/runs?tool=sysbench`, not
 * `?q=&tool=sysbench&test=&tag=&tag=…`), so the address is worth sharing. Without JavaScript the
 * form still works, with the empty fields in its URL.
 */
export function DropEmptyFields() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const drop = () => {
      const emptied = [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')].filter(
        (field) => field.value === '' && !field.disabled,
      );
      for (const field of emptied) field.disabled = true;
      // only those, back as they were once the form is sent (a back navigation shows the form again)
      setTimeout(() => {
        for (const field of emptied) field.disabled = false;
      }, 0);
    };
    form.addEventListener('submit', drop);
    return () => form.removeEventListener('submit', drop);
  }, []);
  return <span ref={marker} hidden />;
}
