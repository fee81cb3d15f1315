import type { MessageKind } from '@clinvia/contracts/messages';
import { bookingMessages, displayStatus, slotConflicts, type AppointmentStatus, type BookingRequest, type RescheduleRequest, type SlotConflictCode, type StatusChangeTarget } from '@clinvia/contracts/appointments';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointmentEvents, appointments, users } from '../../db/schema';
import type { ClinicNow } from '../../lib/clinic-time';
import { ApiError, notFound, validationError } from '../../lib/errors';
import { violatedUniqueConstraint } from '../../lib/pg-errors';
import { assertMayBookFor } from '../dependents/dependents';
import { appointmentParties, notifyChange, type AppointmentChange } from '../appointments/notices';
import { bookingConditions } from '../no-shows/no-shows';
import { queueMessage } from '../messages/queue';
import { deliveryAddress } from '../messages/recipients';
import { dropReminders, planReminders, type ReminderSettings } from '../reminders/plan';
import { bookingWindow, hasBegun, nowFor } from '../slots/grid';
import { followingSlotOn, isWorkingSlot } from '../slots/schedule';
import { readSchedule } from '../slots/schedule-queries';
import { slotTimes } from '@clinvia/contracts/doctors';
import { isBlocked, lockListedDoctor, slotLocationOf, slotRuleConflict, type LockedDoctor } from '../slots/queries';
import { leaveOnBooking } from '../waitlist/entries';
import { assertNotHeldForAnother, freeAppointmentSlots, settleOffersOnBooking, type SlotRef } from '../waitlist/offers';
import { lifecycleRole, refusalOf, statusReasonOf, transitionTo, type LifecycleActor, type LifecycleRole, type Transition } from './rules';

// The one way an appointment comes to be or changes (LIFE-4): book, confirm, decline, cancel,
// reschedule, complete, no-show. Each function takes its locks, asks rules.ts whether this
// actor may make this transition now, then writes in one transaction the row, its history row
// (appointment_events), the notices for the other party (appointments/notices.ts) and the
// patient's e-mail (messages/queue.ts, sent by the jobs worker: LIFE-6, LIFE-7) and the
// reminders before the visit (reminders/plan.ts: LIFE-8).
//
// The server decides, never the client: a slot must be inside the 10-day window, not begun
// and not inside the doctor's notice (clinic time), a two-slot visit needs the slot after it
// free (BOOK-20), the doctor listed, accepting appointments and not off. Two bookings of one
// slot cannot both succeed, whatever the number of server processes: the partial unique
// indexes on appointments decide, and the loser's unique violation becomes a 409.

export const appointmentNotFoundMessage = 'No appointment with this id.';
export const doctorNotListedMessage = 'No doctor with this id is listed.';
export const patientNotFoundMessage = 'No patient with this id.';
const fixFieldsMessage = 'Please correct the highlighted fields.';

function slotConflict(code: SlotConflictCode): ApiError {
  return new ApiError(409, code, slotConflicts[code]);
}

/** Which 409 a unique violation on appointments means. */
const conflictOfConstraint: Record<string, SlotConflictCode> = {
  appointments_active_slot_key: 'slot_taken',
  appointments_patient_active_slot_key: 'patient_double_booking',
};

function asSlotConflict(error: unknown): unknown {
  const constraint = violatedUniqueConstraint(error);
  const code = constraint === null ? undefined : conflictOfConstraint[constraint];
  return code ? slotConflict(code) : error;
}

/** The date is in the booking window and the slot has not begun. */
function assertBookableTime(date: string, time: string, now: ClinicNow, dateField: string): void {
  const window = bookingWindow(now);
  if (date < window.first || date > window.last) throw validationError(fixFieldsMessage, { [dateField]: bookingMessages.dateOutsideWindow });
  if (hasBegun(date, time, now)) throw slotConflict('slot_begun');
}

const slotOf = (date: string, time: string) => `${date} ${time}`;

/**
 * A time that is not one of BOOK-2's twelve, asked of a doctor on BOOK-2's week that day, is the
 * 400 of the time field it always was, checked first as it was (HOURS-1).
 */
async function assertSpecificationTime(db: Db, doctorId: string, date: string, time: string, clinicTimeZone: string, timeField: string): Promise<void> {
  if (slotTimes.some((slot) => slot === time)) return;
  const schedule = await readSchedule(db, doctorId, clinicTimeZone, date, date);
  if (schedule.isSpecification && !schedule.overrides.has(date)) throw validationError(fixFieldsMessage, { [timeField]: bookingMessages.timeInvalid });
}

/**
 * TIME-5: the clock of the doctor's location (HOURS-4) at the clinic's `now`: the booking window
 * and 'begun' are that clock's, so a doctor west of the clinic keeps their morning bookable while
 * the clinic's clock is already past it.
 */
async function doctorNow(db: Db, doctorId: string, date: string, now: ClinicNow, clinicTimeZone: string): Promise<ClinicNow> {
  return nowFor(await readSchedule(db, doctorId, clinicTimeZone, date, date), now, clinicTimeZone);
}

/**
 * HOURS-1: the slot must be one of the doctor's on that date (else 409 `outside_hours`), and
 * the window and 'begun' are read on the clock of the doctor's location.
 */
function assertWorkingSlot(doctor: LockedDoctor, date: string, time: string, now: ClinicNow, clinicTimeZone: string, dateField: string): void {
  if (!isWorkingSlot(doctor.schedule, date, time)) throw slotConflict('outside_hours');
  if (doctor.schedule.timeZone !== clinicTimeZone) assertBookableTime(date, time, nowFor(doctor.schedule, now, clinicTimeZone), dateField);
}

/** The slots a visit of this type takes with the doctor: its own, and the next when it takes two (BOOK-20). */
function slotsTaken(slot: SlotRef, doctor: LockedDoctor, visitType: string): SlotRef[] {
  const next = doctor.twoSlotVisitTypes.includes(visitType) ? followingSlotOn(doctor.schedule, slot.date, slot.time) : null;
  return next === null ? [slot] : [slot, { ...slot, time: next }];
}

function refuse(transition: Transition, actor: LifecycleActor, subject: Parameters<typeof refusalOf>[2]): LifecycleRole {
  const refusal = refusalOf(transition, actor, subject);
  if (refusal) throw new ApiError(refusal.status, refusal.code, refusal.message);
  const role = lifecycleRole(actor);
  if (role === null) throw new Error('refusalOf let an actor without a lifecycle role through');
  return role;
}

/** A transition that writes an e-mail: all but the patient's own 'I'll be there'. */
type MailedTransition = Exclude<Transition, 'attend'>;

/** The e-mail each transition sends the patient (LIFE-7). */
const messageOf: Record<MailedTransition, MessageKind> = {
  book: 'booked',
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  reschedule: 'rescheduled',
  complete: 'completed',
  no_show: 'no_show',
};

/**
 * The transitions the patient's calendar applies: each raises appointments.sequence, the .ics
 * SEQUENCE, and makes the messages queued before it stale (LIFE-7). Completion and a no-show
 * change nothing in a calendar.
 */
const raisesSequence: ReadonlySet<Transition> = new Set(['confirm', 'decline', 'cancel', 'reschedule']);

const nextSequence = (transition: Transition): SQL => (raisesSequence.has(transition) ? sql`${appointments.sequence} + 1` : sql`${appointments.sequence}`);

/** The row after the change: what the e-mail needs. */
interface Changed {
  sequence: number;
  recipient: string;
}

/** The effects every transition writes in its transaction: the history row, the notices and the e-mail. */
async function record(
  tx: Db,
  appointmentId: string,
  actor: LifecycleActor,
  role: LifecycleRole,
  event: Omit<typeof appointmentEvents.$inferInsert, 'appointmentId' | 'actorId' | 'actorRole'>,
  change: AppointmentChange,
  message: ({ transition: MailedTransition } & Changed) | null,
): Promise<void> {
  await tx.insert(appointmentEvents).values({ appointmentId, actorId: actor.id, actorRole: role, ...event });
  await notifyChange(tx, await appointmentParties(tx, appointmentId), change, role);
  if (message === null) return;
  await queueMessage(tx, { appointmentId, kind: messageOf[message.transition], sequence: message.sequence, actorRole: role, recipient: message.recipient });
}

/**
 * book: a pending appointment in a free slot, for the patient themselves or by staff for them.
 * A patient with the clinic's number of no-shows (NOSHOW-2) gets one only staff may confirm;
 * the booking ends the patient's waitlist entry for this doctor (WAIT-4).
 */
export async function book(db: Db, actor: LifecycleActor, booking: BookingRequest, now: ClinicNow, reminders: ReminderSettings): Promise<string> {
  const clinicTimeZone = reminders.timeZone;
  const role = refuse('book', actor, { patientId: booking.patientId, doctorId: booking.doctorId, status: null, begun: false });
  await assertSpecificationTime(db, booking.doctorId, booking.selectedDate, booking.selectedTime, clinicTimeZone, 'selectedTime');
  assertBookableTime(booking.selectedDate, booking.selectedTime, await doctorNow(db, booking.doctorId, booking.selectedDate, now, clinicTimeZone), 'selectedDate');
  const [patient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, booking.patientId), eq(users.role, 'patient')));
  if (!patient) throw notFound(patientNotFoundMessage);
  const dependentId = booking.dependentId ?? null;

  const insured = booking.isInsurance === 'true';
  try {
    return await db.transaction(async (tx) => {
      const doctor = await lockListedDoctor(tx, booking.doctorId, booking.selectedDate, clinicTimeZone);
      if (!doctor) throw notFound(doctorNotListedMessage);
      // FAMILY-2, FAMILY-5: the guardian's own dependent, not removed, not of age.
      if (dependentId !== null) await assertMayBookFor(tx, booking.patientId, dependentId, now.date);
      if (!doctor.available) throw slotConflict('doctor_unavailable');
      assertWorkingSlot(doctor, booking.selectedDate, booking.selectedTime, now, clinicTimeZone, 'selectedDate');
      if (await isBlocked(tx, booking.doctorId, booking.selectedDate, booking.selectedTime)) throw slotConflict('slot_unavailable');
      const ruled = await slotRuleConflict(tx, booking.doctorId, doctor, { date: booking.selectedDate, time: booking.selectedTime, visitType: booking.appointmentType }, now);
      if (ruled) throw slotConflict(ruled);
      const slot = { doctorId: booking.doctorId, date: booking.selectedDate, time: booking.selectedTime };
      await assertNotHeldForAnother(tx, slotsTaken(slot, doctor, booking.appointmentType), booking.patientId);
      const { staff_confirms: staffConfirms } = await bookingConditions(tx, booking.patientId, now);
      const [row] = await tx
        .insert(appointments)
        .values({
          patientId: booking.patientId,
          doctorId: booking.doctorId,
          appointmentDate: booking.selectedDate,
          appointmentTime: booking.selectedTime,
          // LOC-5: where the slot is, kept whatever the hours say later (HOURS-9).
          locationId: slotLocationOf(doctor, booking.selectedDate, booking.selectedTime),
          appointmentType: booking.appointmentType,
          reason: booking.appointmentReason,
          isInsurance: insured,
          insuranceProvider: insured ? (booking.insuranceProvider ?? null) : null,
          insuranceId: insured ? (booking.insuranceId ?? null) : null,
          // SPEC's step-3 fields: the contact for this visit; who booked is patientId.
          contactName: booking.patientName,
          contactEmail: booking.patientEmail,
          contactPhone: booking.patientPhone,
          // FAMILY-2: who the visit is for; the guardian stays patientId.
          dependentId,
          status: 'pending',
          staffConfirms,
        })
        .returning({ id: appointments.id, sequence: appointments.sequence, recipient: deliveryAddress });
      if (!row) throw new Error('The appointment insert returned no row');
      await settleOffersOnBooking(tx, booking.patientId, slot, row.id, { withdrawOthers: true });
      await leaveOnBooking(tx, booking.patientId, booking.doctorId);
      await record(tx, row.id, actor, role, { kind: 'booked', toStatus: 'pending', toSlot: slotOf(booking.selectedDate, booking.selectedTime) }, { kind: 'booked' }, { transition: 'book', ...row });
      await planReminders(tx, { appointmentId: row.id, date: booking.selectedDate, time: booking.selectedTime, ...row }, now, reminders);
      return row.id;
    });
  } catch (error) {
    throw asSlotConflict(error);
  }
}

interface LockedAppointment {
  patientId: string;
  doctorId: string;
  date: string;
  time: string;
  visitType: string;
  status: AppointmentStatus;
  patientConfirmedAt: Date | null;
  staffConfirms: boolean;
  dependentId: string | null;
}

/** The appointment's row, locked FOR UPDATE until the transaction ends; 404 when there is none. */
async function lockAppointment(tx: Db, appointmentId: string): Promise<LockedAppointment> {
  const [row] = await tx
    .select({
      patientId: appointments.patientId,
      doctorId: appointments.doctorId,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      visitType: appointments.appointmentType,
      status: appointments.status,
      patientConfirmedAt: appointments.patientConfirmedAt,
      staffConfirms: appointments.staffConfirms,
      dependentId: appointments.dependentId,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .for('update');
  if (!row) throw notFound(appointmentNotFoundMessage);
  return { ...row, status: displayStatus(row.status) };
}

/** Writes a change to the (locked) appointment row and answers what its e-mail needs. */
async function updateAppointment(tx: Db, appointmentId: string, values: PgUpdateSetSource<typeof appointments>): Promise<Changed> {
  const [row] = await tx
    .update(appointments)
    // Every transition raises the version: the one-click links sent before it stop working (LIFE-11).
    .set({ ...values, version: sql`${appointments.version} + 1`, updatedAt: sql`now()` })
    .where(eq(appointments.id, appointmentId))
    .returning({ sequence: appointments.sequence, recipient: deliveryAddress });
  if (!row) throw new Error(`Appointment ${appointmentId} vanished under its lock`);
  return row;
}

const subjectOf = (appointment: LockedAppointment, now: ClinicNow) => ({ ...appointment, begun: hasBegun(appointment.date, appointment.time, now) });

export interface StatusChange {
  appointmentId: string;
  to: StatusChangeTarget;
  /** Shown to the patient (and the doctor, when staff change it); the staff console's contract requires one. */
  reason: string | null;
}

export interface StatusChangeResult {
  patientId: string;
  from: AppointmentStatus;
  to: StatusChangeTarget;
  transition: Transition;
}

/**
 * confirm, decline, cancel, complete or no_show, inside `tx`: the doctor portal's and staff
 * console's status changes (`to` says which; a doctor's 'cancelled' on a request is a
 * decline) and the patient's own cancel.
 */
export async function changeStatus(tx: Db, actor: LifecycleActor, change: StatusChange, now: ClinicNow, reminders: ReminderSettings): Promise<StatusChangeResult> {
  const appointment = await lockAppointment(tx, change.appointmentId);
  const transition = transitionTo(change.to, appointment.status, lifecycleRole(actor));
  const role = refuse(transition, actor, subjectOf(appointment, now));
  const reason = change.reason?.trim() ? change.reason.trim() : null;
  const statusReason = statusReasonOf(transition, role, reason);
  const changed = await updateAppointment(tx, change.appointmentId, { status: change.to, statusReason, sequence: nextSequence(transition) });
  await record(
    tx,
    change.appointmentId,
    actor,
    role,
    // The history keeps the words said, or else who made a change that always says who.
    { kind: 'status_changed', fromStatus: appointment.status, toStatus: change.to, reason: reason ?? statusReason },
    { kind: 'status', from: appointment.status, to: change.to, reason },
    { transition, ...changed },
  );
  // A confirmation raised the sequence: the reminders are planned again for it (LIFE-8); any
  // other status ends them.
  if (change.to === 'confirmed') await planReminders(tx, { appointmentId: change.appointmentId, date: appointment.date, time: appointment.time, ...changed }, now, reminders);
  else await dropReminders(tx, change.appointmentId);
  // A cancelled or declined visit still ahead frees its time for the waitlist (WAIT-2); a no-show's does not.
  if (change.to === 'cancelled' && !hasBegun(appointment.date, appointment.time, now)) {
    await freeAppointmentSlots(tx, { doctorId: appointment.doctorId, date: appointment.date, time: appointment.time, visitType: appointment.visitType }, reminders.timeZone);
  }
  return { patientId: appointment.patientId, from: appointment.status, to: change.to, transition };
}

/**
 * reschedule: moves an active appointment to another free slot of the same doctor. The UPDATE
 * frees the old slot and takes the new one at once; if the new one is taken the unique index
 * refuses it, the transaction rolls back and the old booking stays as it was. A confirmed
 * appointment goes back to pending: the doctor confirms the new time.
 */
export async function reschedule(db: Db, actor: LifecycleActor, appointmentId: string, target: RescheduleRequest, now: ClinicNow, reminders: ReminderSettings, options: { keepConfirmed?: boolean } = {}): Promise<void> {
  const clinicTimeZone = reminders.timeZone;
  try {
    await db.transaction(async (tx) => {
      // Locks in the order booking and time off take them: the doctor first, then the appointment.
      const [known] = await tx.select({ doctorId: appointments.doctorId }).from(appointments).where(eq(appointments.id, appointmentId));
      if (!known) throw notFound(appointmentNotFoundMessage);
      const doctor = await lockListedDoctor(tx, known.doctorId, target.date, clinicTimeZone);
      const appointment = await lockAppointment(tx, appointmentId);
      const role = refuse('reschedule', actor, subjectOf(appointment, now));
      if (appointment.date === target.date && appointment.time === target.time) throw validationError(fixFieldsMessage, { time: bookingMessages.sameSlot });
      // FAMILY-5: a move is a new booking for the dependent, refused once they have come of age.
      if (appointment.dependentId !== null) await assertMayBookFor(tx, appointment.patientId, appointment.dependentId, now.date);
      await assertSpecificationTime(tx, appointment.doctorId, target.date, target.time, clinicTimeZone, 'time');
      assertBookableTime(target.date, target.time, doctor ? nowFor(doctor.schedule, now, clinicTimeZone) : now, 'date');
      if (!doctor?.available) throw slotConflict('doctor_unavailable');
      assertWorkingSlot(doctor, target.date, target.time, now, clinicTimeZone, 'date');
      if (await isBlocked(tx, appointment.doctorId, target.date, target.time)) throw slotConflict('slot_unavailable');
      const ruled = await slotRuleConflict(tx, appointment.doctorId, doctor, { date: target.date, time: target.time, visitType: appointment.visitType, movingId: appointmentId }, now);
      if (ruled) throw slotConflict(ruled);
      const targetSlot = { doctorId: appointment.doctorId, date: target.date, time: target.time };
      await assertNotHeldForAnother(tx, slotsTaken(targetSlot, doctor, appointment.visitType), appointment.patientId);
      const statusReason = statusReasonOf('reschedule', role, null);
      // WAIT-5: a move into a time the clinic offered from the waitlist keeps the doctor's confirmation.
      const keptConfirmed = options.keepConfirmed === true && appointment.status === 'confirmed';
      const toStatus = keptConfirmed ? 'confirmed' : 'pending';
      const changed = await updateAppointment(tx, appointmentId, {
        appointmentDate: target.date,
        appointmentTime: target.time,
        // LOC-5: the new slot's location (HOURS-9).
        locationId: slotLocationOf(doctor, target.date, target.time),
        status: toStatus,
        statusReason,
        // The patient's 'I'll be there' was said for the old time.
        patientConfirmedAt: null,
        sequence: nextSequence('reschedule'),
      });
      await record(
        tx,
        appointmentId,
        actor,
        role,
        { kind: 'rescheduled', fromStatus: appointment.status, toStatus, fromSlot: slotOf(appointment.date, appointment.time), toSlot: slotOf(target.date, target.time), reason: statusReason },
        { kind: 'rescheduled', fromDate: appointment.date, fromTime: appointment.time, keptConfirmed },
        // A visit still confirmed at its new time gets the confirmation's e-mail (CONFIRMED in the calendar).
        { transition: keptConfirmed ? 'confirm' : 'reschedule', ...changed },
      );
      await planReminders(tx, { appointmentId, date: target.date, time: target.time, ...changed }, now, reminders);
      // A move into a time held for this patient takes their offer; the time left goes to the waitlist (WAIT-2).
      await settleOffersOnBooking(tx, appointment.patientId, targetSlot, appointmentId, { withdrawOthers: false });
      await freeAppointmentSlots(tx, { doctorId: appointment.doctorId, date: appointment.date, time: appointment.time, visitType: appointment.visitType }, reminders.timeZone);
    });
  } catch (error) {
    throw asSlotConflict(error);
  }
}

/**
 * attend: the patient's 'I'll be there' (LIFE-8, the one-click link of an appointment e-mail),
 * inside `tx`. Records when they said it and tells the doctor; the status stays as it is (a
 * pending request is still the doctor's to accept). Saying it twice changes nothing more.
 */
export async function confirmAttendance(tx: Db, actor: LifecycleActor, appointmentId: string, now: ClinicNow, at: Date): Promise<{ patientId: string; already: boolean }> {
  const appointment = await lockAppointment(tx, appointmentId);
  const role = refuse('attend', actor, subjectOf(appointment, now));
  if (appointment.patientConfirmedAt !== null) return { patientId: appointment.patientId, already: true };
  await tx.update(appointments).set({ patientConfirmedAt: at, updatedAt: sql`now()` }).where(eq(appointments.id, appointmentId));
  await record(tx, appointmentId, actor, role, { kind: 'attendance_confirmed', fromStatus: appointment.status, toStatus: appointment.status }, { kind: 'attendance' }, null);
  return { patientId: appointment.patientId, already: false };
}
