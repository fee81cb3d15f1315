import { useQuery } from '@tanstack/react-query';
import { Ambulance, CalendarDays, ClipboardList, ClipboardPen, Contact, FileSignature, HeartHandshake, Inbox, LayoutDashboard, ListChecks, Mail, MapPin, MessagesSquare, ScrollText, Settings, Stethoscope, UserCheck, Users } from 'lucide-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { dashboardQuery } from './api';
import { DashboardSection } from './sections/DashboardSection';

const sections = {
  appointments: lazy(() => import('./sections/AppointmentsSection')),
  bookForPatient: lazy(() => import('./sections/BookForPatientSection')),
  approvals: lazy(() => import('./sections/ApprovalsSection')),
  doctors: lazy(() => import('./sections/DoctorsSection')),
  doctorHours: lazy(() => import('./sections/DoctorHoursSection')),
  visitTypes: lazy(() => import('./sections/VisitTypesSection')),
  locations: lazy(() => import('./sections/LocationsSection')),
  questionnaires: lazy(() => import('./sections/QuestionnairesSection')),
  consents: lazy(() => import('./sections/ConsentsSection')),
  inbox: lazy(() => import('./sections/InboxSection')),
  messages: lazy(() => import('./sections/MessagesSection')),
  patientMessages: lazy(() => import('./sections/PatientMessagesSection')),
  ambulance: lazy(() => import('./sections/AmbulanceSection')),
  auditLog: lazy(() => import('./sections/AuditLogSection')),
  team: lazy(() => import('./sections/TeamSection')),
  patients: lazy(() => import('./sections/PatientsSection')),
  families: lazy(() => import('./sections/FamiliesSection')),
  patientRecord: lazy(() => import('./sections/PatientRecordSection')),
  settings: lazy(() => import('./sections/SettingsSection')),
  profile: lazy(() => import('./sections/ProfileSection')),
};

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  administratorOnly?: boolean;
}

/** The console's sections, in the order staff work through them. */
export const staffNav: NavItem[] = [
  { to: '/staff', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/staff/appointments', label: 'Appointments', icon: CalendarDays },
  { to: '/staff/patients', label: 'Patients', icon: Contact },
  { to: '/staff/families', label: 'Families', icon: HeartHandshake },
  { to: '/staff/approvals', label: 'Approvals', icon: UserCheck, administratorOnly: true },
  { to: '/staff/doctors', label: 'Doctors', icon: Stethoscope },
  { to: '/staff/visit-types', label: 'Visit types', icon: ListChecks },
  { to: '/staff/locations', label: 'Locations', icon: MapPin },
  // INTAKE-11: what patients are asked before their visits.
  { to: '/staff/questionnaires', label: 'Questionnaires', icon: ClipboardPen },
  // CONSENT-7: the consent texts patients sign.
  { to: '/staff/consents', label: 'Consents', icon: FileSignature },
  { to: '/staff/inbox', label: 'Inbox', icon: Inbox },
  // MSG-UI-4: patients' secure messages (not the appointment e-mails of 'Messages').
  { to: '/staff/patient-messages', label: 'Patient messages', icon: MessagesSquare },
  { to: '/staff/messages', label: 'Messages', icon: Mail },
  { to: '/staff/ambulance', label: 'Ambulance', icon: Ambulance },
  { to: '/staff/audit-log', label: 'Audit log', icon: ScrollText, administratorOnly: true },
  { to: '/staff/team', label: 'Team', icon: Users, administratorOnly: true },
  { to: '/staff/settings', label: 'Settings', icon: Settings },
];

function ConsoleNav({ administrator }: { administrator: boolean }) {
  const items = staffNav.filter((item) => administrator || item.administratorOnly !== true);
  return (
    // Issue 40.7: on a phone the sections wrap onto rows, every one in view (a scrolling strip hid half of them).
    <nav aria-label="Staff console">
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
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AdministratorsOnly() {
  return (
    <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
      Only a staff administrator can open this section.
    </p>
  );
}

/** /staff/*: the staff console (approved staff; STAFF-1), one section per task. */
export default function StaffConsolePage() {
  const dashboard = useQuery(dashboardQuery());
  const administrator = dashboard.data?.administrator === true;
  const adminSection = (Section: ComponentType) => (administrator ? <Section /> : dashboard.isPending ? <PageLoading /> : <AdministratorsOnly />);

  return (
    <div className="page-container py-8">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-teal-700">
        <ClipboardList className="size-4" aria-hidden="true" />
        Staff Console
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
                    There is no such section.{' '}
                    <NavLink to="/staff" className="font-medium text-teal-700 underline underline-offset-4">
                      Back to the dashboard
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
