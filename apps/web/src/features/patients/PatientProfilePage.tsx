import type { PatientProfile } from '@clinvia/contracts/appointments';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CalendarDays, CalendarPlus, Clock, Mail, MapPin, Pencil, Phone, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { zonedClock } from '../../lib/zone-time';
import { useSession } from '../../lib/session';
import { StatusBadge } from '../../components/StatusBadge';
import { formatCreatedOn } from '../../lib/format';
import { formatPhone } from '../../lib/phone';
import { patientProfileQuery } from '../../lib/queries/patients';
import { Button, ButtonLink, buttonClass } from '../../components/ui/Button';
import { DownloadRecord } from '../../components/record/DownloadRecord';
import { usePatientId } from '../../lib/acting';
import { FamilyCard } from './FamilyCard';
import { ProfileCard } from './ProfileCard';
import { ProxiesCard } from './ProxiesCard';

function Field({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="flex min-w-0 items-start gap-2 break-words text-slate-900">
        {icon}
        <span className="min-w-0">{children}</span>
      </dd>
    </div>
  );
}

const cardLink = buttonClass({ variant: 'inline', className: 'text-sm' });

/** `own`: the signed-in patient's own profile; while acting for someone (PROXY-4) their account's sections are not shown. */
function Profile({ profile, own }: { profile: PatientProfile['patient']; own: boolean }) {
  const { t } = useTranslation('patients');
  const language = useLanguage();
  const notGiven = <span className="text-slate-600">{t('profile.notGiven')}</span>;
  return (
    <div className="page-container max-w-4xl space-y-6 py-8 sm:py-10">
      <title>{t('profile.pageTitle')}</title>
      <section className="flex items-center gap-4 rounded-xl border border-slate-200 bg-gradient-to-br from-teal-50 to-white p-5 sm:p-6">
        <Avatar name={profile.name} size={64} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{profile.name}</h1>
          <p className="text-slate-600">{t('profile.memberSince', { date: formatCreatedOn(profile.member_since, language) })}</p>
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <ProfileCard id="personal-information" title={t('profile.personal')}>
          <dl className="divide-y divide-slate-100">
            <Field label={t('profile.fullName')}>{profile.name}</Field>
            <Field label={t('profile.age')}>{profile.age === null ? notGiven : t('profile.ageYears', { age: profile.age })}</Field>
            <Field label={t('profile.gender')}>{profile.gender === null ? notGiven : t(`profile.genders.${profile.gender}`)}</Field>
          </dl>
        </ProfileCard>
        <ProfileCard
          id="contact-details"
          title={t('profile.contact')}
          action={
            <Link to="/settings" className={cardLink}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('profile.edit')}
              <span className="sr-only"> {t('profile.editContact')}</span>
            </Link>
          }
        >
          <dl className="divide-y divide-slate-100">
            <Field label={t('profile.email')} icon={<Mail className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />}>
              {profile.email}
            </Field>
            <Field label={t('profile.phone')} icon={<Phone className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />}>
              {formatPhone(profile.phone_number)}
            </Field>
            <Field label={t('profile.address')} icon={<MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />}>
              {profile.address ?? notGiven}
            </Field>
          </dl>
        </ProfileCard>
      </div>

      <ProfileCard
        id="your-appointments"
        title={t('profile.appointments')}
        action={
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <Link to="/appointments" className={cardLink}>
              {t('profile.allAppointments')}
            </Link>
            {/* RECORD-1: the patient's whole record. */}
            <Link to="/record" className={cardLink}>
              {t('profile.record')}
            </Link>
            {/* CONSENT-5: the forms the clinic asks the patient to sign. */}
            <Link to="/consents" className={cardLink}>
              {t('profile.consents')}
            </Link>
          </div>
        }
      >
        <p className="text-sm text-slate-600">
          {t('profile.counts', { upcoming: profile.appointment_counts.upcoming, total: profile.appointment_counts.total })}
        </p>
        {profile.upcoming_appointments.length === 0 ? (
          <div className="mt-4 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center">
            <p className="text-slate-700">{t('profile.noUpcoming')}</p>
            <ButtonLink to="/find-doctor" className="mt-3">
              <CalendarPlus className="size-4" aria-hidden="true" />
              {t('profile.book')}
            </ButtonLink>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {profile.upcoming_appointments.map((appointment) => (
              <li key={appointment.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {appointment.doctor_name} <span className="font-normal text-slate-600">· {specialtyName(appointment.doctor_specialization, language)}</span>
                  </p>
                  {/* FAMILY-3: whose visit it is, when it is a dependent's. */}
                  {appointment.dependent !== null && <p className="text-sm font-medium text-slate-800">{t('family.forWhom', { name: appointment.dependent.name })}</p>}
                  <p className="mt-0.5 flex flex-wrap gap-x-4 text-sm text-slate-700">
                    <span className="inline-flex items-center gap-1.5">
                      <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
                      {formatClinicDate(appointment.appointment_date, 'medium', language)}
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <Clock className="size-4 text-slate-500" aria-hidden="true" />
                      {/* TIME-6's one formatter: '2:30 PM', with the zone of the doctor's location when the browser's clock reads otherwise (TIME-5). */}
                      {zonedClock(appointment.appointment_date, appointment.appointment_time, appointment.timeZone, language)}
                    </span>
                  </p>
                </div>
                <StatusBadge status={appointment.status} />
              </li>
            ))}
          </ul>
        )}
      </ProfileCard>

      {own ? (
        <>
          {/* FAMILY-1: the people the patient books for. */}
          <FamilyCard />

          {/* PROXY-1, PROXY-3, PROXY-6: the people who may act for the patient. */}
          <ProxiesCard />

          {/* FHIR-5: the whole record, as FHIR R4 JSON and as a PDF. */}
          <ProfileCard id="your-record" title={t('profile.healthRecord')}>
            <DownloadRecord />
          </ProfileCard>
        </>
      ) : null}
    </div>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('patients');
  return (
    <div className="page-container max-w-4xl space-y-6 py-8 sm:py-10" aria-busy="true">
      <h1 className="sr-only">{t('profile.title')}</h1>
      <p role="status" className="sr-only">
        {t('profile.loading')}
      </p>
      <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="h-48 animate-pulse rounded-xl bg-slate-100" />
        <div className="h-48 animate-pulse rounded-xl bg-slate-100" />
      </div>
      <div className="h-56 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}

function ProfileLoader({ patientId, own }: { patientId: string; own: boolean }) {
  const { t } = useTranslation('patients');
  const profile = useQuery(patientProfileQuery(patientId));
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <div className="page-container max-w-4xl py-10">
        <title>{t('profile.pageTitle')}</title>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('profile.title')}</h1>
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-5 py-6 text-red-800">
          <p className="flex items-start gap-2">
            <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {t('profile.loadError')}
          </p>
          <Button variant="danger" className="mt-4" onClick={() => void profile.refetch()}>
            <RotateCw className="size-4" aria-hidden="true" />
            {t('profile.tryAgain')}
          </Button>
        </div>
      </div>
    );
  }
  return <Profile profile={profile.data.patient} own={own} />;
}

/** /patient-profile (PAT-1): Personal Information, Contact Details, Your Appointments. */
export default function PatientProfilePage() {
  const { t } = useTranslation('patients');
  const { user } = useSession();
  const patientId = usePatientId(user?.id ?? '');
  if (user?.role !== 'patient') {
    return (
      <div className="page-container max-w-4xl py-10">
        <title>{t('profile.pageTitle')}</title>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('profile.title')}</h1>
        <p className="mt-3 text-slate-700">{t('profile.notPatient')}</p>
        <ButtonLink to="/settings" size="lg" className="mt-5">
          {t('profile.goToSettings')}
        </ButtonLink>
      </div>
    );
  }
  return <ProfileLoader patientId={patientId} own={patientId === String(user.id)} />;
}
