import type { AppointmentStatus } from '@clinvia/contracts/appointments';
import type { AppointmentTab } from '@clinvia/contracts/doctor-portal';
import {
  getOwnBookingRules,
  getOwnVisitTypes,
  getOwnCalendarFeed,
  getDoctorAppointment,
  getDoctorAppointmentStats,
  getOwnTimeOff,
  listDoctorAppointments,
} from '@clinvia/contracts/operations/doctor-portal';
import { queryOptions } from '@tanstack/react-query';
import { call, isRefresh } from '../../lib/client';

// The doctor portal's calls; every response is checked against the shared contracts. The
// doctor's own profile is read and changed through lib/queries/doctor-profile.ts (the
// /doctor-profile page shares it). Writes are `operationMutation`s where they are made.

/** Everything the portal caches about the signed-in doctor starts with this key. */
export const portalKey = ['doctor-portal'] as const;

export const statsQuery = (doctorId: string) =>
  queryOptions({
    queryKey: [...portalKey, 'stats', doctorId],
    queryFn: ({ signal }) => call(getDoctorAppointmentStats, { params: { id: doctorId }, signal }),
  });

/** The list's filters as the portal sends them. */
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
    queryFn: (context) => call(listDoctorAppointments, { params: { id: doctorId }, query, signal: context.signal, background: isRefresh(context) }),
    // Keep the rows on screen while the next page or filter loads.
    placeholderData: (previous) => previous,
    // A patient may book or cancel at any moment: look again every minute while open.
    refetchInterval: 60_000,
  });

export const appointmentDetailsQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: [...portalKey, 'appointment', appointmentId],
    queryFn: ({ signal }) => call(getDoctorAppointment, { params: { id: appointmentId }, signal }),
  });

export const timeOffQuery = () =>
  queryOptions({
    queryKey: [...portalKey, 'time-off'],
    queryFn: ({ signal }) => call(getOwnTimeOff, { signal }),
  });

export const bookingRulesQuery = () =>
  queryOptions({
    queryKey: [...portalKey, 'booking-rules'],
    queryFn: ({ signal }) => call(getOwnBookingRules, { signal }),
  });

/** VISIT-2: the visit types the doctor offers. */
export const ownVisitTypesQuery = () =>
  queryOptions({
    queryKey: [...portalKey, 'visit-types'],
    queryFn: ({ signal }) => call(getOwnVisitTypes, { signal }),
  });

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: [...portalKey, 'calendar-feed'],
    queryFn: ({ signal }) => call(getOwnCalendarFeed, { signal }),
  });

