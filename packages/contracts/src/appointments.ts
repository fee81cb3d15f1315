import { z } from 'zod';

/**
 * Appointments (SPEC §3 Appointment, §4 'Appointment status', §9 Booking). The statuses and
 * appointment types live here once; the database schema, the API and the screens take them
 * from this module.
 */

/** SPEC §4: pending, confirmed, completed, cancelled. */
export const appointmentStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export const appointmentStatusSchema = z.enum(appointmentStatuses);

/** Statuses that hold a slot: at most one such appointment per doctor (and per patient) and slot. */
export const activeAppointmentStatuses = ['pending', 'confirmed'] as const satisfies readonly AppointmentStatus[];

/** SPEC §4: an unknown status is displayed as pending. */
export function displayStatus(status: string): AppointmentStatus {
  return appointmentStatuses.find((known) => known === status) ?? 'pending';
}

/** SPEC §2: the four appointment types of the booking wizard. */
export const appointmentTypes = ['New Patient Visit', 'Follow-up', 'Annual Physical', 'Consultation'] as const;
export type AppointmentType = (typeof appointmentTypes)[number];
