import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { SiteNav } from '@/components/site-nav';
import { Notice } from '@/components/ui/notice';
import { getViewer } from '@/lib/auth/viewer';
import './globals.css';
import { NOTICE_COOKIE, readNotice } from '@/lib/notice';
import { listFormats } from '@/lib/parsers/formats';
import { nonceOfPolicy } from '@/lib/security-headers';
import { THEME_BOOT_SCRIPT } from '@/lib/theme';

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
  const nonce = nonceOfPolicy((await headers()).get('content-security-policy'));
  // why a form just sent from this page was refused (lib/form-action.ts)
  const notice = readNotice((await cookies()).get(NOTICE_COOKIE)?.value);
  return (
    // the boot script sets data-theme before React hydrates: the server cannot know it
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (lib/theme.ts), allowed by the page's nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
      </head>
      <body className="min-h-screen font-sans antialiased">
        <SiteNav viewer={viewer} />
        <main className="mx-auto max-w-7xl px-4 py-6">
          {notice && <Notice key={notice.id} message={notice.message} kind={notice.kind} />}
          {children}
        </main>
      </body>
    </html>
  );
}
