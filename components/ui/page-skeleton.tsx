/** What a page shows while its data loads: the shape of a header and one panel. */
export function PageSkeleton() {
  return (
    <div className="animate-pulse space-y-3" role="status" aria-busy="true" aria-label="Loading">
      <div className="h-6 w-64 rounded bg-line" />
      <div className="h-4 w-96 rounded bg-line" />
      <div className="h-64 rounded-lg bg-line" />
    </div>
  );
}
