import { ConfirmButton } from '@/components/ui/confirm-button';
import { Panel } from '@/components/ui/page-header';
import { INVITABLE_ROLES, ROLE_LABELS, ROLES } from '@/lib/auth/roles';
import type { TeamPage } from '@/lib/db/teams';
import { formatDate } from '@/lib/format';
import type { SecretState } from '@/lib/schemas/teams';
import { Field, INPUT } from './field';
import { SecretForm } from './secret-form';

type Actions = {
  invite: (previous: SecretState, form: FormData) => Promise<SecretState>;
  changeRole: (form: FormData) => Promise<void>;
  remove: (form: FormData) => Promise<void>;
  cancelInvitation: (form: FormData) => Promise<void>;
};

/** Members with their roles; admins change roles, remove people and invite (a link to copy). */
export function MembersPanel({
  team,
  canManage,
  actions,
  linkOf,
}: {
  team: TeamPage;
  canManage: boolean;
  actions: Actions;
  linkOf: (id: string) => string;
}) {
  return (
    <Panel title={`Members (${team.members.length})`}>
      <table className="w-full text-sm" data-testid="members">
        <tbody>
          {team.members.map((m) => (
            <tr key={m.id} className="border-b border-line last:border-0" data-member={m.user.email}>
              <td className="py-1.5 pr-3">
                {m.user.name} <span className="text-xs break-all text-muted">{m.user.email}</span>
              </td>
              <td className="py-1.5 pr-3">
                {canManage ? (
                  <form action={actions.changeRole} className="flex gap-1">
                    <input type="hidden" name="memberId" value={m.id} />
                    <select name="role" defaultValue={m.role} aria-label={`Role of ${m.user.email}`} className={INPUT}>
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="rounded border border-line px-2 text-xs">
                      Change
                    </button>
                  </form>
                ) : (
                  <span className="text-xs">{m.role}</span>
                )}
              </td>
              <td className="py-1.5 text-right">
                {canManage ? (
                  <ConfirmButton
                    action={actions.remove}
                    fields={{ memberId: m.id }}
                    question={`Remove ${m.user.email} from ${team.name}?`}
                    className="rounded border border-worse-line px-2 py-0.5 text-xs text-worse"
                  >
                    Remove
                  </ConfirmButton>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canManage ? (
        <div className="mt-4 border-t border-line pt-4">
          <SecretForm action={actions.invite} submit="Create invitation link" secretLabel="Invitation link" label="Invite">
            <input type="hidden" name="teamId" value={team.id} />
            <Field label="Email">
              <input name="email" type="email" required className={`${INPUT} w-64`} />
            </Field>
            <Field label="Role">
              <select name="role" defaultValue="editor" className={INPUT}>
                {INVITABLE_ROLES.map((r) => (
                  <option key={r} value={r} title={ROLE_LABELS[r]}>
                    {r}
                  </option>
                ))}
              </select>
            </Field>
          </SecretForm>
          {team.invitations.length > 0 ? (
            <ul className="mt-3 text-xs" data-testid="invitations">
              {team.invitations.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center gap-x-2 py-1">
                  <span>
                    {i.email} as {i.role} · until {formatDate(i.expiresAt)}
                  </span>
                  <code className="break-all text-muted">{linkOf(i.id)}</code>
                  <form action={actions.cancelInvitation}>
                    <input type="hidden" name="invitationId" value={i.id} />
                    <button type="submit" className="text-worse hover:underline">
                      Cancel
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}
