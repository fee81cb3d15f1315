import { useQuery } from '@tanstack/react-query';
import { Ambulance, CalendarDays, ClipboardList, ClipboardPen, Contact, FileSignature, HeartHandshake, Inbox, LayoutDashboard, ListChecks, Mail, MapPin, MessagesSquare, ScrollText, Settings, Stethoscope, UserCheck, Users } from 'lucide-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { withTexts } from '../../lib/i18n/i18n';
import { NavLink, Route, Routes } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { dashboardQuery } from './api';
import { DashboardSection } from './sections/DashboardSection';
import type { staff as texts } from './texts';

const sections = {
  appointments: lazy(() => withTexts(import('./sections/AppointmentsSection'), ['bookingKit', 'recordKit', 'staff', 'staffClinic'])),
  bookForPatient: lazy(() => withTexts(import('./sections/BookForPatientSection'), ['staff'])),
  approvals: lazy(() => withTexts(import('./sections/ApprovalsSection'), ['staff'])),
  doctors: lazy(() => withTexts(import('./sections/DoctorsSection'), ['staff'])),
  doctorHours: lazy(() => withTexts(import('./sections/DoctorHoursSection'), ['bookingKit', 'hoursKit', 'staff'])),
  visitTypes: lazy(() => withTexts(import('./sections/VisitTypesSection'), ['bookingKit', 'staff', 'staffClinic'])),
  locations: lazy(() => withTexts(import('./sections/LocationsSection'), ['staff', 'staffClinic'])),
  questionnaires: lazy(() => withTexts(import('./sections/QuestionnairesSection'), ['questionnaire', 'staff', 'staffQuestionnaires'])),
  consents: lazy(() => withTexts(import('./sections/ConsentsSection'), ['consent', 'staff', 'staffClinic'])),
  inbox: lazy(() => withTexts(import('./sections/InboxSection'), ['staff', 'staffClinic'])),
  messages: lazy(() => withTexts(import('./sections/MessagesSection'), ['staff', 'staffClinic'])),
  patientMessages: lazy(() => withTexts(import('./sections/PatientMessagesSection'), ['messagesKit', 'staff', 'staffClinic'])),
  ambulance: lazy(() => withTexts(import('./sections/AmbulanceSection'), ['staff', 'staffClinic'])),
  auditLog: lazy(() => withTexts(import('./sections/AuditLogSection'), ['staff'])),
  team: lazy(() => withTexts(import('./sections/TeamSection'), ['staff'])),
  patients: lazy(() => withTexts(import('./sections/PatientsSection'), ['consent', 'recordKit', 'staff'])),
  families: lazy(() => withTexts(import('./sections/FamiliesSection'), ['staff'])),
  patientRecord: lazy(() => withTexts(import('./sections/PatientRecordSection'), ['questionnaire', 'recordKit', 'staff'])),
  settings: lazy(() => withTexts(import('./sections/SettingsSection'), ['staff', 'staffClinic'])),
  profile: lazy(() => withTexts(import('./sections/ProfileSection'), ['staff'])),
};

interface NavItem {
  to: string;
  /** Its name's key in the catalogue's `nav` group (I18N-1). */
  label: keyof typeof texts.nav;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  administratorOnly?: boolean;
}

/** The console's sections, in the order staff work through them. */
export const staffNav: NavItem[] = [
  { to: '/staff', label: 'dashboard', icon: LayoutDashboard },
  { to: '/staff/appointments', label: 'appointments', icon: CalendarDays },
  { to: '/staff/patients', label: 'patients', icon: Contact },
  { to: '/staff/families', label: 'families', icon: HeartHandshake },
  { to: '/staff/approvals', label: 'approvals', icon: UserCheck, administratorOnly: true },
  { to: '/staff/doctors', label: 'doctors', icon: Stethoscope },
  { to: '/staff/visit-types', label: 'visitTypes', icon: ListChecks },
  { to: '/staff/locations', label: 'locations', icon: MapPin },
  // INTAKE-11: what patients are asked before their visits.
  { to: '/staff/questionnaires', label: 'questionnaires', icon: ClipboardPen },
  // CONSENT-7: the consent texts patients sign.
  { to: '/staff/consents', label: 'consents', icon: FileSignature },
  { to: '/staff/inbox', label: 'inbox', icon: Inbox },
  // MSG-UI-4: patients' secure messages (not the appointment e-mails of 'Messages').
  { to: '/staff/patient-messages', label: 'patientMessages', icon: MessagesSquare },
  { to: '/staff/messages', label: 'messages', icon: Mail },
  { to: '/staff/ambulance', label: 'ambulance', icon: Ambulance },
  { to: '/staff/audit-log', label: 'auditLog', icon: ScrollText, administratorOnly: true },
  { to: '/staff/team', label: 'team', icon: Users, administratorOnly: true },
  { to: '/staff/settings', label: 'settings', icon: Settings },
];

function ConsoleNav({ administrator }: { administrator: boolean }) {
  const { t } = useTranslation('staff');
  const items = staffNav.filter((item) => administrator || item.administratorOnly !== true);
  return (
    // Issue 40.7: on a phone the sections wrap onto rows, every one in view (a scrolling strip hid half of them).
    <nav aria-label={t('console.nav')}>
      <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/staff'}
              className={({ isActive }) =>
                `flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${
                  isActive ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                }`
              }
            >
              <Icon className="size-4" aria-hidden />
              {t(`nav.${label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AdministratorsOnly() {
  const { t } = useTranslation('staff');
  return (
    <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
      {t('console.administratorsOnly')}
    </p>
  );
}

/** /staff/*: the staff console (approved staff; STAFF-1), one section per task. */
export default function StaffConsolePage() {
  const { t } = useTranslation('staff');
  const dashboard = useQuery(dashboardQuery());
  const administrator = dashboard.data?.administrator === true;
  const adminSection = (Section: ComponentType) => (administrator ? <Section /> : dashboard.isPending ? <PageLoading /> : <AdministratorsOnly />);

  return (
    <div className="page-container py-8">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-teal-700">
        <ClipboardList className="size-4" aria-hidden="true" />
        {t('console.title')}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[13rem_1fr]">
        <ConsoleNav administrator={administrator} />
        <div className="min-w-0">
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route index element={<DashboardSection dashboard={dashboard} />} />
              <Route path="appointments" element={<sections.appointments />} />
              <Route path="appointments/book" element={<sections.bookForPatient />} />
              <Route path="approvals" element={adminSection(sections.approvals)} />
              <Route path="doctors" element={<sections.doctors />} />
              <Route path="doctors/:id/hours" element={<sections.doctorHours />} />
              <Route path="visit-types" element={<sections.visitTypes />} />
              <Route path="locations" element={<sections.locations />} />
              <Route path="questionnaires/*" element={<sections.questionnaires />} />
              <Route path="consents" element={<sections.consents />} />
              <Route path="inbox" element={<sections.inbox />} />
              <Route path="messages" element={<sections.messages />} />
              <Route path="patient-messages/*" element={<sections.patientMessages />} />
              <Route path="ambulance" element={<sections.ambulance />} />
              <Route path="audit-log" element={adminSection(sections.auditLog)} />
              <Route path="team" element={adminSection(sections.team)} />
              <Route path="patients" element={<sections.patients />} />
              <Route path="families" element={<sections.families />} />
              {/* RECORD-5: a patient's record, read-only. */}
              <Route path="patients/:patientId/record" element={<sections.patientRecord />} />
              <Route path="settings" element={<sections.settings administrator={administrator} />} />
              <Route path="profile" element={<sections.profile />} />
              <Route
                path="*"
                element={
                  <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
                    {t('console.noSuchSection')}{' '}
                    <NavLink to="/staff" className="font-medium text-teal-700 underline underline-offset-4">
                      {t('console.backToDashboard')}
                    </NavLink>
                  </p>
                }
              />
            </Routes>
          </Suspense>
        </div>
      </div>
    </div>
  );
}
