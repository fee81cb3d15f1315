import type { PatientSearchItem } from '@clinvia/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reasonOf } from '../../../lib/api';
import { formatClinicDate } from '../../../lib/clinic-dates';
import { zonedClock } from '../../../lib/zone-time';
import { noShowsQuery, patientSearchQuery } from '../api';
import { noShowCount } from '../components/no-shows';
import { Section } from '../components/Section';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/Badge';
import { SearchBox } from '../components/SearchBox';
import { PatientConsents } from '../components/PatientConsents';
import { patientRecordTexts } from './patient-record-texts';

// NOSHOW-1: staff find a patient and see how many visits they missed, with the history of each
// no-show (when, with whom, who marked it), open their record (RECORD-5), and book for them from here. Each time names the zone
// of the doctor's location when the browser's clock reads otherwise (TIME-5).

function NoShowHistory({ patientId }: { patientId: string }) {
  const history = useQuery(noShowsQuery(patientId));
  if (history.isPending) return <p className="text-sm text-slate-600">Loading...</p>;
  if (history.isError) return <p role="alert" className="text-sm text-red-700">{reasonOf(history.error)}</p>;
  const { items, last_12_months: recent } = history.data;
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <p className="text-sm font-medium text-slate-800">{`${noShowCount(recent)} in the last 12 months`}</p>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700" aria-label="No-shows">
        {items.map((item) => (
          <li key={item.appointment_id}>
            <span className="font-medium text-slate-900">
              {formatClinicDate(item.date, 'medium')}, {zonedClock(item.date, item.time, item.timeZone)}
            </span>{' '}
            with Dr. {item.doctor_name}
            {item.status_reason !== null && <span className="block text-slate-600">{item.status_reason}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PatientRow({ patient }: { patient: PatientSearchItem }) {
  const [open, setOpen] = useState(false);
  const [consents, setConsents] = useState(false);
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {patient.name}
            <Badge tone={patient.no_shows > 0 ? 'amber' : 'slate'}>{noShowCount(patient.no_shows)}</Badge>
          </p>
          <p className="break-all text-sm text-slate-600">
            {patient.email} · {patient.phone} · {patient.age} yrs
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {patient.no_shows > 0 && (
            <Button
              aria-expanded={open}
              onClick={() => {
                setOpen(!open);
              }}
              variant="secondary"
            >
              {open ? 'Hide no-shows' : 'No-show history'}
              <span className="sr-only"> of {patient.name}</span>
            </Button>
          )}
          <Button
            aria-expanded={consents}
            onClick={() => {
              setConsents(!consents);
            }}
            variant="secondary"
          >
            {consents ? 'Hide consents' : 'Signed consents'}
            <span className="sr-only"> of {patient.name}</span>
          </Button>
          {/* RECORD-5: the patient's record, read-only. */}
          <ButtonLink to={`/staff/patients/${patient.id}/record`} variant="secondary">
            {patientRecordTexts.open}
            <span className="sr-only"> of {patient.name}</span>
          </ButtonLink>
          <ButtonLink to={`/staff/appointments/book?patient=${patient.id}`}>
            Book<span className="sr-only"> for {patient.name}</span>
          </ButtonLink>
        </div>
      </div>
      {open && <NoShowHistory patientId={patient.id} />}
      {consents && <PatientConsents patientId={patient.id} />}
    </li>
  );
}

export default function PatientsSection() {
  const [q, setQ] = useState('');
  const results = useQuery(patientSearchQuery(q));
  return (
    <Section title="Patients" description="Find a patient to see their missed visits (no-shows), signed consents and record, or to book for them.">
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <SearchBox label="Find a patient" placeholder="Name or e-mail" initial={q} hint="At least 2 letters." onSearch={setQ} />
        {q.length === 1 && <p className="mt-3 text-slate-600">Type at least 2 letters of the name or e-mail.</p>}
        {q.length >= 2 &&
          (results.isPending ? (
            <p className="mt-3 text-slate-600">Loading...</p>
          ) : results.isError ? (
            <p role="alert" className="mt-3 text-red-700">
              {reasonOf(results.error)}
            </p>
          ) : results.data.items.length === 0 ? (
            <p className="mt-3 text-slate-600">No patient matches “{q}”.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Matching patients">
              {results.data.items.map((patient) => (
                <PatientRow key={patient.id} patient={patient} />
              ))}
            </ul>
          ))}
      </div>
    </Section>
  );
}
