import { appointmentDetailsSchema, statusChangeResponseSchema, type AppointmentStatus, type StaffStatusChangeInput } from '@clinvia/contracts/appointments';
import { messageResponseSchema } from '@clinvia/contracts/auth';
import {
  ambulanceRequestPageSchema,
  ambulanceQueueItemSchema,
  approvalsSchema,
  auditActionsSchema,
  auditLogPageSchema,
  contactMessagePageSchema,
  inboxMessageSchema,
  staffDashboardSchema,
  patientSearchPageSchema,
  staffAppointmentPageSchema,
  staffDoctorPageSchema,
  staffDoctorSchema,
  staffMemberSchema,
  staffMembersSchema,
  type AmbulanceStatus,
  type DoctorState,
  type StaffDoctorUpdate,
} from '@clinvia/contracts/staff';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch, REQUEST_TIMEOUT_MS } from '../../lib/api';
import { readToken } from '../../lib/token';

// The staff console's calls (all under /api/staff); every response is checked against the
// shared contracts.

const base = '/api/staff';

/** `?a=1&b=x` from the set values only. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

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
};

export const dashboardQuery = () =>
  queryOptions({ queryKey: staffKeys.dashboard, queryFn: ({ signal }) => apiFetch(`${base}/dashboard`, { schema: staffDashboardSchema, signal }), staleTime: 15_000 });

export const approvalsQuery = () =>
  queryOptions({ queryKey: staffKeys.approvals, queryFn: ({ signal }) => apiFetch(`${base}/approvals`, { schema: approvalsSchema, signal }) });

export const membersQuery = () =>
  queryOptions({ queryKey: staffKeys.members, queryFn: ({ signal }) => apiFetch(`${base}/members`, { schema: staffMembersSchema, signal }) });

export interface DoctorFilters {
  q: string;
  state: DoctorState | '';
  page: number;
}

export const staffDoctorsQuery = (filters: DoctorFilters) =>
  queryOptions({
    queryKey: staffKeys.doctors(filters),
    queryFn: ({ signal }) => apiFetch(`${base}/doctors${queryString({ q: filters.q, state: filters.state, page: filters.page, pageSize: 20 })}`, { schema: staffDoctorPageSchema, signal }),
    placeholderData: (previous) => previous,
  });

export const inboxQuery = (filters: { status: 'new' | 'handled' | ''; page: number }) =>
  queryOptions({
    queryKey: staffKeys.inbox(filters),
    queryFn: ({ signal }) => apiFetch(`${base}/contact-messages${queryString({ status: filters.status, page: filters.page, pageSize: 10 })}`, { schema: contactMessagePageSchema, signal }),
    placeholderData: (previous) => previous,
  });

export const ambulanceQuery = (filters: { view: 'open' | AmbulanceStatus | 'all'; page: number }) =>
  queryOptions({
    queryKey: staffKeys.ambulance(filters),
    queryFn: ({ signal }) => {
      const filter = filters.view === 'open' ? { open: 'true' } : filters.view === 'all' ? {} : { status: filters.view };
      return apiFetch(`${base}/ambulance-requests${queryString({ ...filter, page: filters.page, pageSize: 10 })}`, { schema: ambulanceRequestPageSchema, signal });
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

export function auditFilterQuery(filters: AuditFilters): string {
  return queryString({ actor: filters.actor, patient: filters.patient, action: filters.action, from: filters.from, to: filters.to, page: filters.page, pageSize: 25 });
}

export const auditLogQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: staffKeys.auditLog(filters),
    queryFn: ({ signal }) => apiFetch(`${base}/audit-log${auditFilterQuery(filters)}`, { schema: auditLogPageSchema, signal }),
    placeholderData: (previous) => previous,
  });

export const auditActionsQuery = () =>
  queryOptions({ queryKey: staffKeys.auditActions, queryFn: ({ signal }) => apiFetch(`${base}/audit-log/actions`, { schema: auditActionsSchema, signal }) });

export const verifyDoctor = (id: string) => apiFetch(`${base}/doctors/${id}/verify`, { method: 'POST', body: {}, schema: messageResponseSchema });
export const rejectDoctor = (id: string, reason: string) => apiFetch(`${base}/doctors/${id}/reject`, { method: 'POST', body: { reason }, schema: messageResponseSchema });
export const approveStaff = (id: string) => apiFetch(`${base}/staff/${id}/approve`, { method: 'POST', body: {}, schema: messageResponseSchema });
export const rejectStaff = (id: string, reason: string) => apiFetch(`${base}/staff/${id}/reject`, { method: 'POST', body: { reason }, schema: messageResponseSchema });
export const setAdministrator = (id: string, administrator: boolean) =>
  apiFetch(`${base}/staff/${id}/administrator`, { method: 'PUT', body: { administrator }, schema: staffMemberSchema });
export const updateDoctor = (id: string, changes: StaffDoctorUpdate) => apiFetch(`${base}/doctors/${id}`, { method: 'PATCH', body: changes, schema: staffDoctorSchema });
export const setDoctorActive = (id: string, active: boolean) =>
  apiFetch(`${base}/doctors/${id}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST', body: {}, schema: staffDoctorSchema });
export const handleMessage = (id: string, note: string) => apiFetch(`${base}/contact-messages/${id}/handle`, { method: 'POST', body: { note }, schema: inboxMessageSchema });
export const changeAmbulanceStatus = (id: string, status: AmbulanceStatus, note: string) =>
  apiFetch(`${base}/ambulance-requests/${id}/status`, { method: 'POST', body: { status, note }, schema: ambulanceQueueItemSchema });

/**
 * Downloads the filtered audit log as CSV. The route needs the bearer token, so a plain link
 * cannot fetch it: the file is fetched, then handed to the browser as a download.
 */
export async function downloadAuditLog(filters: AuditFilters): Promise<void> {
  const token = readToken();
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, REQUEST_TIMEOUT_MS * 4);
  try {
    const response = await fetch(`${base}/audit-log/export${auditFilterQuery({ ...filters, page: 1 })}`, {
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (!response.ok) throw new ApiError({ status: response.status, code: `http_${String(response.status)}`, message: 'The export could not be made. Please try again.' });
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'clinvia-audit-log.csv';
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked a little later: revoking at once can cancel the download in some browsers.
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 10_000);
  } finally {
    clearTimeout(timer);
  }
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
      apiFetch(
        `${base}/appointments${queryString({ from: filters.from, to: filters.to, doctor: filters.doctor, q: filters.q, status: filters.status, order: filters.order, page: filters.page, pageSize: 20 })}`,
        { schema: staffAppointmentPageSchema, signal },
      ),
    placeholderData: (previous) => previous,
  });

export const staffAppointmentQuery = (id: string) =>
  queryOptions({ queryKey: staffKeys.appointment(id), queryFn: ({ signal }) => apiFetch(`${base}/appointments/${id}`, { schema: appointmentDetailsSchema, signal }) });

export const changeAppointmentStatus = (id: string, body: StaffStatusChangeInput) =>
  apiFetch(`${base}/appointments/${id}/status`, { method: 'PATCH', body, schema: statusChangeResponseSchema });

/** Patients whose name or e-mail contains `q` (at least 2 letters), to book on their behalf. */
export const patientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: staffKeys.patients(q),
    queryFn: ({ signal }) => apiFetch(`${base}/patients${queryString({ q, pageSize: 10 })}`, { schema: patientSearchPageSchema, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: (previous) => previous,
  });
