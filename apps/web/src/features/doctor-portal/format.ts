import type { DoctorAppointment } from '@clinvia/contracts/appointments';
import { slotLabel } from '@clinvia/contracts/doctors';
import { formatClinicDate } from '../../lib/clinic-dates';

/** PORTAL-7 'Patient': '34 yrs, Female' (either part may be unknown). */
export function patientFacts(patient: DoctorAppointment['patient']): string {
  const parts = [patient.age === null ? null : `${String(patient.age)} yrs`, patient.gender === null ? null : patient.gender.charAt(0).toUpperCase() + patient.gender.slice(1)];
  return parts.filter((part) => part !== null).join(', ') || 'No details on file';
}

/** PORTAL-7 'Schedule': weekday, month and day ('Tue, Jan 7'), and the time ('9:30 AM'). */
export function scheduleOf(appointment: Pick<DoctorAppointment, 'appointment_date' | 'appointment_time'>): { day: string; time: string } {
  return { day: formatClinicDate(appointment.appointment_date, 'short'), time: slotLabel(appointment.appointment_time) };
}

/** 'Alex Morgan, Tue, Jan 7, 9:30 AM': which appointment a button acts on, for screen readers. */
export function appointmentLabel(appointment: DoctorAppointment): string {
  const { day, time } = scheduleOf(appointment);
  return `${appointment.patient.name}, ${day}, ${time}`;
}
