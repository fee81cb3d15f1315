import type { DoctorAppointment } from '@clinvia/contracts/appointments';
import { ClipboardCheck, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * CHECKIN-7: an appointment's check-in as the doctor portal and the staff console list it: in
 * words and an icon (not colour alone); nothing until the patient starts.
 */
export function CheckInState({ checkIn }: { checkIn: DoctorAppointment['check_in'] }) {
  const { t } = useTranslation('bookingKit');
  if (checkIn === null) return null;
  const done = checkIn.state === 'completed';
  const Icon = done ? ClipboardCheck : ClipboardList;
  return (
    <p className={`mt-1 flex items-start gap-1 text-xs font-medium ${done ? 'text-teal-800' : 'text-slate-700'}`} data-testid="check-in-state">
      <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {done ? t('checkIn.done') : t('checkIn.started')}
        {checkIn.insurance_verified && <span className="text-slate-700"> · {t('checkIn.insuranceVerified')}</span>}
      </span>
    </p>
  );
}
