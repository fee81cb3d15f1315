import { appointmentDetailsSchema, statusChangeResponseSchema, type AppointmentStatus, type StatusChangeInput } from '@clinvia/contracts/appointments';
import {
  appointmentStatsSchema,
  doctorAppointmentPageSchema,
  ownDoctorProfileSchema,
  timeOffCalendarSchema,
  type AppointmentTab,
  type DoctorProfileUpdateInput,
  type TimeOffRequestInput,
} from '@clinvia/contracts/doctor-portal';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

// The doctor portal's calls; every response is checked against the shared contracts.

const base = '/api/doctors';

/** Everything the portal caches about the signed-in doctor starts with this key. */
export const portalKey = ['doctor-portal'] as const;
export const ownProfileKey = [...portalKey, 'me'] as const;

function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export const ownProfileQuery = () =>
  queryOptions({
    queryKey: ownProfileKey,
    queryFn: ({ signal }) => apiFetch(`${base}/me`, { schema: ownDoctorProfileSchema, signal }),
  });

export const statsQuery = (doctorId: string) =>
  queryOptions({
    queryKey: [...portalKey, 'stats', doctorId],
    queryFn: ({ signal }) => apiFetch(`${base}/${encodeURIComponent(doctorId)}/appointment-stats`, { schema: appointmentStatsSchema, signal }),
  });

/** The list's filters as the portal sends them (GET /api/doctors/:id/appointments). */
export interface PortalListQuery {
  tab: AppointmentTab;
  status: AppointmentStatus | undefined;
  q: string | undefined;
  page: number;
  pageSize: number;
}

export const appointmentsQuery = (doctorId: string, query: PortalListQuery) =>
  queryOptions({
    queryKey: [...portalKey, 'appointments', doctorId, query],
    queryFn: ({ signal }) =>
      apiFetch(`${base}/${encodeURIComponent(doctorId)}/appointments${queryString({ ...query })}`, { schema: doctorAppointmentPageSchema, signal }),
    // Keep the rows on screen while the next page or filter loads.
    placeholderData: (previous) => previous,
    // A patient may book or cancel at any moment: look again every minute while open.
    refetchInterval: 60_000,
  });

export const appointmentDetailsQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: [...portalKey, 'appointment', appointmentId],
    queryFn: ({ signal }) => apiFetch(`${base}/appointments/${encodeURIComponent(appointmentId)}`, { schema: appointmentDetailsSchema, signal }),
  });

export const timeOffQuery = () =>
  queryOptions({
    queryKey: [...portalKey, 'time-off'],
    queryFn: ({ signal }) => apiFetch(`${base}/me/time-off`, { schema: timeOffCalendarSchema, signal }),
  });

export function changeStatus(appointmentId: string, body: StatusChangeInput) {
  return apiFetch(`${base}/appointments/${encodeURIComponent(appointmentId)}/status`, { method: 'PATCH', body, schema: statusChangeResponseSchema });
}

export function setAvailability(available: boolean) {
  return apiFetch(`${base}/me/availability`, { method: 'PUT', body: { available }, schema: ownDoctorProfileSchema });
}

export function updateProfile(body: DoctorProfileUpdateInput) {
  return apiFetch(`${base}/me`, { method: 'PUT', body, schema: ownDoctorProfileSchema });
}

export function uploadPhoto(file: File) {
  const body = new FormData();
  body.append('photo', file);
  return apiFetch(`${base}/me/photo`, { method: 'PUT', body, schema: ownDoctorProfileSchema });
}

export function removePhoto() {
  return apiFetch(`${base}/me/photo`, { method: 'DELETE', schema: ownDoctorProfileSchema });
}

export function blockTime(body: TimeOffRequestInput) {
  return apiFetch(`${base}/me/time-off`, { method: 'POST', body, schema: timeOffCalendarSchema });
}

export function unblockTime(date: string, time?: string) {
  return apiFetch(`${base}/me/time-off${queryString({ date, time })}`, { method: 'DELETE', schema: timeOffCalendarSchema });
}
