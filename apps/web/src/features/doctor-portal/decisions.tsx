import { statusChangeMessages, STATUS_REASON_MAX_LENGTH, statusChangeSuccess, type DoctorAppointment, type StatusChangeInput, type StatusChangeTarget } from '@clinvia/contracts/appointments';
import { changeAppointmentStatus } from '@clinvia/contracts/operations/doctor-portal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban, Check, CheckCheck, UserX, X, type LucideIcon } from 'lucide-react';
import { createContext, use, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { operationMutation } from '../../lib/operation-queries';
import { showToast } from '../../lib/toast';
import { portalKey } from './api';
import { appointmentLabel, scheduleOf } from './format';
import { Button, type ButtonVariant } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';

// The doctor's decisions on an appointment (PORTAL-8): accept and complete act at once;
// declining and cancelling ask first, with an optional reason the patient reads. One dialog
// for the whole portal, opened from a row, a card or the details drawer.

/** What a button does: the status it moves to, and whether it declines a request. */
export type Decision = 'accept' | 'reject' | 'complete' | 'no_show' | 'cancel';

const targetOf: Record<Decision, StatusChangeTarget> = { accept: 'confirmed', reject: 'cancelled', complete: 'completed', no_show: 'no_show', cancel: 'cancelled' };

/** The decisions an appointment offers now, from the moves the server allows (`next_statuses`). */
export function decisionsFor(appointment: DoctorAppointment): Decision[] {
  const next = new Set(appointment.next_statuses);
  // NOSHOW-2: clinic staff confirm this booking; the doctor may still decline it.
  if (appointment.staff_confirms) next.delete('confirmed');
  if (appointment.status === 'pending') return (['accept', 'reject'] as const).filter((decision) => next.has(targetOf[decision]));
  // 'Mark no-show' appears with 'Complete' once the visit's time has begun (LIFE-5).
  return (['complete', 'no_show', 'cancel'] as const).filter((decision) => next.has(targetOf[decision]));
}

interface DecisionContextValue {
  decide: (appointment: DoctorAppointment, decision: Decision) => void;
  /** The appointment whose change is on its way. */
  busyId: string | null;
}

const DecisionContext = createContext<DecisionContextValue | null>(null);

function useDecisionContext(): DecisionContextValue {
  const value = use(DecisionContext);
  if (value === null) throw new Error('Decision buttons need a <DecisionProvider>');
  return value;
}

/**
 * After a decision its button is gone (the row offers other moves now): focus goes to the next
 * control of the same appointment, in the drawer when it is open, or to the heading of where
 * the user was, never to the page's start.
 */
function refocus(appointmentId: string): void {
  setTimeout(() => {
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    const scope: ParentNode = document.querySelector('dialog[open][data-drawer]') ?? document;
    const next = scope.querySelector<HTMLElement>(`[data-actions="${CSS.escape(appointmentId)}"] button:not(:disabled)`) ?? scope.querySelector<HTMLElement>('[data-focus-fallback]');
    next?.focus();
  }, 50);
}

/** Holds the decision in progress and the one confirmation dialog. */
export function DecisionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ appointment: DoctorAppointment; decision: 'reject' | 'cancel' } | null>(null);
  const { mutateAsync: changeStatus } = useMutation(
    operationMutation(changeAppointmentStatus, ({ id, body }: { id: string; body: StatusChangeInput }) => ({ params: { id }, body })),
  );

  const run = useCallback(
    async (appointment: DoctorAppointment, decision: Decision, reason?: string) => {
      const to = targetOf[decision];
      setBusyId(appointment.id);
      try {
        await changeStatus({ id: appointment.id, body: { status: to, reason } });
        void showToast({ icon: 'success', title: decision === 'reject' ? t('decisions.declined') : statusChangeSuccess[to], text: appointmentLabel(appointment, language), position: 'bottom-end', durationMs: 2500 });
      } finally {
        setBusyId(null);
        // Refreshed after a refusal too: the patient may have cancelled in the meantime.
        await queryClient.invalidateQueries({ queryKey: portalKey });
        refocus(appointment.id);
      }
    },
    [queryClient, changeStatus, t, language],
  );

  const value = useMemo<DecisionContextValue>(
    () => ({
      busyId,
      decide: (appointment, decision) => {
        if (decision === 'reject' || decision === 'cancel') {
          setAsking({ appointment, decision });
          return;
        }
        run(appointment, decision).catch((error: unknown) => {
          void showToast({ icon: 'error', title: t('decisions.failed'), text: reasonOf(error), position: 'bottom-end', durationMs: 5000 });
        });
      },
    }),
    [busyId, run, t],
  );

  return (
    <DecisionContext value={value}>
      {children}
      {asking && (
        <ReasonDialog
          appointment={asking.appointment}
          decision={asking.decision}
          onConfirm={(reason) => run(asking.appointment, asking.decision, reason)}
          onClose={() => {
            setAsking(null);
          }}
        />
      )}
    </DecisionContext>
  );
}

interface ReasonDialogProps {
  appointment: DoctorAppointment;
  decision: 'reject' | 'cancel';
  onConfirm: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
}

/** 'Decline this appointment request?' with an optional reason; what was typed stays on failure. */
function ReasonDialog({ appointment, decision, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { day, time } = scheduleOf(appointment, language);

  const tooLong = reason.trim().length > STATUS_REASON_MAX_LENGTH;
  const submit = async () => {
    if (tooLong) return;
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(reason.trim() === '' ? undefined : reason.trim());
      onClose();
    } catch (error) {
      setProblem(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };

  const reject = decision === 'reject';
  return (
    <Dialog
      title={reject ? t('decisions.rejectTitle') : t('decisions.cancelTitle')}
      description={
        <>
          {appointment.patient.name} · {formatClinicDate(appointment.appointment_date, 'long', language)}, {time}
          <span className="sr-only"> ({day})</span>
          {t('decisions.told')}
        </>
      }
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <form
        method="dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-reason`} className="mt-4 block text-sm font-medium text-slate-800">
          {t('decisions.reasonLabel')} <span className="font-normal text-slate-600">{t('decisions.optional')}</span>
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setReason(event.target.value);
          }}
          className={`mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40 ${tooLong ? 'border-red-600' : 'border-slate-300'}`}
        />
        <p id={`${id}-hint`} className={`mt-1 text-sm ${tooLong ? 'text-red-700' : 'text-slate-600'}`}>
          {tooLong ? statusChangeMessages.reasonTooLong : t('decisions.reasonHint')}
        </p>
        {problem !== null && (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button disabled={busy} onClick={onClose} variant="secondary">
            {t('decisions.keep')}
          </Button>
          <Button type="submit" disabled={busy} variant="emergency">
            {busy ? t('decisions.saving') : reject ? t('decisions.rejectConfirm') : t('decisions.cancelConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const looks: Record<Decision, { icon: LucideIcon; variant: ButtonVariant }> = {
  accept: { icon: Check, variant: 'primary' },
  reject: { icon: X, variant: 'danger' },
  complete: { icon: CheckCheck, variant: 'outline' },
  no_show: { icon: UserX, variant: 'secondary' },
  cancel: { icon: Ban, variant: 'danger' },
};

/** One decision's button; its name says which appointment it acts on. */
export function DecisionButton({ appointment, decision, size = 'sm' }: { appointment: DoctorAppointment; decision: Decision; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const { decide, busyId } = useDecisionContext();
  const look = looks[decision];
  const Icon = look.icon;
  return (
    <Button
      variant={look.variant}
      size={size}
      disabled={busyId === appointment.id}
      onClick={() => {
        decide(appointment, decision);
      }}
    >
      <Icon className="size-4" aria-hidden="true" />
      {t(`decisions.${decision}`)}
      <span className="sr-only">{t('decisions.onAppointment', { appointment: appointmentLabel(appointment, language) })}</span>
    </Button>
  );
}
