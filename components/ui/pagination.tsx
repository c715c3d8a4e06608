import Link from 'next/link';

export function Pagination({ page, size, total, href }: { page: number; size: number; total: number; href: (page: number) => string }) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="mt-3 flex items-center gap-3 text-sm" aria-label="Pagination">
      {page > 1 ? (
        <Link className="text-accent hover:underline" href={href(page - 1)}>
          ← Previous
        </Link>
      ) : (
        <span className="text-faint">← Previous</span>
      )}
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className="text-accent hover:underline" href={href(page + 1)}>
          Next →
        </Link>
      ) : (
        <span className="text-faint">Next →</span>
      )}
    </nav>
  );
}
