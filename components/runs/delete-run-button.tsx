'use client';

export function DeleteRunButton({ runId, action }: { runId: number; action: (form: FormData) => Promise<void> }) {
  return (
    <form
      action={action}
      onSubmit={(event) => {
        if (!window.confirm('Delete this run and its figures? Shared links that include it will say it was deleted.'))
          event.preventDefault();
      }}
    >
      <input type="hidden" name="runId" value={runId} />
      <button type="submit" className="rounded-md border border-red-200 px-3 py-1.5 text-sm text-worse hover:bg-red-50">
        Delete run
      </button>
    </form>
  );
}
