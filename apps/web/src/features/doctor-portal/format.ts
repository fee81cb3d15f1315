import type { DoctorAppointment } from '@clinvia/contracts/appointments';
import { formatClinicDate } from '../../lib/clinic-dates';
import { zonedClock } from '../../lib/zone-time';

/** PORTAL-7 'Patient': '34 yrs, Female' (either part may be unknown). */
export function patientFacts(patient: DoctorAppointment['patient']): string {
  const parts = [patient.age === null ? null : `${String(patient.age)} yrs`, patient.gender === null ? null : patient.gender.charAt(0).toUpperCase() + patient.gender.slice(1)];
  return parts.filter((part) => part !== null).join(', ') || 'No details on file';
}

/**
 * PORTAL-7 'Schedule': weekday, month and day ('Tue, Jan 7'), and the time ('9:30 AM'; '9:30 AM
 * Mountain time' when the viewer's clock reads otherwise, TIME-5).
 */
export function scheduleOf(appointment: Pick<DoctorAppointment, 'appointment_date' | 'appointment_time' | 'timeZone'>): { day: string; time: string } {
  return { day: formatClinicDate(appointment.appointment_date, 'short'), time: zonedClock(appointment.appointment_date, appointment.appointment_time, appointment.timeZone) };
}

/** 'Alex Morgan, Tue, Jan 7, 9:30 AM': which appointment a button acts on, for screen readers. */
export function appointmentLabel(appointment: DoctorAppointment): string {
  const { day, time } = scheduleOf(appointment);
  return `${appointment.patient.name}, ${day}, ${time}`;
}
