'use client';

import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * The width its element is drawn at, measured in the browser and followed as it changes; null
 * until measured (on the server, and before the first effect).
 */
export function useMeasuredWidth<T extends HTMLElement>(): [RefObject<T | null>, number | null] {
  const box = useRef<T>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    setMeasured(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setMeasured(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, measured];
}
