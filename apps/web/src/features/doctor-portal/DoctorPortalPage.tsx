import type { OwnDoctorProfile } from '@clinvia/contracts/doctor-portal';
import { useQuery } from '@tanstack/react-query';
import { Info, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { LogoMark } from '../../components/Logo';
import { PageLoading } from '../../components/PageLoading';
import { reasonOf } from '../../lib/api';
import { clinicConfigQuery } from '../../lib/clinic-config';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session';
import { NotificationBell } from '../../components/NotificationBell';
import { ownProfileQuery } from '../../lib/queries/doctor-profile';
import { AppointmentDrawer } from './AppointmentDrawer';
import { AppointmentsCard } from './AppointmentsCard';
import { BookingRulesCard } from './BookingRulesCard';
import { HoursEditor } from '../../components/hours/HoursEditor';
import { VisitTypesCard } from './VisitTypesCard';
import { CalendarFeedCard } from './CalendarFeedCard';
import { DecisionProvider } from './decisions';
import { DoctorMessages } from './DoctorMessages';
import { ProfileCard } from './ProfileCard';
import { PatientRecord } from './PatientRecord';
import { TimeOffCard } from './TimeOffCard';
import { Button } from '../../components/ui/Button';

/** PORTAL-2: product name, the doctor's name, the bell, and Logout (to /login, replacing history). */
function Header() {
  const { t } = useTranslation('doctorPortal');
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="page-container flex h-16 items-center justify-between gap-3">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md text-xl font-bold tracking-tight text-slate-900">
          <LogoMark />
          {t('shell.brand')}
        </Link>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <span className="truncate text-sm font-medium text-slate-700">{user?.name}</span>
          <NotificationBell />
          <button
            type="button"
            onClick={() => {
              signOut();
              void navigate('/login', { replace: true });
            }}
            className="inline-flex shrink-0 items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:px-3"
          >
            <LogOut className="size-4" aria-hidden="true" />
            {/* Named for screen readers on a phone, where the words do not fit beside the name and the bell (A11Y-7). */}
            <span className="sr-only sm:not-sr-only">{t('shell.logout')}</span>
          </button>
        </div>
      </div>
    </header>
  );
}

/** The listings patients cannot book, each with its note. */
const unlisted = ['awaiting_verification', 'rejected', 'deactivated'] as const;

function ListingNote({ profile }: { profile: OwnDoctorProfile }) {
  const { t } = useTranslation('doctorPortal');
  const listing = unlisted.find((known) => known === profile.listing);
  if (listing === undefined) return null;
  const note = listing === 'rejected' && profile.rejection_reason ? t('listing.rejectedWhy', { reason: profile.rejection_reason }) : t(`listing.${listing}`);
  return (
    <p role="note" className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sky-900">
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {note}
    </p>
  );
}

function Dashboard({ profile }: { profile: OwnDoctorProfile }) {
  const [params, setParams] = useSearchParams();
  const open = params.get('appointment');
  return (
    <DecisionProvider>
      <div className="space-y-6">
        <ListingNote profile={profile} />
        {/* PORTAL-14: on phones today's appointments come first (and first to the keyboard), then
            the profile card with its availability switch, then time off; from lg the profile card
            takes the left column beside the other two. */}
        <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
          <div className="min-w-0 lg:col-start-2 lg:row-start-1">
            <AppointmentsCard doctorId={profile.id} />
          </div>
          <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <ProfileCard profile={profile} />
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-start-2">
            <TimeOffCard />
            <BookingRulesCard />
            <VisitTypesCard />
            <CalendarFeedCard />
          </div>
        </div>
      </div>
      {open !== null && (
        <AppointmentDrawer
          key={open}
          appointmentId={open}
          onClose={() => {
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.delete('appointment');
                return next;
              },
              { replace: true, preventScrollReset: true },
            );
          }}
        />
      )}
    </DecisionProvider>
  );
}

function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('doctorPortal');
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
      <p className="font-semibold">{t('shell.loadError')}</p>
      <p className="mt-1 text-sm">{reasonOf(error)}</p>
      <Button variant="danger" className="mt-4" onClick={onRetry}>
        {t('shell.retry')}
      </Button>
    </div>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-1 text-sm font-semibold ${isActive ? 'border-teal-700 text-teal-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`;

function Shell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const config = useQuery(clinicConfigQuery());
  return (
    <div className="min-h-screen bg-slate-50">
      <title>{t('shell.pageTitle', { title })}</title>
      <Header />
      <nav aria-label={t('shell.portalNav')} className="border-b border-slate-200 bg-white">
        {/* A11Y-7: three tabs fit a 360 px phone; should a longer label not, the bar scrolls, never the page. */}
        <div className="page-container flex gap-3 overflow-x-auto sm:gap-6">
          <NavLink to="/doctor-portal" end className={navClass}>
            {t('shell.title')}
          </NavLink>
          <NavLink to="/doctor-portal/hours" className={navClass}>
            {t('shell.hoursTitle')}
          </NavLink>
          <NavLink to="/doctor-portal/messages" className={navClass}>
            {t('shell.messagesTitle')}
          </NavLink>
        </div>
      </nav>
      <main id="main" className="page-container py-6 sm:py-8">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {config.data && <p className="text-slate-600">{formatClinicDate(config.data.today, 'long', language)}</p>}
        </div>
        {children}
      </main>
    </div>
  );
}

/** The page's content once the doctor's profile is read. */
function Loaded({ children }: { children: (profile: OwnDoctorProfile) => ReactNode }) {
  const profile = useQuery(ownProfileQuery());
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <Failed error={profile.error} onRetry={() => void profile.refetch()} />;
  return children(profile.data);
}

/** PORTAL-1, the doctor portal (/doctor-portal, doctors only): outside the shared layout, with its own header; 'My hours' at /doctor-portal/hours (HOURS-5). */
export default function DoctorPortalPage() {
  const { t } = useTranslation('doctorPortal');
  return (
    <Routes>
      <Route
        path="hours"
        element={
          <Shell title={t('shell.hoursTitle')}>
            <p className="-mt-2 mb-4 text-slate-600">{t('shell.hoursLead')}</p>
            <Loaded>{(profile) => <HoursEditor doctorId={profile.id} viewer="doctor" />}</Loaded>
          </Shell>
        }
      />
      <Route
        path="messages/*"
        element={
          <Shell title={t('shell.messagesTitle')}>
            <p className="-mt-2 mb-4 text-slate-600">{t('shell.messagesLead')}</p>
            <DoctorMessages />
          </Shell>
        }
      />
      <Route
        path="patients/:patientId/record"
        element={
          <Shell title={t('record.title')}>
            <PatientRecord />
          </Shell>
        }
      />
      <Route
        path="*"
        element={
          <Shell title={t('shell.title')}>
            <Loaded>{(profile) => <Dashboard profile={profile} />}</Loaded>
          </Shell>
        }
      />
    </Routes>
  );
}
