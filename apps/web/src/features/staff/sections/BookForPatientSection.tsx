import type { PatientSearchItem } from '@clinvia/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { reasonOf } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n/i18n';
import { doctorListQuery } from '../../../lib/queries/doctors';
import { patientDetailsQuery } from '../../../lib/queries/patients';
import { patientSearchQuery } from '../api';
import { Section } from '../components/Section';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SearchBox } from '../components/SearchBox';
import { formatPhone } from '../../../lib/phone';
import { formatDay, formatSlot } from '../components/dates';

// Booking on a patient's behalf (issue 14 section 5): staff find the patient, then a doctor, and
// the booking wizard books for that patient (/appointment/:doctorId?patient=:id).

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`book-step-${String(number)}`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`book-step-${String(number)}`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span aria-hidden="true" className="inline-flex size-7 items-center justify-center rounded-full bg-teal-700 text-sm text-white">
          {number}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function PatientResults({ q, onChoose }: { q: string; onChoose: (patient: PatientSearchItem) => void }) {
  const { t } = useTranslation('staff');
  const results = useQuery(patientSearchQuery(q));
  if (q.length < 2) return null;
  if (results.isPending) return <p className="mt-3 text-slate-600">{t('patientSearch.loading')}</p>;
  if (results.isError) return <p role="alert" className="mt-3 text-red-700">{reasonOf(results.error)}</p>;
  if (results.data.items.length === 0) return <p className="mt-3 text-slate-600">{t('patientSearch.none', { q })}</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t('patientSearch.results')}>
      {results.data.items.map((patient) => (
        <li key={patient.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{patient.name}</p>
            <p className="break-all text-sm text-slate-600">
              {patient.email} · {formatPhone(patient.phone)} · {t('patientSearch.age', { age: patient.age })}
            </p>
            {patient.no_shows > 0 && <p className="text-sm text-amber-900">{t('patientSearch.noShows', { count: patient.no_shows })}</p>}
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              onChoose(patient);
            }}
          >
            {t('book.choose')}
            <span className="sr-only"> {patient.name}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ChosenPatient({ patientId, onChange }: { patientId: string; onChange: () => void }) {
  const { t } = useTranslation('staff');
  const details = useQuery(patientDetailsQuery(patientId));
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-teal-200 bg-teal-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        {details.isPending && <p className="text-slate-700">{t('patientSearch.loading')}</p>}
        {details.isError && <p className="text-red-700">{reasonOf(details.error)}</p>}
        {details.data && (
          <>
            <p className="font-semibold text-slate-900">{details.data.name}</p>
            <p className="break-all text-sm text-slate-700">
              {details.data.email} · {formatPhone(details.data.phone_number)}
            </p>
          </>
        )}
      </div>
      <Button onClick={onChange} variant="secondary">
        {t('book.otherPatient')}
      </Button>
    </div>
  );
}

function DoctorResults({ q, patientId }: { q: string; patientId: string }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const doctors = useQuery(doctorListQuery({ q, sort: 'recommended' }));
  if (doctors.isPending) return <p className="mt-3 text-slate-600">{t('patientSearch.loading')}</p>;
  if (doctors.isError) return <p role="alert" className="mt-3 text-red-700">{reasonOf(doctors.error)}</p>;
  if (doctors.data.items.length === 0) return <p className="mt-3 text-slate-600">{t('book.noDoctor', { q })}</p>;
  return (
    <ul className="mt-4 grid gap-3 md:grid-cols-2" aria-label={t('book.doctors')}>
      {doctors.data.items.map((doctor) => (
        <li key={doctor.user_id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
          <Avatar name={doctor.name} src={doctor.face_url} size={44} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{t('book.doctorName', { name: doctor.name })}</p>
            <p className="text-sm text-slate-600">{doctor.specialization}</p>
            <p className="mt-1 text-sm text-slate-700">
              {!doctor.available
                ? t('book.notAccepting')
                : doctor.available_today
                  ? t('book.freeToday')
                  : doctor.next_available_date === null
                    ? t('book.noFreeTime')
                    : doctor.next_available_time === null
                      ? t('book.nextFreeDay', { day: formatDay(doctor.next_available_date, language) })
                      : t('book.nextFree', { slot: formatSlot(doctor.next_available_date, doctor.next_available_time, doctor.timeZone, language) })}
            </p>
            {doctor.available && doctor.next_available_date !== null && (
              <ButtonLink to={`/appointment/${doctor.user_id}?patient=${patientId}`} className="mt-2">
                {t('book.book')}
                <span className="sr-only"> {t('book.withDoctor', { name: doctor.name })}</span>
              </ButtonLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function BookForPatientSection() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const patientId = params.get('patient');
  const [patientQuery, setPatientQuery] = useState('');
  const [doctorQuery, setDoctorQuery] = useState<string | null>(null);

  const setPatient = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('patient');
    else next.set('patient', id);
    setParams(next);
  };

  return (
    <Section
      title={t('book.title')}
      description={t('book.description')}
      actions={
        <ButtonLink to="/staff/appointments" variant="secondary">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('book.back')}
        </ButtonLink>
      }
    >
      <div className="space-y-6">
        <Step number={1} title={t('book.patient')}>
          {patientId === null ? (
            <>
              <SearchBox label={t('patientSearch.label')} placeholder={t('patientSearch.placeholder')} initial={patientQuery} hint={t('patientSearch.hint')} onSearch={setPatientQuery} />
              {patientQuery.length === 1 && <p className="mt-3 text-slate-600">{t('patientSearch.tooShort')}</p>}
              <PatientResults
                q={patientQuery}
                onChoose={(patient) => {
                  setPatient(patient.id);
                }}
              />
            </>
          ) : (
            <ChosenPatient
              patientId={patientId}
              onChange={() => {
                setPatient(null);
              }}
            />
          )}
        </Step>
        {patientId !== null && (
          <Step number={2} title={t('book.doctor')}>
            <SearchBox label={t('book.findDoctor')} placeholder={t('book.doctorPlaceholder')} initial={doctorQuery ?? ''} onSearch={setDoctorQuery} />
            {doctorQuery !== null && <DoctorResults q={doctorQuery} patientId={patientId} />}
          </Step>
        )}
      </div>
    </Section>
  );
}
