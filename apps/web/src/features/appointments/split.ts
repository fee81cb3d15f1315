import type { PatientAppointment } from '@clinvia/contracts/appointments';

const slotOf = (appointment: PatientAppointment) => `${appointment.appointment_date} ${appointment.appointment_time}`;

/**
 * APPT-2's list as two parts: Upcoming (from the clinic's today on, soonest first) and Past
 * (before today, newest first).
 */
export function splitAppointments(appointments: readonly PatientAppointment[], today: string) {
  const upcoming = appointments.filter((appointment) => appointment.appointment_date >= today).sort((a, b) => slotOf(a).localeCompare(slotOf(b)));
  const past = appointments.filter((appointment) => appointment.appointment_date < today).sort((a, b) => slotOf(b).localeCompare(slotOf(a)));
  return { upcoming, past };
}
