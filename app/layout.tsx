import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteNav } from '@/components/site-nav';
import { getViewer } from '@/lib/auth/viewer';
import './globals.css';
import { listFormats } from '@/lib/parsers/formats';

export const metadata: Metadata = {
  title: { default: 'benchboard', template: '%s · benchboard' },
  description: `Store and compare ${listFormats('and')} results`,
  // static files live in public/ (served as they are, outside the app router)
  icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' } },
  robots: { index: false, follow: false },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // every page is rendered per request: who is signed in changes what it shows
  const viewer = await getViewer().catch(() => ({ kind: 'anonymous' }) as const);
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">
        <SiteNav viewer={viewer} />
        <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
      </body>
    </html>
  );
}
