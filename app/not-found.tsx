import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="mt-2 text-muted">
        This page does not exist, or what it showed was deleted (a deleted run waits in the trash for 30 days).
      </p>
      <p className="mt-4 flex justify-center gap-4 text-sm">
        <Link href="/runs" className="text-accent hover:underline">
          All runs
        </Link>
        <Link href="/trash" className="text-accent hover:underline">
          Trash
        </Link>
        <Link href="/upload" className="text-accent hover:underline">
          Upload a log
        </Link>
      </p>
    </div>
  );
}
