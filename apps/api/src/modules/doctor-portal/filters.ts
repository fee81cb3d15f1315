import type { AppointmentTab, DoctorAppointmentQuery } from '@clinvia/contracts/doctor-portal';
import { addDays } from '../../lib/clinic-time';
import type { AppointmentFilters } from '../../domain/appointments/list';

/**
 * A tab's dates in the clinic's calendar (PORTAL-5, TIME-1):
 * Today and Tomorrow are one day each, Upcoming is from today on, Past is before today and
 * reads latest first. Without a tab: every date, soonest first.
 */
export function tabRange(tab: AppointmentTab | undefined, today: string): Pick<AppointmentFilters, 'from' | 'to' | 'order'> {
  switch (tab) {
    case 'today':
      return { from: today, to: today, order: 'asc' };
    case 'tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 1), order: 'asc' };
    case 'upcoming':
      return { from: today, order: 'asc' };
    case 'past':
      return { to: addDays(today, -1), order: 'desc' };
    case undefined:
      return { order: 'asc' };
  }
}

const later = (a: string | undefined, b: string | undefined) => (a === undefined ? b : b === undefined ? a : a > b ? a : b);
const earlier = (a: string | undefined, b: string | undefined) => (a === undefined ? b : b === undefined ? a : a < b ? a : b);

/** The list filters of one doctor's query: the tab's dates narrowed by `from`/`to`, the status and the patient name. */
export function doctorFilters(doctorId: string, query: DoctorAppointmentQuery, today: string): AppointmentFilters {
  const range = tabRange(query.tab, today);
  return {
    doctorId,
    from: later(range.from, query.from),
    to: earlier(range.to, query.to),
    status: query.status,
    patientText: query.q,
    order: range.order,
  };
}
