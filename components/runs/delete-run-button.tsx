import { ConfirmButton } from '@/components/ui/confirm-button';

export function DeleteRunButton({ runId, action }: { runId: number; action: (form: FormData) => Promise<void> }) {
  return (
    <ConfirmButton
      action={action}
      fields={{ runId: String(runId) }}
      question="Move this run to the trash? It leaves every list and comparison; you can restore it from the trash for 30 days."
      className="rounded-md border border-worse-line px-3 py-1.5 text-sm text-worse hover:bg-worse-soft"
    >
      Delete run
    </ConfirmButton>
  );
}
