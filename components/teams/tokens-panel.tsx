import { ConfirmButton } from '@/components/ui/confirm-button';
import { Panel } from '@/components/ui/page-header';
import { formatDate } from '@/lib/format';
import type { SecretState } from '@/lib/schemas/teams';
import { DEFAULT_TOKEN_DAYS, TOKEN_LIFETIME_DAYS } from '@/lib/teams/token-lifetimes';
import { Field, INPUT } from './field';
import { SecretForm } from './secret-form';

export type TokenRow = {
  id: string;
  name: string;
  start: string;
  scope: string;
  project: string | null;
  lastUsed: Date | null;
  createdAt: Date;
  /** null: until revoked */
  expiresAt: Date | null;
  createdBy: string | null;
};

type Props = {
  teamId: string;
  tokens: TokenRow[];
  projects: { id: number; name: string }[];
  create: (previous: SecretState, form: FormData) => Promise<SecretState>;
  revoke: (form: FormData) => Promise<void>;
};

/** When a token stops working, as the list says it. */
function expiryOf(expiresAt: Date | null, now: Date): { text: string; over: boolean } {
  if (expiresAt === null) return { text: 'no expiry', over: false };
  return expiresAt <= now
    ? { text: `expired ${formatDate(expiresAt)}`, over: true }
    : { text: `expires ${formatDate(expiresAt)}`, over: false };
}

/** API tokens for CI: shown once when made, then only their first characters; who made it, last use, expiry; revoke. */
export function TokensPanel({ teamId, tokens, projects, create, revoke }: Props) {
  const now = new Date();
  return (
    <Panel title={`API tokens (${tokens.length})`}>
      <p className="mb-3 text-xs text-muted">
        For CI: <code>npx benchboard upload --url … --token … FILES</code> or <code>Authorization: Bearer &lt;token&gt;</code> on the REST
        API (
        <a href="/api/docs" className="text-accent hover:underline">
          docs
        </a>
        ).
      </p>
      {tokens.length > 0 ? (
        <table className="mb-4 w-full text-sm" data-testid="tokens">
          <tbody>
            {tokens.map((t) => (
              <tr key={t.id} className="border-b border-line last:border-0" data-token={t.name}>
                <td className="py-1.5 pr-3">
                  {t.name} <code className="text-xs text-muted">{t.start}…</code>
                </td>
                <td className="py-1.5 pr-3 text-xs">
                  {t.scope}
                  {t.project ? ` · ${t.project}` : ''}
                </td>
                <td className="py-1.5 pr-3 text-xs text-muted">
                  made {formatDate(t.createdAt)}
                  {t.createdBy ? ` by ${t.createdBy}` : ''} · {t.lastUsed ? `last used ${formatDate(t.lastUsed)}` : 'never used'} ·{' '}
                  <span className={expiryOf(t.expiresAt, now).over ? 'font-medium text-worse' : ''} data-token-expiry>
                    {expiryOf(t.expiresAt, now).text}
                  </span>
                </td>
                <td className="py-1.5 text-right">
                  <ConfirmButton
                    action={revoke}
                    fields={{ tokenId: t.id }}
                    question={`Revoke the token "${t.name}"? Anything using it stops working at once.`}
                    className="rounded border border-worse-line px-2 py-0.5 text-xs text-worse"
                  >
                    Revoke
                  </ConfirmButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <SecretForm action={create} submit="Create token" secretLabel="New token" label="Create a token">
        <input type="hidden" name="teamId" value={teamId} />
        <Field label="Name">
          <input name="name" required maxLength={32} placeholder="nightly CI" className={`${INPUT} w-48`} />
        </Field>
        <Field label="May">
          <select name="scope" defaultValue="upload" className={INPUT}>
            <option value="upload">upload only</option>
            <option value="read">read only</option>
            <option value="read-upload">read and upload</option>
          </select>
        </Field>
        <Field label="Works for">
          <select name="expires" defaultValue={String(DEFAULT_TOKEN_DAYS)} className={INPUT}>
            {TOKEN_LIFETIME_DAYS.map((days) => (
              <option key={days} value={days}>
                {days === 365 ? '1 year' : `${days} days`}
              </option>
            ))}
            <option value="never">until revoked</option>
          </select>
        </Field>
        <Field label="Project">
          <select name="projectId" defaultValue="" className={INPUT}>
            <option value="">any of the team’s</option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
      </SecretForm>
    </Panel>
  );
}
