import * as ops from '@clinvia/contracts/operations/schedules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clinicNow } from '../../lib/clinic-time';
import { route } from '../../lib/operations';
import { auditRefusals, listReadRows } from '../../plugins/audit';
import { reschedule } from '../../domain/lifecycle/lifecycle';
import { assertOwnOrStaff } from '../doctor-portal/service';
import { keepOutside, outsideBooking, readHours, removeOverride, resetWeek, saveWeek, setOverride } from './service';

/**
 * A doctor's hours (HOURS-5 to HOURS-8): the doctor's own 'My hours' and the staff console's
 * editor call the same routes with the doctor's id. Every change writes an audit row naming
 * who changed whose hours; every answer lists the patients booked outside the hours, so each
 * answer is audited as a read of them (AUDIT-1).
 */
export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const zone = () => app.config.clinicTimeZone;

  // A refused look at another doctor's hours is worth a row: it is how probing shows up.
  app.addHook(
    'onError',
    auditRefusals('patient_records.denied', (request) => ({ subjectType: 'doctor', subjectId: (request.params as { id?: string } | undefined)?.id ?? null })),
  );

  /** Checks the caller may edit this doctor's hours, and returns who they are. */
  function editor(request: FastifyRequest<{ Params: { id: string } }>) {
    const user = request.requireUser();
    assertOwnOrStaff(user, request.params.id);
    return user;
  }

  /** The hours as they are now, with the audit rows of the change (if any) and of the read. */
  async function answer(request: FastifyRequest<{ Params: { id: string } }>, change: { action: string; detail: string; patientId?: string } | null) {
    const user = request.requireUser();
    const doctorId = request.params.id;
    const { hours, patientIds } = await readHours(app.db, doctorId, zone());
    const entry = { actorId: user.id, actorRole: user.role, subjectType: 'doctor', subjectId: doctorId };
    if (change) await request.audit({ ...entry, action: change.action, detail: change.detail, patientId: change.patientId ?? null });
    await request.audit(listReadRows({ ...entry, action: 'doctor.hours.read' }, patientIds));
    return hours;
  }

  await route(app, ops.getDoctorHours, {
    handler: async (request) => {
      editor(request);
      return answer(request, null);
    },
  });

  await route(app, ops.updateDoctorWeek, {
    handler: async (request) => {
      editor(request);
      const { slotMinutes, week } = request.body;
      await saveWeek(app.db, request.params.id, request.body, zone());
      const days = week.map((periods) => periods.map((period) => `${period.start}-${period.end}${period.location_id ? ` @${period.location_id}` : ''}`).join(' ') || 'off');
      return answer(request, { action: 'doctor.hours.update', detail: `${String(slotMinutes)} min; Sun..Sat: ${days.join(' | ')}` });
    },
  });

  await route(app, ops.resetDoctorWeek, {
    handler: async (request) => {
      editor(request);
      await resetWeek(app.db, request.params.id, zone());
      return answer(request, { action: 'doctor.hours.reset', detail: 'the clinic’s standard week' });
    },
  });

  await route(app, ops.setDoctorOverride, {
    handler: async (request) => {
      editor(request);
      const { date } = request.params;
      const { periods } = request.body;
      await setOverride(app.db, request.params.id, date, periods, zone());
      const detail = `${date}: ${periods.map((period) => `${period.start}-${period.end}`).join(' ') || 'day off'}`;
      return answer(request, { action: 'doctor.hours.override.set', detail });
    },
  });

  await route(app, ops.removeDoctorOverride, {
    handler: async (request) => {
      editor(request);
      await removeOverride(app.db, request.params.id, request.params.date, zone());
      return answer(request, { action: 'doctor.hours.override.remove', detail: request.params.date });
    },
  });

  await route(app, ops.keepOutsideBooking, {
    handler: async (request) => {
      editor(request);
      const patientId = await keepOutside(app.db, request.params.id, request.params.appointmentId, zone());
      return answer(request, { action: 'doctor.hours.outside.keep', detail: request.params.appointmentId, patientId });
    },
  });

  await route(app, ops.moveOutsideBooking, {
    handler: async (request) => {
      const user = editor(request);
      const { appointmentId } = request.params;
      // Only a booking of this doctor's (404 otherwise), then the lifecycle's reschedule (LIFE-4).
      const booking = await outsideBooking(app.db, request.params.id, appointmentId, zone());
      await reschedule(app.db, user, appointmentId, request.body, clinicNow(zone()), app.reminders);
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'appointment.reschedule',
        subjectType: 'appointment',
        subjectId: appointmentId,
        patientId: booking.patientId,
        detail: `${booking.date} ${booking.time} -> ${request.body.date} ${request.body.time} (outside the doctor's hours)`,
      });
      return answer(request, null);
    },
  });
}
