'use client';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-muted">
        The page could not be shown. Your data is safe: nothing was changed. Try again; if it keeps failing, the server log has the details
        {error.digest ? ` (reference ${error.digest})` : ''}.
      </p>
      <button type="button" onClick={reset} className="mt-4 rounded-md bg-accent px-3 py-1.5 text-sm text-on-accent">
        Try again
      </button>
    </div>
  );
}
