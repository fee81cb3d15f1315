import type { DoctorAppointment } from '@clinvia/contracts/appointments';
import { VisitContactLine } from '../../components/VisitContact';
import { patientFacts } from './format';
import { dependentTexts } from './texts';

/**
 * Who the patient of the visit is, in the portal's lists. FAMILY-4: a visit booked for a
 * dependent shows the dependent (name, age) as the patient and their guardian, the account
 * holder, as the contact; otherwise the account holder as before (issue 20).
 */
export function VisitPatient({ appointment, compact = false }: { appointment: Pick<DoctorAppointment, 'patient' | 'contact_name' | 'dependent'>; compact?: boolean }) {
  const facts = compact ? 'text-sm text-slate-600' : 'text-slate-600';
  const { dependent, patient } = appointment;
  if (dependent === null) {
    return (
      <>
        <p className="font-semibold text-slate-900">{patient.name}</p>
        <p className={facts}>{patientFacts(patient)}</p>
        <VisitContactLine holder={patient.name} contact={appointment.contact_name} />
      </>
    );
  }
  return (
    <>
      <p className="font-semibold text-slate-900">{dependent.name}</p>
      <p className={facts}>{dependentTexts.age(dependent.age)}</p>
      <p className="text-sm text-slate-600" data-testid="visit-guardian">
        {dependentTexts.guardian}: <span className="font-medium text-slate-800">{patient.name}</span>
      </p>
      <VisitContactLine holder={patient.name} contact={appointment.contact_name} />
    </>
  );
}
