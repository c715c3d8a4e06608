import { formatNumber } from '@/lib/format';

/** Under a table cut for the page: how many rows it has, and where they all are. */
export function MoreRows({ shown, total, href }: { shown: number; total: number; href: string }) {
  if (total <= shown) return null;
  return (
    <p className="mt-2 text-xs text-muted" data-testid="more-rows">
      Showing the first {formatNumber(shown)} of {formatNumber(total)} rows: {formatNumber(total - shown)} more —{' '}
      <a href={href} className="text-accent hover:underline">
        download CSV
      </a>
    </p>
  );
}
