import type { StaffDashboard } from '@clinvia/contracts/staff';
import type { UseQueryResult } from '@tanstack/react-query';
import { Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '../components/Section';
import { EmailOffNotice } from '../components/EmailOffNotice';
import { LoadState } from '../../../components/ui/LoadState';
import { formatDay, formatInstant } from '../components/dates';
import { useLanguage } from '../../../lib/i18n/i18n';
import { formatPhone } from '../../../lib/phone';
import { ButtonLink } from '../../../components/ui/Button';

function Figure({ to, label, value, note }: { to: string; label: string; value: number; note?: string }) {
  return (
    <Link to={to} className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-600 hover:shadow">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
      {note !== undefined && <p className="mt-1 text-sm text-slate-600">{note}</p>}
    </Link>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-8">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>
    </section>
  );
}

/** The Appointments section filtered to today's appointments in one status. */
function todaysAppointments(today: string, status: string): string {
  return `/staff/appointments?${new URLSearchParams({ from: today, to: today, status }).toString()}`;
}


function Figures({ data }: { data: StaffDashboard }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { appointments_today: today } = data;
  const approvals = data.pending_approvals.doctors + data.pending_approvals.staff;
  return (
    <>
      {data.email_off && <EmailOffNotice />}
      {data.new_emergency !== null && (
        <div role="alert" className="flex flex-col gap-3 rounded-xl border-2 border-red-600 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center">
          <Siren className="size-8 shrink-0 text-red-700" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-bold">{t('dashboard.emergency', { reference: data.new_emergency.reference })}</p>
            <p className="text-sm">
              {data.new_emergency.full_name}, {formatPhone(data.new_emergency.phone)}
              {data.new_emergency.location !== null && t('dashboard.at', { location: data.new_emergency.location })} {t('dashboard.received', { time: formatInstant(data.new_emergency.created_at, language) })}
            </p>
          </div>
          <ButtonLink to="/staff/ambulance" variant="emergency">
            {t('dashboard.openAmbulance')}
          </ButtonLink>
        </div>
      )}
      <Group title={t('dashboard.today', { day: formatDay(data.today, language) })}>
        <Figure to={todaysAppointments(data.today, 'pending')} label={t('dashboard.pending')} value={today.pending} note={t('dashboard.pendingNote')} />
        <Figure to={todaysAppointments(data.today, 'confirmed')} label={t('dashboard.confirmed')} value={today.confirmed} />
        <Figure to={todaysAppointments(data.today, 'completed')} label={t('dashboard.completed')} value={today.completed} />
        <Figure to={todaysAppointments(data.today, 'cancelled')} label={t('dashboard.cancelled')} value={today.cancelled} />
      </Group>
      <Group title={t('dashboard.waiting')}>
        {data.administrator && (
          <Figure
            to="/staff/approvals"
            label={t('dashboard.approvals')}
            value={approvals}
            note={t('dashboard.approvalsNote', { doctors: data.pending_approvals.doctors, staff: data.pending_approvals.staff })}
          />
        )}
        <Figure to="/staff/inbox" label={t('dashboard.contactMessages')} value={data.new_contact_messages} />
        <Figure to="/staff/ambulance" label={t('dashboard.ambulanceRequests')} value={data.open_ambulance_requests} />
      </Group>
      <DoctorsBySpecialization rows={data.listed_by_specialization} />
    </>
  );
}

/** DOC-8: listed doctors per specialization, one line per label whatever the spellings doctors typed. */
function DoctorsBySpecialization({ rows }: { rows: StaffDashboard['listed_by_specialization'] }) {
  const { t } = useTranslation('staff');
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="doctors-by-specialization" className="mt-8">
      <h2 id="doctors-by-specialization" className="text-lg font-semibold text-slate-900">
        {t('dashboard.bySpecialization')}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {rows.map((row) => (
          <li key={row.specialization}>
            <Link
              to={`/find-doctor?${new URLSearchParams({ specialization: row.specialization }).toString()}`}
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-2.5 hover:border-teal-600"
            >
              <span className="min-w-0 truncate text-slate-800">{row.specialization}</span>
              <span className="font-semibold text-slate-900">{row.doctors}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DashboardSection({ dashboard }: { dashboard: UseQueryResult<StaffDashboard> }) {
  const { t } = useTranslation('staff');
  return (
    <Section title={t('dashboard.title')} description={t('dashboard.description')}>
      <LoadState pending={dashboard.isPending} error={dashboard.error} empty={false} emptyText="" onRetry={() => void dashboard.refetch()}>
        {dashboard.data && <Figures data={dashboard.data} />}
      </LoadState>
    </Section>
  );
}
