import Link from 'next/link';
import { signOutAction } from '@/app/sign-in/actions';
import { uploadTeamsOf, type Viewer } from '@/lib/auth/viewer';
import { ThemeToggle } from './theme-toggle';

const LINKS = [
  { href: '/runs', label: 'Runs' },
  { href: '/compare', label: 'Compare' },
  { href: '/projects', label: 'Projects' },
  { href: '/hosts', label: 'Hosts' },
  { href: '/configs', label: 'Configs' },
  { href: '/uploads', label: 'Uploads' },
  // a team's own lists: nothing in them for a visitor who is not signed in
  { href: '/shares', label: 'Shares', team: true },
  { href: '/trash', label: 'Trash', team: true },
];

/** The Upload button: for whoever may upload, and for a visitor (it leads to signing in); not for a team's viewers. */
const mayUpload = (viewer: Viewer) => viewer.kind !== 'user' || uploadTeamsOf(viewer).length > 0;

export function SiteNav({ viewer }: { viewer: Viewer }) {
  return (
    <header className="border-b border-line bg-panel">
      {viewer.kind === 'open' ? (
        <p role="note" className="bg-warn-soft px-4 py-1 text-center text-xs text-warn">
          Sign-in is off (BENCHBOARD_AUTH=off): anyone who can reach this server can upload, change and delete anything.
        </p>
      ) : null}
      <nav className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:py-3" aria-label="Main">
        <Link href="/" className="font-semibold tracking-tight text-ink">
          bench<span className="text-accent">board</span>
        </Link>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {LINKS.filter((l) => !('team' in l) || viewer.kind !== 'anonymous').map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="text-muted hover:text-ink">
                {l.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href="/api/docs" className="text-muted hover:text-ink">
              API
            </Link>
          </li>
        </ul>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-3 text-sm">
          <ThemeToggle />
          {viewer.kind === 'user' ? (
            <>
              <Link href="/teams" className="text-muted hover:text-ink" title={viewer.user.email}>
                {viewer.user.name}
              </Link>
              <form action={signOutAction}>
                <button type="submit" className="text-muted hover:text-ink">
                  Sign out
                </button>
              </form>
            </>
          ) : viewer.kind === 'anonymous' ? (
            <Link href="/sign-in" className="text-muted hover:text-ink">
              Sign in
            </Link>
          ) : null}
          {mayUpload(viewer) ? (
            <Link href="/upload" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-on-accent hover:opacity-90">
              Upload
            </Link>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
