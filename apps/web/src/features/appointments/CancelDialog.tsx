import { STATUS_REASON_MAX_LENGTH, type PatientAppointment } from '@clinvia/contracts/appointments';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../components/fields';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { doctorTitle } from '../../lib/format';
import { zonedClock } from '../../lib/zone-time';

interface CancelDialogProps {
  appointment: PatientAppointment;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * APPT-4's question in SPEC's words ('Are you sure?', 'You won't be able to revert this!',
 * 'Yes, Cancel it!'), plus which visit it is and an optional reason (issue 40.7); the confirm
 * button is in the warning colour, and 'No, keep it' has the focus first.
 */
export function CancelDialog({ appointment, onConfirm, onClose }: CancelDialogProps) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const [reason, setReason] = useState('');
  const keepId = useId();
  // After the dialog opens (its own effect runs first), the safe answer has the focus, as SPEC's dialog had.
  useEffect(() => {
    document.getElementById(keepId)?.focus();
  }, [keepId]);
  return (
    <Dialog
      title={t('cancelDialog.title')}
      description={t('cancelDialog.text')}
      onClose={onClose}
      footer={
        <>
          <Button id={keepId} variant="secondary" size="lg" onClick={onClose}>
            {t('cancelDialog.keep')}
          </Button>
          <Button
            variant="emergency"
            size="lg"
            onClick={() => {
              onConfirm(reason.trim());
            }}
          >
            {t('cancelDialog.confirm')}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm" data-testid="cancel-visit">
        <dt className="text-slate-600">{t('cancelDialog.doctor')}</dt>
        <dd className="font-medium text-slate-900">{doctorTitle(appointment.doctor_name)}</dd>
        <dt className="text-slate-600">{t('cancelDialog.date')}</dt>
        <dd className="font-medium text-slate-900">{formatClinicDate(appointment.appointment_date, 'long', language)}</dd>
        <dt className="text-slate-600">{t('cancelDialog.time')}</dt>
        {/* TIME-5: the doctor's clock, with its zone in words when the browser's reads otherwise. */}
        <dd className="font-medium text-slate-900">{zonedClock(appointment.appointment_date, appointment.appointment_time, appointment.timeZone, language)}</dd>
      </dl>
      <TextAreaField
        label={t('cancelDialog.reasonLabel')}
        hint={t('cancelDialog.reasonHint')}
        optional
        rows={3}
        maxLength={STATUS_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
    </Dialog>
  );
}
