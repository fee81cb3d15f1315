import type { StaffMember } from '@clinvia/contracts/staff';
import * as operations from '@clinvia/contracts/operations/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reasonOf } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { confirmDialog, showToast } from '../../../lib/toast';
import { operationMutation } from '../../../lib/operation-queries';
import { membersQuery, staffKeys } from '../api';
import { Section } from '../components/Section';
import { Button } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { Badge } from '../../../components/ui/Badge';
import { ReasonDialog } from '../components/ReasonDialog';

function MemberRow({ member, self }: { member: StaffMember; self: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [changingAccess, setChangingAccess] = useState(false);
  const params = () => ({ params: { id: member.id } });
  // Takes the member's staff access away (their sessions end at once) or gives it back, with a reason for the audit log.
  const setActive = useMutation(operationMutation(member.active ? operations.deactivateStaffMember : operations.reactivateStaffMember, (reason: string) => ({ params: { id: member.id }, body: { reason } })));
  const setAdministrator = useMutation(operationMutation(operations.setStaffAdministrator, (administrator: boolean) => ({ params: { id: member.id }, body: { administrator } })));
  const endUserSessions = useMutation(operationMutation(operations.endUserSessions, params));
  const resetUserSecondFactor = useMutation(operationMutation(operations.resetUserSecondFactor, params));
  const changeAccess = async (reason: string) => {
    await setActive.mutateAsync(reason);
    setChangingAccess(false);
    await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    void showToast({ icon: 'success', title: member.active ? `${member.name} is deactivated` : `${member.name} is active again`, position: 'bottom-end', durationMs: 2500 });
  };
  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const updated = await setAdministrator.mutateAsync(!member.administrator);
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      void showToast({ icon: 'success', title: updated.administrator ? `${member.name} is now an administrator` : `${member.name} is no longer an administrator`, position: 'bottom-end', durationMs: 2500 });
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  /** An administrator's action on the account, after the confirmation; the server's answer is the toast. */
  const confirmThen = async (confirmation: Parameters<typeof confirmDialog>[0], act: () => Promise<{ message: string }>) => {
    if (!(await confirmDialog(confirmation))) return;
    setBusy(true);
    setFailure(null);
    try {
      const { message } = await act();
      void showToast({ icon: 'success', title: message, position: 'bottom-end', durationMs: 2500 });
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  const endSessions = () =>
    confirmThen(
      { title: `Sign ${member.name} out everywhere?`, text: 'Every session of this account ends at once; they can sign in again with their password.', confirmText: 'End sessions' },
      () => endUserSessions.mutateAsync(),
    );
  const resetSecondFactor = () =>
    confirmThen(
      {
        title: `Reset ${member.name}'s two-step sign-in?`,
        text: 'For a lost phone: their authenticator app and recovery codes stop working, every session of theirs ends, and they set up two-step sign-in again when they next sign in. The reset is audited.',
        confirmText: 'Reset two-step sign-in',
      },
      () => resetUserSecondFactor.mutateAsync(),
    );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">
            {member.name}
            {self && <span className="font-normal text-slate-600"> (you)</span>}
          </p>
          <p className="break-words text-sm text-slate-600">
            {member.position}, {member.department} · {member.email}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {member.administrator ? <Badge tone="teal">Administrator</Badge> : <Badge tone="slate">Staff</Badge>}
          {!member.active && <Badge tone="slate">Deactivated</Badge>}
          <Button disabled={busy} onClick={() => void toggle()} variant={member.administrator ? 'secondary' : 'primary'}>
            {member.administrator ? 'Remove administrator role' : 'Make administrator'}
            <span className="sr-only"> for {member.name}</span>
          </Button>
          {!self && (
            <Button disabled={busy} onClick={() => void endSessions()} variant="secondary">
              End sessions
              <span className="sr-only"> of {member.name}</span>
            </Button>
          )}
          {!self && (
            <Button disabled={busy} onClick={() => void resetSecondFactor()} variant="secondary">
              Reset two-step sign-in
              <span className="sr-only"> of {member.name}</span>
            </Button>
          )}
          {!self && (
            <Button
              disabled={busy}
              onClick={() => {
                setChangingAccess(true);
              }}
              variant={member.active ? 'danger' : 'secondary'}
            >
              {member.active ? 'Deactivate' : 'Reactivate'}
              <span className="sr-only"> {member.name}</span>
            </Button>
          )}
        </div>
      </div>
      {changingAccess && (
        <ReasonDialog
          title={member.active ? `Deactivate ${member.name}?` : `Reactivate ${member.name}?`}
          description={
            member.active
              ? 'Their sessions end at once and the staff console refuses them until an administrator reactivates them. The reason goes to the audit log.'
              : 'They can sign in with their own password and use the staff console again. The reason goes to the audit log.'
          }
          label="Reason"
          submitText={member.active ? 'Deactivate' : 'Reactivate'}
          busyText="Saving..."
          tone={member.active ? 'danger' : 'primary'}
          onSubmit={changeAccess}
          onClose={() => {
            setChangingAccess(false);
          }}
        />
      )}
      {failure !== null && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      )}
    </li>
  );
}

export default function TeamSection() {
  const members = useQuery(membersQuery());
  const { user } = useSession();
  return (
    <Section title="Team" description="Approved staff members. Administrators approve registrations, manage roles and access, and read the audit log.">
      <LoadState pending={members.isPending} error={members.error} empty={members.data?.length === 0} emptyText="No approved staff yet." onRetry={() => void members.refetch()}>
        <ul className="space-y-3">
          {(members.data ?? []).map((member) => (
            <MemberRow key={member.id} member={member} self={String(user?.id) === member.id} />
          ))}
        </ul>
      </LoadState>
    </Section>
  );
}
