import { isActiveStatus, type PatientAppointment } from '@clinvia/contracts/appointments';
import { wallClockAt, type WallClock } from '@clinvia/contracts/clinic-time';

const slotOf = (appointment: PatientAppointment) => `${appointment.appointment_date} ${appointment.appointment_time}`;

/**
 * The clinic's wall clock now: the browser's clock read in the clinic's zone, unless it
 * disagrees with the server about the date (a wrong clock), then the start of the server's today.
 */
export function clinicNow(timeZone: string, today: string, instant: number = Date.now()): WallClock {
  const clock = wallClockAt(timeZone, instant);
  return clock.date === today ? clock : { date: today, time: '00:00' };
}

/**
 * APPT-2's list in parts (APPT-9): Upcoming holds only pending or confirmed appointments
 * whose time has not begun (soonest first); Past the ones whose time has come, whatever
 * their status (newest first); Cancelled the cancelled ones that had not yet happened.
 */
export function splitAppointments(appointments: readonly PatientAppointment[], now: WallClock) {
  const moment = `${now.date} ${now.time}`;
  const ahead = (appointment: PatientAppointment) => slotOf(appointment) > moment;
  const upcoming = appointments.filter((appointment) => ahead(appointment) && isActiveStatus(appointment.status)).sort((a, b) => slotOf(a).localeCompare(slotOf(b)));
  const cancelled = appointments.filter((appointment) => ahead(appointment) && !isActiveStatus(appointment.status)).sort((a, b) => slotOf(a).localeCompare(slotOf(b)));
  const past = appointments.filter((appointment) => !ahead(appointment)).sort((a, b) => slotOf(b).localeCompare(slotOf(a)));
  return { upcoming, past, cancelled };
}
