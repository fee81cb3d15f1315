import type { StaffMember } from '@clinvia/contracts/staff';
import * as operations from '@clinvia/contracts/operations/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('staff');
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
    void showToast({ icon: 'success', title: t(member.active ? 'team.deactivated' : 'team.reactivated', { name: member.name }), position: 'bottom-end', durationMs: 2500 });
  };
  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const updated = await setAdministrator.mutateAsync(!member.administrator);
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      void showToast({ icon: 'success', title: t(updated.administrator ? 'team.madeAdministrator' : 'team.notAdministrator', { name: member.name }), position: 'bottom-end', durationMs: 2500 });
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
      { title: t('team.endSessionsTitle', { name: member.name }), text: t('team.endSessionsText'), confirmText: t('team.endSessions') },
      () => endUserSessions.mutateAsync(),
    );
  const resetSecondFactor = () =>
    confirmThen(
      {
        title: t('team.resetTitle', { name: member.name }),
        text: t('team.resetText'),
        confirmText: t('team.reset'),
      },
      () => resetUserSecondFactor.mutateAsync(),
    );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">
            {member.name}
            {self && <span className="font-normal text-slate-600"> {t('team.you')}</span>}
          </p>
          <p className="break-words text-sm text-slate-600">
            {member.position}, {member.department} · {member.email}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {member.administrator ? <Badge tone="teal">{t('team.administrator')}</Badge> : <Badge tone="slate">{t('team.staff')}</Badge>}
          {!member.active && <Badge tone="slate">{t('team.deactivatedBadge')}</Badge>}
          <Button disabled={busy} onClick={() => void toggle()} variant={member.administrator ? 'secondary' : 'primary'}>
            {t(member.administrator ? 'team.removeAdministrator' : 'team.makeAdministrator')}
            <span className="sr-only"> {t('team.for', { name: member.name })}</span>
          </Button>
          {!self && (
            <Button disabled={busy} onClick={() => void endSessions()} variant="secondary">
              {t('team.endSessions')}
              <span className="sr-only"> {t('team.of', { name: member.name })}</span>
            </Button>
          )}
          {!self && (
            <Button disabled={busy} onClick={() => void resetSecondFactor()} variant="secondary">
              {t('team.reset')}
              <span className="sr-only"> {t('team.of', { name: member.name })}</span>
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
              {t(member.active ? 'team.deactivate' : 'team.reactivate')}
              <span className="sr-only"> {member.name}</span>
            </Button>
          )}
        </div>
      </div>
      {changingAccess && (
        <ReasonDialog
          title={t(member.active ? 'team.deactivateTitle' : 'team.reactivateTitle', { name: member.name })}
          description={t(member.active ? 'team.deactivateText' : 'team.reactivateText')}
          label={t('team.reason')}
          submitText={t(member.active ? 'team.deactivate' : 'team.reactivate')}
          busyText={t('team.saving')}
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
  const { t } = useTranslation('staff');
  const members = useQuery(membersQuery());
  const { user } = useSession();
  return (
    <Section title={t('team.title')} description={t('team.description')}>
      <LoadState pending={members.isPending} error={members.error} empty={members.data?.length === 0} emptyText={t('team.empty')} onRetry={() => void members.refetch()}>
        <ul className="space-y-3">
          {(members.data ?? []).map((member) => (
            <MemberRow key={member.id} member={member} self={String(user?.id) === member.id} />
          ))}
        </ul>
      </LoadState>
    </Section>
  );
}
