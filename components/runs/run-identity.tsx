import { concurrencyText } from '@/lib/parsers/formats';

type Props = {
  run: {
    tool: string;
    toolVersion: string | null;
    test: string | null;
    threads: number | null;
    /** a person set its test, its concurrency, over what its log printed */
    testEdited: boolean;
    threadsEdited: boolean;
    /** what its log printed: its concurrency among them */
    parameters: Record<string, unknown>;
  };
};

function ByHand({ printed }: { printed: string | null }) {
  return (
    <span className="text-xs text-muted" data-testid="set-by-hand">
      {` (set by hand${printed === null ? '' : `; its log printed ${printed}`})`}
    </span>
  );
}

/**
 * A run's tool, test and concurrency in its heading. A test or concurrency a person set over what
 * its log printed says so, with the log's: the run's figures trace to its log's lines, these to a person.
 */
export function RunIdentity({ run }: Props) {
  const { tool, test, threads } = run;
  const printed = typeof run.parameters.threads === 'number' ? run.parameters.threads : null;
  return (
    <span>
      {tool} {run.toolVersion ?? ''} · {test ?? 'test not named'}
      {run.testEdited && test !== null ? <ByHand printed={null} /> : null}
      {threads !== null ? ` · ${concurrencyText(tool, threads)}` : ''}
      {run.threadsEdited && threads !== null && printed !== threads ? (
        <ByHand printed={printed === null ? null : concurrencyText(tool, printed)} />
      ) : null}
    </span>
  );
}
