import { useQuery } from '@tanstack/react-query';
import { CalendarOff, SearchX, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isCalendarDate, isoDatePattern } from '@clinvia/contracts/clinic-time';
import { clockTime } from '@clinvia/contracts/doctors';
import { ApiError } from '../../lib/api';
import { clinicConfigQuery } from '../../lib/clinic-config';
import { usePatientId } from '../../lib/acting';
import { useSession } from '../../lib/session';
import { doctorQuery } from '../../lib/queries/doctors';
import { patientDetailsQuery } from '../../lib/queries/patients';
import { BookingWizard } from './BookingWizard';
import { DoctorHeader } from './DoctorHeader';
import { Button, ButtonLink } from '../../components/ui/Button';

function Page({ children }: { children: ReactNode }) {
  const { t } = useTranslation('booking');
  return (
    <div className="page-container max-w-4xl py-8 sm:py-10">
      <title>{t('pageTitle')}</title>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <div className="space-y-6">{children}</div>
    </div>
  );
}

/** A clear page instead of the wizard: who cannot book here, and where to go instead. */
function Notice({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">{icon}</div>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mx-auto mt-2 max-w-lg text-slate-600">{children}</div>
      <div className="mt-6">{action}</div>
    </section>
  );
}


function LoadingWizard() {
  const { t } = useTranslation('booking');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('page.loading')}
      </p>
      <div className="h-36 animate-pulse rounded-xl bg-slate-100" />
      <div className="mt-6 h-96 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}

/**
 * DOC-12: the profile's next free times open the wizard at ?date=YYYY-MM-DD&time=HH:MM. Anything
 * else is ignored (step 1 starts empty); a time taken since shows as gone in step 1 (BOOK-2).
 */
export function slotFromParams(params: URLSearchParams): { date: string; time: string } | undefined {
  const date = params.get('date') ?? '';
  const time = clockTime(params.get('time') ?? '');
  return isoDatePattern.test(date) && isCalendarDate(date) && time !== undefined ? { date, time } : undefined;
}

/** SUMMARY-6: 'Book follow-up' opens the wizard at ?from=YYYY-MM-DD, the follow-up's day; anything else is ignored. */
export function followUpFromParams(params: URLSearchParams): string | undefined {
  const date = params.get('from') ?? '';
  return isoDatePattern.test(date) && isCalendarDate(date) ? date : undefined;
}

function Booking({ doctorId, patientId, onBehalf = false, initialSlot, followUpDate }: { doctorId: string; patientId: string; onBehalf?: boolean; initialSlot?: { date: string; time: string } | undefined; followUpDate?: string | undefined }) {
  const { t } = useTranslation('booking');
  const doctor = useQuery(doctorQuery(doctorId));
  const config = useQuery(clinicConfigQuery());

  if (doctor.isPending || config.isPending) return <LoadingWizard />;
  if (doctor.isError) {
    const missing = doctor.error instanceof ApiError && (doctor.error.status === 404 || doctor.error.status === 400);
    return missing ? (
      <Notice icon={<SearchX className="size-6" aria-hidden="true" />} title={t('page.notFound')} action={<ButtonLink to="/find-doctor" size="lg">{t('page.findDoctor')}</ButtonLink>}>
        {t('page.notFoundText')}
      </Notice>
    ) : (
      <Notice
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title={t('page.failed')}
        action={
          <Button onClick={() => void doctor.refetch()} size="lg">
            {t('page.tryAgain')}
          </Button>
        }
      >
        {doctor.error.message}
      </Notice>
    );
  }
  if (config.isError) {
    return (
      <Notice
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title={t('page.failed')}
        action={
          <Button onClick={() => void config.refetch()} size="lg">
            {t('page.tryAgain')}
          </Button>
        }
      >
        {config.error.message}
      </Notice>
    );
  }
  return (
    <>
      <DoctorHeader doctor={doctor.data} />
      {doctor.data.available ? (
        <BookingWizard doctor={doctor.data} patientId={patientId} onBehalf={onBehalf} today={config.data.today} initialSlot={initialSlot} followUpDate={followUpDate} />
      ) : (
        <Notice icon={<CalendarOff className="size-6" aria-hidden="true" />} title={t('page.notAccepting')} action={<ButtonLink to="/find-doctor" size="lg">{t('page.findAnother')}</ButtonLink>}>
          {t('page.notAcceptingText', { name: doctor.data.name })}
        </Notice>
      )}
    </>
  );
}

/** Who staff are booking for: the patient's name and contact, and the way back to choose another. */
function OnBehalfBanner({ patientId }: { patientId: string }) {
  const { t } = useTranslation('booking');
  const details = useQuery(patientDetailsQuery(patientId));
  return (
    <p role="note" className="flex flex-col gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sky-900 sm:flex-row sm:items-center sm:justify-between">
      <span className="inline-flex items-start gap-2">
        <Users className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          {t('page.bookingFor')} <strong>{details.data ? details.data.name : t('page.thePatient')}</strong>
          {details.data && <span className="break-all"> ({details.data.email})</span>}
        </span>
      </span>
      <Link to={`/staff/appointments/book?patient=${patientId}`} className="shrink-0 font-medium underline underline-offset-4">
        {t('page.chooseAnotherDoctor')}
      </Link>
    </p>
  );
}

/** /appointment/:doctorId (BOOK-1, BOOK-15): the booking wizard for the signed-in patient, or for a patient staff chose (?patient=). */
export default function BookingPage() {
  const { t } = useTranslation('booking');
  const { doctorId = '' } = useParams();
  const [params] = useSearchParams();
  const { user } = useSession();
  const onBehalfOf = params.get('patient');
  // PROXY-4: a proxy books for the person they act for.
  const patientId = usePatientId(user?.id ?? '');

  if (user?.role === 'staff' && onBehalfOf !== null) {
    return (
      <Page>
        <OnBehalfBanner patientId={onBehalfOf} />
        <Booking doctorId={doctorId} patientId={onBehalfOf} onBehalf />
      </Page>
    );
  }
  if (user?.role !== 'patient') {
    return (
      <Page>
        <Notice
          icon={<UserRound className="size-6" aria-hidden="true" />}
          title={t('page.patientsOnly')}
          action={
            <ButtonLink to={user?.role === 'doctor' ? '/doctor-portal' : '/staff/appointments/book'} size="lg">
              {user?.role === 'doctor' ? t('page.goDoctor') : t('page.choosePatient')}
            </ButtonLink>
          }
        >
          {user?.role === 'doctor' ? t('page.signedInDoctor') : t('page.signedInStaff')}
        </Notice>
      </Page>
    );
  }
  return (
    <Page>
      <Booking doctorId={doctorId} patientId={patientId} initialSlot={slotFromParams(params)} followUpDate={followUpFromParams(params)} />
    </Page>
  );
}
