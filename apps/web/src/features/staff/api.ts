import type { AppointmentStatus } from '@clinvia/contracts/appointments';
import * as operations from '@clinvia/contracts/operations/staff';
import { getSiteSettings } from '@clinvia/contracts/operations/site';
import { getCheckInSettings } from '@clinvia/contracts/operations/check-ins';
import type { MessageStatus } from '@clinvia/contracts/messages';
import type { AmbulanceStatus, DoctorState, InboxMessage } from '@clinvia/contracts/staff';
import { listSpecializations } from '@clinvia/contracts/operations/doctors';
import { listOfAgeDependents } from '@clinvia/contracts/operations/dependent-claims';
import { queryOptions } from '@tanstack/react-query';
import { call, isRefresh } from '../../lib/client';
import { download } from '../../lib/download';

// The staff console's calls; every response is checked against the shared contracts.

export const staffKeys = {
  all: ['staff'] as const,
  dashboard: ['staff', 'dashboard'] as const,
  approvals: ['staff', 'approvals'] as const,
  members: ['staff', 'members'] as const,
  doctors: (filters: object) => ['staff', 'doctors', filters] as const,
  inbox: (filters: object) => ['staff', 'inbox', filters] as const,
  ambulance: (filters: object) => ['staff', 'ambulance', filters] as const,
  auditLog: (filters: object) => ['staff', 'audit-log', filters] as const,
  auditActions: ['staff', 'audit-log', 'actions'] as const,
  appointments: (filters: object) => ['staff', 'appointments', filters] as const,
  appointment: (id: string) => ['staff', 'appointment', id] as const,
  patients: (q: string) => ['staff', 'patients', q] as const,
  noShows: (patientId: string) => ['staff', 'patients', 'no-shows', patientId] as const,
  settings: ['staff', 'settings'] as const,
  checkInSettings: ['staff', 'check-in-settings'] as const,
  specializationVisitTypes: (specialization: string) => ['staff', 'specializations', specialization, 'visit-types'] as const,
  siteSettings: ['staff', 'site-settings'] as const,
  messages: (filters: object) => ['staff', 'messages', filters] as const,
  families: ['staff', 'families'] as const,
};

export const dashboardQuery = () =>
  queryOptions({ queryKey: staffKeys.dashboard, queryFn: (context) => call(operations.getStaffDashboard, { signal: context.signal, background: isRefresh(context) }), staleTime: 15_000 });

export const approvalsQuery = () =>
  queryOptions({ queryKey: staffKeys.approvals, queryFn: ({ signal }) => call(operations.listPendingApprovals, { signal }) });

export const membersQuery = () =>
  queryOptions({ queryKey: staffKeys.members, queryFn: ({ signal }) => call(operations.listStaffMembers, { signal }) });

export interface DoctorFilters {
  q: string;
  state: DoctorState | '';
  page: number;
}

export const staffDoctorsQuery = (filters: DoctorFilters) =>
  queryOptions({
    queryKey: staffKeys.doctors(filters),
    queryFn: ({ signal }) => call(operations.listStaffDoctors, { query: { q: filters.q, state: filters.state || undefined, page: filters.page, pageSize: 20 }, signal }),
    placeholderData: (previous) => previous,
  });

export const inboxQuery = (filters: { status: InboxMessage['status'] | ''; page: number }) =>
  queryOptions({
    queryKey: staffKeys.inbox(filters),
    queryFn: ({ signal }) => call(operations.listContactMessages, { query: { status: filters.status || undefined, page: filters.page, pageSize: 10 }, signal }),
    placeholderData: (previous) => previous,
  });

export const ambulanceQuery = (filters: { view: 'open' | AmbulanceStatus | 'all'; page: number }) =>
  queryOptions({
    queryKey: staffKeys.ambulance(filters),
    queryFn: (context) => {
      const filter = filters.view === 'open' ? { open: 'true' as const } : filters.view === 'all' ? {} : { status: filters.view };
      return call(operations.listAmbulanceRequests, { query: { ...filter, page: filters.page, pageSize: 10 }, signal: context.signal, background: isRefresh(context) });
    },
    placeholderData: (previous) => previous,
  });

export interface AuditFilters {
  actor: string;
  patient: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

function auditQuery(filters: AuditFilters) {
  return { actor: filters.actor, patient: filters.patient, action: filters.action, from: filters.from, to: filters.to, page: filters.page, pageSize: 25 };
}

export const auditLogQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: staffKeys.auditLog(filters),
    queryFn: ({ signal }) => call(operations.listAuditLog, { query: auditQuery(filters), signal }),
    placeholderData: (previous) => previous,
  });

export const auditActionsQuery = () =>
  queryOptions({ queryKey: staffKeys.auditActions, queryFn: ({ signal }) => call(operations.listAuditActions, { signal }) });

/** The clinic's specializations (DOC-8: one label each), as suggestions for a correction at verification. */
export const clinicSpecializationsQuery = () =>
  queryOptions({
    queryKey: ['doctors', 'specializations'],
    queryFn: ({ signal }) => call(listSpecializations, { signal }),
    staleTime: 5 * 60_000,
  });

/** Downloads the filtered audit log as CSV (every page of it, up to the export's limit). */
export function downloadAuditLog(filters: AuditFilters): Promise<void> {
  return download(operations.exportAuditLog, { query: auditQuery({ ...filters, page: 1 }) }, 'clinvia-audit-log.csv');
}

export interface AppointmentFilters {
  from: string;
  to: string;
  doctor: string;
  q: string;
  status: AppointmentStatus | '';
  order: 'asc' | 'desc';
  page: number;
}

export const staffAppointmentsQuery = (filters: AppointmentFilters) =>
  queryOptions({
    queryKey: staffKeys.appointments(filters),
    queryFn: ({ signal }) =>
      call(operations.listStaffAppointments, {
        query: { from: filters.from, to: filters.to, doctor: filters.doctor, q: filters.q, status: filters.status || undefined, order: filters.order, page: filters.page, pageSize: 20 },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const staffAppointmentQuery = (id: string) =>
  queryOptions({ queryKey: staffKeys.appointment(id), queryFn: ({ signal }) => call(operations.getStaffAppointment, { params: { id }, signal }) });

/** Patients whose name or e-mail contains `q` (at least 2 letters), to book on their behalf. */
export const patientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: staffKeys.patients(q),
    queryFn: ({ signal }) => call(operations.searchPatients, { query: { q, pageSize: 10 }, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: (previous) => previous,
  });

/** NOSHOW-1: a patient's no-shows, newest first. */
export const noShowsQuery = (patientId: string) =>
  queryOptions({ queryKey: staffKeys.noShows(patientId), queryFn: ({ signal }) => call(operations.getPatientNoShows, { params: { id: patientId }, signal }) });

/** NOSHOW-2: the clinic's settings. */
/** CHECKIN-1: how many days before a visit its check-in opens. */
export const checkInSettingsQuery = () => queryOptions({ queryKey: staffKeys.checkInSettings, queryFn: ({ signal }) => call(getCheckInSettings, { signal }) });

export const clinicSettingsQuery = () => queryOptions({ queryKey: staffKeys.settings, queryFn: ({ signal }) => call(operations.getClinicSettings, { signal }) });

export const specializationVisitTypesQuery = (specialization: string) =>
  queryOptions({
    queryKey: staffKeys.specializationVisitTypes(specialization),
    queryFn: ({ signal }) => call(operations.getSpecializationVisitTypes, { params: { specialization }, signal }),
  });

/** SHELL-15, ABOUT-4: the clinic's public content, as the footer and the About page show it (checked here). */
export const siteSettingsQuery = () => queryOptions({ queryKey: staffKeys.siteSettings, queryFn: ({ signal }) => call(getSiteSettings, { signal }) });
/** The appointment e-mails (LIFE-10): one status or all, newest due first. */
export const appointmentMessagesQuery = (filters: { status: MessageStatus | ''; page: number }) =>
  queryOptions({
    queryKey: staffKeys.messages(filters),
    queryFn: ({ signal }) => call(operations.listAppointmentMessages, { query: { status: filters.status || undefined, page: filters.page }, signal }),
    placeholderData: (previous) => previous,
  });

/** FAMILY-7: dependents of age without their own account yet, with their latest invitation. */
export const ofAgeDependentsQuery = () => queryOptions({ queryKey: staffKeys.families, queryFn: ({ signal }) => call(listOfAgeDependents, { signal }) });
