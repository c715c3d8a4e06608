import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { REJECTION_HEADER } from '@/lib/request-guard';

export const metadata: Metadata = { title: 'Bad request', robots: { index: false } };

/** Shown by proxy.ts (status 400 or 414) for an address it refuses; the reason comes in a request header, never the URL. */
export default async function BadRequest() {
  const encoded = (await headers()).get(REJECTION_HEADER);
  let reason = 'This address is not one benchboard can answer.';
  try {
    if (encoded) reason = decodeURIComponent(encoded);
  } catch {
    // a forged, malformed header: keep the generic reason
  }
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold">Bad request</h1>
      <p className="mt-2 text-muted">{reason}</p>
      <p className="mt-4 flex justify-center gap-4 text-sm">
        <Link href="/runs" className="text-accent hover:underline">
          All runs
        </Link>
        <Link href="/" className="text-accent hover:underline">
          benchboard home
        </Link>
      </p>
    </div>
  );
}
