// 'Add to calendar': the .ics of one of the patient's appointments, written by the shared
// iCalendar writer (@clinvia/contracts/calendar) that the server's e-mails use too.

import { ARRIVAL_MINUTES_EARLY, type PatientAppointment } from '@clinvia/contracts/appointments';
import { calendarFile } from '@clinvia/contracts/calendar';
import { visitPlaceLine } from '@clinvia/contracts/locations';
import { doctorTitle } from './format';

/** BOOK-2: appointments are half-hour slots. */
const SLOT_MINUTES = 30;

/**
 * The .ics of one of the patient's appointments: the wizard's last step and each upcoming
 * appointment on /appointments offer the same file (BOOK, APPT-9).
 */
export function appointmentCalendarFile(appointment: PatientAppointment, timeZone: string, now?: Date): string {
  const pending = appointment.status === 'pending' ? '\nStatus: pending until the doctor confirms.' : '';
  return calendarFile({
    method: 'PUBLISH',
    timeZone,
    ...(now === undefined ? {} : { now }),
    events: [
      {
        uid: `${appointment.id}@clinvia`,
        date: appointment.appointment_date,
        time: appointment.appointment_time,
        durationMinutes: SLOT_MINUTES,
        summary: `${appointment.appointment_type} with ${doctorTitle(appointment.doctor_name)} (${appointment.doctor_specialization})`,
        description: `Reason: ${appointment.reason}${pending}\nPlease arrive ${String(ARRIVAL_MINUTES_EARLY)} minutes early.`,
        // LOC-5: the location the visit was booked at.
        location: visitPlaceLine(appointment.location, appointment.clinic_address),
        status: appointment.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
        alarmMinutesBefore: 60,
      },
    ],
  });
}

export function appointmentCalendarFileName(appointment: PatientAppointment): string {
  return `clinvia-appointment-${appointment.appointment_date}.ics`;
}
