import type { DoctorAppointment } from '@clinvia/contracts/appointments';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { formatClinicDate } from '../../lib/clinic-dates';
import { zonedClock } from '../../lib/zone-time';

/**
 * PORTAL-7 'Schedule': weekday, month and day ('Tue, Jan 7'), and the time ('9:30 AM'; '9:30 AM
 * Mountain time' when the viewer's clock reads otherwise, TIME-5).
 */
export function scheduleOf(appointment: Pick<DoctorAppointment, 'appointment_date' | 'appointment_time' | 'timeZone'>, language: UiLanguage): { day: string; time: string } {
  return { day: formatClinicDate(appointment.appointment_date, 'short', language), time: zonedClock(appointment.appointment_date, appointment.appointment_time, appointment.timeZone, language) };
}

/** 'Alex Morgan, Tue, Jan 7, 9:30 AM': which appointment a button acts on, for screen readers. */
export function appointmentLabel(appointment: DoctorAppointment, language: UiLanguage): string {
  const { day, time } = scheduleOf(appointment, language);
  return `${appointment.patient.name}, ${day}, ${time}`;
}
