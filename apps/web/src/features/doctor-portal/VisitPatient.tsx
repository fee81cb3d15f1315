import type { DoctorAppointment } from '@clinvia/contracts/appointments';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { VisitContactLine } from '../../components/VisitContact';

/** PORTAL-7 'Patient': '34 yrs, Female' (either part may be unknown). */
export function patientFacts(patient: DoctorAppointment['patient'], t: TFunction<'doctorPortal'>): string {
  const parts = [patient.age === null ? null : t('patient.age', { age: patient.age }), patient.gender === null ? null : t(`patient.gender.${patient.gender}`)];
  return parts.filter((part) => part !== null).join(', ') || t('patient.noDetails');
}

/**
 * Who the patient of the visit is, in the portal's lists. FAMILY-4: a visit booked for a
 * dependent shows the dependent (name, age) as the patient and their guardian, the account
 * holder, as the contact; otherwise the account holder as before (issue 20).
 */
export function VisitPatient({ appointment, compact = false }: { appointment: Pick<DoctorAppointment, 'patient' | 'contact_name' | 'dependent'>; compact?: boolean }) {
  const { t } = useTranslation('doctorPortal');
  const facts = compact ? 'text-sm text-slate-600' : 'text-slate-600';
  const { dependent, patient } = appointment;
  if (dependent === null) {
    return (
      <>
        <p className="font-semibold text-slate-900">{patient.name}</p>
        <p className={facts}>{patientFacts(patient, t)}</p>
        <VisitContactLine holder={patient.name} contact={appointment.contact_name} />
      </>
    );
  }
  return (
    <>
      <p className="font-semibold text-slate-900">{dependent.name}</p>
      <p className={facts}>{t('patient.dependentAge', { age: dependent.age })}</p>
      <p className="text-sm text-slate-600" data-testid="visit-guardian">
        {t('patient.guardian')} <span className="font-medium text-slate-800">{patient.name}</span>
      </p>
      <VisitContactLine holder={patient.name} contact={appointment.contact_name} />
    </>
  );
}
