import type { PatientSearchItem } from '@clinvia/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../../lib/api';
import { formatClinicDate } from '../../../lib/clinic-dates';
import { useLanguage } from '../../../lib/i18n/i18n';
import { zonedClock } from '../../../lib/zone-time';
import { noShowsQuery, patientSearchQuery } from '../api';
import { Section } from '../components/Section';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/Badge';
import { SearchBox } from '../components/SearchBox';
import { PatientConsents } from '../components/PatientConsents';

// NOSHOW-1: staff find a patient and see how many visits they missed, with the history of each
// no-show (when, with whom, who marked it), open their record (RECORD-5), and book for them from here. Each time names the zone
// of the doctor's location when the browser's clock reads otherwise (TIME-5).

function NoShowHistory({ patientId }: { patientId: string }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const history = useQuery(noShowsQuery(patientId));
  if (history.isPending) return <p className="text-sm text-slate-600">{t('patientSearch.loading')}</p>;
  if (history.isError) return <p role="alert" className="text-sm text-red-700">{reasonOf(history.error)}</p>;
  const { items, last_12_months: recent } = history.data;
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <p className="text-sm font-medium text-slate-800">{t('patients.lastYear', { count: recent })}</p>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700" aria-label={t('patients.noShows')}>
        {items.map((item) => (
          <li key={item.appointment_id}>
            <span className="font-medium text-slate-900">
              {formatClinicDate(item.date, 'medium', language)}, {zonedClock(item.date, item.time, item.timeZone, language)}
            </span>{' '}
            {t('patients.withDoctor', { name: item.doctor_name })}
            {item.status_reason !== null && <span className="block text-slate-600">{item.status_reason}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PatientRow({ patient }: { patient: PatientSearchItem }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const [consents, setConsents] = useState(false);
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {patient.name}
            <Badge tone={patient.no_shows > 0 ? 'amber' : 'slate'}>{t('patientSearch.noShows', { count: patient.no_shows })}</Badge>
          </p>
          <p className="break-all text-sm text-slate-600">
            {patient.email} · {patient.phone} · {t('patientSearch.age', { age: patient.age })}
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
              {t(open ? 'patients.hideNoShows' : 'patients.noShowHistory')}
              <span className="sr-only"> {t('patients.of', { name: patient.name })}</span>
            </Button>
          )}
          <Button
            aria-expanded={consents}
            onClick={() => {
              setConsents(!consents);
            }}
            variant="secondary"
          >
            {t(consents ? 'patients.hideConsents' : 'patients.consents')}
            <span className="sr-only"> {t('patients.of', { name: patient.name })}</span>
          </Button>
          {/* RECORD-5: the patient's record, read-only. */}
          <ButtonLink to={`/staff/patients/${patient.id}/record`} variant="secondary">
            {t('patients.record')}
            <span className="sr-only"> {t('patients.of', { name: patient.name })}</span>
          </ButtonLink>
          <ButtonLink to={`/staff/appointments/book?patient=${patient.id}`}>
            {t('patients.book')}
            <span className="sr-only"> {t('patients.for', { name: patient.name })}</span>
          </ButtonLink>
        </div>
      </div>
      {open && <NoShowHistory patientId={patient.id} />}
      {consents && <PatientConsents patientId={patient.id} />}
    </li>
  );
}

export default function PatientsSection() {
  const { t } = useTranslation('staff');
  const [q, setQ] = useState('');
  const results = useQuery(patientSearchQuery(q));
  return (
    <Section title={t('patients.title')} description={t('patients.description')}>
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <SearchBox label={t('patientSearch.label')} placeholder={t('patientSearch.placeholder')} initial={q} hint={t('patientSearch.hint')} onSearch={setQ} />
        {q.length === 1 && <p className="mt-3 text-slate-600">{t('patientSearch.tooShort')}</p>}
        {q.length >= 2 &&
          (results.isPending ? (
            <p className="mt-3 text-slate-600">{t('patientSearch.loading')}</p>
          ) : results.isError ? (
            <p role="alert" className="mt-3 text-red-700">
              {reasonOf(results.error)}
            </p>
          ) : results.data.items.length === 0 ? (
            <p className="mt-3 text-slate-600">{t('patientSearch.none', { q })}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t('patientSearch.results')}>
              {results.data.items.map((patient) => (
                <PatientRow key={patient.id} patient={patient} />
              ))}
            </ul>
          ))}
      </div>
    </Section>
  );
}
