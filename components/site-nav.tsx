import Link from 'next/link';

const LINKS = [
  { href: '/runs', label: 'Runs' },
  { href: '/compare', label: 'Compare' },
  { href: '/projects', label: 'Projects' },
  { href: '/hosts', label: 'Hosts' },
  { href: '/configs', label: 'Configs' },
  { href: '/uploads', label: 'Uploads' },
  { href: '/shares', label: 'Shares' },
  { href: '/trash', label: 'Trash' },
];

export function SiteNav() {
  return (
    <header className="border-b border-line bg-panel">
      <nav className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3" aria-label="Main">
        <Link href="/" className="font-semibold tracking-tight text-ink">
          bench<span className="text-accent">board</span>
        </Link>
        <ul className="flex gap-4 text-sm">
          {LINKS.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="text-muted hover:text-ink">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link href="/upload" className="ml-auto rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-700">
          Upload
        </Link>
      </nav>
    </header>
  );
}
