import { bookingMessages, isSlotConflictCode, type PatientAppointment } from '@clinvia/contracts/appointments';
import { slotLabel } from '@clinvia/contracts/doctors';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError, reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { showToast } from '../../lib/toast';
import { FormAlert } from '../../components/fields';
import { slotsKey } from '../../lib/queries/doctors';
import { SlotPicker } from '../../components/SlotPicker';
import { patientKey } from '../../lib/queries/patients';
import { rescheduleAppointment } from './api';
import { appointmentsTexts } from './texts';
import { Button } from '../../components/ui/Button';

interface RescheduleDialogProps {
  appointment: PatientAppointment;
  today: string;
  onClose: () => void;
}

/**
 * Moves an upcoming appointment to another free slot of the same doctor, with the wizard's
 * step-1 picker. The server frees the old slot only if the new one is won; on a 409 the
 * picker reloads and the appointment stays where it was.
 */
export function RescheduleDialog({ appointment, today, onClose }: RescheduleDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState({ date: appointment.appointment_date, time: '' });
  const [timeError, setTimeError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => {
      element?.close();
    };
  }, []);

  async function confirm() {
    if (choice.time === '') {
      setTimeError(bookingMessages.timeRequired);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await rescheduleAppointment(appointment.id, choice);
      void queryClient.invalidateQueries({ queryKey: patientKey(appointment.patient_id) });
      void queryClient.invalidateQueries({ queryKey: slotsKey(appointment.doctor_id) });
      void showToast({ icon: 'success', title: appointmentsTexts.rescheduled, text: `${formatClinicDate(choice.date, 'long')}, ${slotLabel(choice.time)}`, position: 'top-end', durationMs: 4500 });
      onClose();
    } catch (error) {
      setProblem(reasonOf(error));
      if (error instanceof ApiError && error.status === 409 && isSlotConflictCode(error.code)) {
        setChoice((current) => ({ ...current, time: '' }));
        await queryClient.invalidateQueries({ queryKey: slotsKey(appointment.doctor_id) });
      } else if (error instanceof ApiError && error.fields) {
        setTimeError(error.fields.time ?? error.fields.date);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="reschedule-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-3xl rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div>
          <h2 id="reschedule-title" className="text-lg font-semibold text-slate-900">
            {appointmentsTexts.rescheduleTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {appointment.doctor_name} · now {formatClinicDate(appointment.appointment_date, 'short')}, {slotLabel(appointment.appointment_time)}
            {appointment.status === 'confirmed' && '. A new time needs the doctor’s confirmation again.'}
          </p>
        </div>
        <button type="button" onClick={onClose} disabled={busy} aria-label={appointmentsTexts.close} className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="max-h-[65vh] space-y-4 overflow-y-auto px-5 py-5 sm:px-6">
        {problem && <FormAlert tone="error">{problem}</FormAlert>}
        <SlotPicker
          doctorId={appointment.doctor_id}
          today={today}
          value={choice}
          current={{ date: appointment.appointment_date, time: appointment.appointment_time }}
          onDateChange={(date) => {
            setChoice({ date, time: '' });
            setProblem(null);
          }}
          onTimeChange={(time) => {
            setChoice((current) => ({ ...current, time }));
            setTimeError(undefined);
            setProblem(null);
          }}
          timeError={timeError}
          idPrefix={`reschedule-${appointment.id}`}
          visitType={appointment.appointment_type}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button onClick={onClose} disabled={busy} variant="secondary" size="lg">
          {appointmentsTexts.close}
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy}
          size="lg"
        >
          {busy ? appointmentsTexts.rescheduling : appointmentsTexts.rescheduleConfirm}
        </Button>
      </div>
    </dialog>
  );
}
