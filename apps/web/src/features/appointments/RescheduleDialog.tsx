import { bookingMessages, isSlotConflictCode, type PatientAppointment } from '@clinvia/contracts/appointments';
import { rescheduleAppointment } from '@clinvia/contracts/operations/patients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { operationMutation } from '../../lib/operation-queries';
import { showToast } from '../../lib/toast';
import { zonedClock } from '../../lib/zone-time';
import { FormAlert } from '../../components/fields';
import { slotsKey } from '../../lib/queries/doctors';
import { SlotPicker } from '../../components/SlotPicker';
import { patientKey } from '../../lib/queries/patients';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';

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
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState({ date: appointment.appointment_date, time: '' });
  const [timeError, setTimeError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const reschedule = useMutation(operationMutation(rescheduleAppointment, (body: { date: string; time: string }) => ({ params: { appointmentId: appointment.id }, body })));
  const busy = reschedule.isPending;
  // A confirmed visit moved goes back to the doctor for confirmation.
  const confirmed = appointment.status === 'confirmed';
  const close = () => {
    if (!busy) onClose();
  };

  async function confirm() {
    if (choice.time === '') {
      setTimeError(bookingMessages.timeRequired);
      return;
    }
    setProblem(null);
    try {
      await reschedule.mutateAsync(choice);
      void queryClient.invalidateQueries({ queryKey: patientKey(appointment.patient_id) });
      void queryClient.invalidateQueries({ queryKey: slotsKey(appointment.doctor_id) });
      void showToast({ icon: 'success', title: t('rescheduled'), text: `${formatClinicDate(choice.date, 'long', language)}, ${zonedClock(choice.date, choice.time, appointment.timeZone, language)}`, position: 'top-end', durationMs: 4500 });
      onClose();
    } catch (error) {
      setProblem(reasonOf(error));
      if (error instanceof ApiError && error.status === 409 && isSlotConflictCode(error.code)) {
        setChoice((current) => ({ ...current, time: '' }));
        await queryClient.invalidateQueries({ queryKey: slotsKey(appointment.doctor_id) });
      } else if (error instanceof ApiError && error.fields) {
        setTimeError(error.fields.time ?? error.fields.date);
      }
    }
  }

  return (
    <Dialog
      title={t('rescheduleTitle')}
      description={t(confirmed ? 'rescheduleLeadConfirmed' : 'rescheduleLead', {
        doctor: appointment.doctor_name,
        date: formatClinicDate(appointment.appointment_date, 'short', language),
        time: zonedClock(appointment.appointment_date, appointment.appointment_time, appointment.timeZone, language),
      })}
      onClose={close}
      closeLabel={t('close')}
      width="max-w-3xl"
      footer={
        <>
          <Button onClick={close} disabled={busy} variant="secondary" size="lg">
            {t('close')}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} size="lg">
            {busy ? t('rescheduling') : t('rescheduleConfirm')}
          </Button>
        </>
      }
    >
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
    </Dialog>
  );
}
