import * as ops from '@clinvia/contracts/operations/doctor-portal';
import multipart from '@fastify/multipart';
import { statusChangeSuccess } from '@clinvia/contracts/appointments';
import { profilePhotoRules } from '@clinvia/contracts/auth';
import type { FastifyRequest, FastifyInstance } from 'fastify';
import { clinicNow } from '../../lib/clinic-time';
import { createHash } from 'node:crypto';
import { notFound, validationError } from '../../lib/errors';
import { route } from '../../lib/operations';
import { auditRefusals, listReadRows } from '../../plugins/audit';
import { appointmentDetails, appointmentItems, appointmentPage, appointmentStats, findDoctorAppointment } from '../../domain/appointments/list';
import { changeStatus } from '../../domain/lifecycle/lifecycle';
import {
  assertOwnOrStaff,
  blockTime,
  doctorFeed,
  doctorFilters,
  feedOwner,
  feedStatus,
  issueFeed,
  ownBookingRules,
  revokeFeed,
  updateOwnBookingRules,
  ownProfile,
  removeOwnPhoto,
  replaceOwnPhoto,
  setAvailability,
  timeOffCalendar,
  unblockTime,
  updateOwnProfile,
  noDoctorProfile,
  ownVisitTypes,
} from './service';
import { offersInWords, setDoctorVisitTypes } from '../../domain/slots/visit-types';
import { doctorPortalAnswerMessages } from '@clinvia/contracts/doctor-portal';

/**
 * The doctor portal's API (PORTAL-4 to PORTAL-12, SEC-1), mounted under /api/doctors beside the
 * public discovery routes: the doctor's appointments (SPEC's get-appointment-by-doctor-id and
 * a paged twin), status decisions, time off and the doctor's own profile. Every route checks
 * the token and the role on request, before the input; every read or change of a patient's
 * records is audited.
 */
export async function doctorPortalRoutes(app: FastifyInstance): Promise<void> {
  const zone = () => app.config.clinicTimeZone;

  await app.register(multipart, { limits: { fileSize: profilePhotoRules.maxBytes, files: 1, fields: 0 } });

  // A refused look at another doctor's schedule is worth a row: it is how probing shows up.
  app.addHook(
    'onError',
    auditRefusals('patient_records.denied', (request) => ({
      subjectType: request.routeOptions.url?.includes('/appointments/:id') ? 'appointment' : 'doctor',
      subjectId: (request.params as { id?: string } | undefined)?.id ?? null,
    })),
  );

  /** One audit row per patient whose appointments a list showed (one without a patient for an empty list). */
  async function auditList(request: FastifyRequest, doctorId: string | null, patientIds: string[]) {
    const user = request.requireUser();
    await request.audit(listReadRows({ actorId: user.id, actorRole: user.role, action: 'appointment.list', subjectType: 'doctor', subjectId: doctorId }, patientIds));
  }

  /** A read of the doctor's own schedule (counts, booked slots): the patients' bookings show through it. */
  async function auditSchedule(request: FastifyRequest, action: string, doctorId: string, detail?: string) {
    const user = request.requireUser();
    await request.audit({ actorId: user.id, actorRole: user.role, action, subjectType: 'doctor', subjectId: doctorId, detail: detail ?? null });
  }

  await route(app, ops.getAppointmentsByDoctorId, {
    handler: async (request) => {
      assertOwnOrStaff(request.requireUser(), request.params.id);
      const now = clinicNow(zone());
      const { query } = request;
      // SPEC's array has no total, so nothing is counted.
      const items = await appointmentItems(app.db, doctorFilters(request.params.id, query, now.date), query.page, query.pageSize, now, zone());
      await auditList(request, request.params.id, items.map((item) => item.patient_id));
      return items;
    },
  });

  await route(app, ops.listDoctorAppointments, {
    handler: async (request) => {
      assertOwnOrStaff(request.requireUser(), request.params.id);
      const now = clinicNow(zone());
      const { query } = request;
      const { items, total } = await appointmentPage(app.db, doctorFilters(request.params.id, query, now.date), query.page, query.pageSize, now, zone());
      await auditList(request, request.params.id, items.map((item) => item.patient_id));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  });

  await route(app, ops.getDoctorAppointmentStats, {
    handler: async (request) => {
      assertOwnOrStaff(request.requireUser(), request.params.id);
      const stats = await appointmentStats(app.db, request.params.id);
      await auditSchedule(request, 'appointment.stats', request.params.id);
      return stats;
    },
  });

  await route(app, ops.getDoctorAppointment, {
    handler: async (request) => {
      const user = request.requireUser();
      const details = await appointmentDetails(app.db, request.params.id, clinicNow(zone()), zone());
      if (!details) throw notFound(doctorPortalAnswerMessages.noAppointment);
      assertOwnOrStaff(user, details.doctor_id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'appointment.read', subjectType: 'appointment', subjectId: details.id, patientId: details.patient_id });
      return details;
    },
  });

  await route(app, ops.changeAppointmentStatus, {
    handler: async (request) => {
      const user = request.requireUser();
      const now = clinicNow(zone());
      const { status, reason } = request.body;
      const changed = await app.db.transaction((tx) => changeStatus(tx, user, { appointmentId: request.params.id, to: status, reason: reason ?? null }, now, app.reminders));
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'appointment.status',
        subjectType: 'appointment',
        subjectId: request.params.id,
        patientId: changed.patientId,
        detail: `${changed.from} -> ${changed.to}`,
      });
      const appointment = await findDoctorAppointment(app.db, request.params.id, now, zone());
      if (!appointment) throw notFound(doctorPortalAnswerMessages.noAppointment);
      return { message: statusChangeSuccess[status], appointment };
    },
  });

  await route(app, ops.getOwnDoctorProfile, {
    handler: (request) => ownProfile(app.db, request.requireUser().id),
  });

  await route(app, ops.updateOwnDoctorProfile, {
    handler: (request) => updateOwnProfile(app.db, request.requireUser().id, request.body),
  });

  await route(app, ops.setOwnAvailability, {
    handler: (request) => setAvailability(app.db, request.requireUser().id, request.body.available),
  });

  await route(app, ops.uploadOwnDoctorPhoto, {
    handler: async (request) => {
      const user = request.requireUser();
      const missing = 'Please choose a photo';
      if (!request.isMultipart()) throw validationError(missing, { photo: missing });
      let bytes: Buffer | undefined;
      try {
        const file = await request.file();
        if (file?.fieldname === 'photo') bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw validationError(profilePhotoRules.tooLarge, { photo: profilePhotoRules.tooLarge });
        throw error;
      }
      if (bytes === undefined || bytes.length === 0) throw validationError(missing, { photo: missing });
      await replaceOwnPhoto(app.db, app.config.dataDir, user.id, bytes);
      // The session user carries the photo (profileImage).
      await app.sessionsChanged(user.id);
      return ownProfile(app.db, user.id);
    },
  });

  await route(app, ops.removeOwnDoctorPhoto, {
    handler: async (request) => {
      const user = request.requireUser();
      await removeOwnPhoto(app.db, app.config.dataDir, user.id);
      await app.sessionsChanged(user.id);
      return ownProfile(app.db, user.id);
    },
  });

  await route(app, ops.getOwnTimeOff, {
    handler: async (request) => {
      const doctorId = request.requireUser().id;
      const calendar = await timeOffCalendar(app.db, doctorId, clinicNow(zone()), zone());
      await auditSchedule(request, 'doctor.time_off.read', doctorId);
      return calendar;
    },
  });

  await route(app, ops.blockTimeOff, {
    handler: async (request) => {
      const doctorId = request.requireUser().id;
      const now = clinicNow(zone());
      await blockTime(app.db, doctorId, request.body, now, zone());
      const calendar = await timeOffCalendar(app.db, doctorId, now, zone());
      await auditSchedule(request, 'doctor.time_off.block', doctorId, `${request.body.date} ${request.body.time ?? 'whole day'}`);
      return calendar;
    },
  });

  await route(app, ops.unblockTimeOff, {
    handler: async (request) => {
      const doctorId = request.requireUser().id;
      const now = clinicNow(zone());
      await unblockTime(app.db, doctorId, request.query, now, zone());
      const calendar = await timeOffCalendar(app.db, doctorId, now, zone());
      await auditSchedule(request, 'doctor.time_off.unblock', doctorId, `${request.query.date} ${request.query.time ?? 'whole day'}`);
      return calendar;
    },
  });

  await route(app, ops.getOwnBookingRules, {
    handler: (request) => ownBookingRules(app.db, request.requireUser().id),
  });

  await route(app, ops.updateOwnBookingRules, {
    handler: async (request) => {
      const user = request.requireUser();
      const rules = await updateOwnBookingRules(app.db, user.id, request.body);
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'doctor.booking_rules.update',
        subjectType: 'doctor',
        subjectId: user.id,
        detail: `notice ${String(rules.noticeHours)} h; two slots: ${rules.twoSlotVisitTypes.join(', ') || 'none'}`,
      });
      return rules;
    },
  });

  await route(app, ops.getOwnVisitTypes, {
    handler: (request) => ownVisitTypes(app.db, request.requireUser().id, app.config.clinicTimeZone),
  });

  await route(app, ops.updateOwnVisitTypes, {
    handler: async (request) => {
      const user = request.requireUser();
      if (!(await setDoctorVisitTypes(app.db, user.id, request.body.types))) throw notFound(noDoctorProfile);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'doctor.visit_types.update', subjectType: 'doctor', subjectId: user.id, detail: offersInWords(request.body.types) });
      return ownVisitTypes(app.db, user.id, app.config.clinicTimeZone);
    },
  });

  await route(app, ops.getOwnCalendarFeed, {
    handler: (request) => feedStatus(app.db, request.requireUser().id),
  });

  // PORTAL-13: the feed URL is a bearer secret, so its making, renewal and revocation are audited.
  await route(app, ops.createOwnCalendarFeed, {
    handler: async (request) => {
      const user = request.requireUser();
      const issued = await issueFeed(app.db, user.id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: issued.renewed ? 'calendar_feed.renew' : 'calendar_feed.create', subjectType: 'doctor', subjectId: user.id });
      return { path: issued.path, created_at: issued.created_at };
    },
  });

  await route(app, ops.revokeOwnCalendarFeed, {
    handler: async (request) => {
      const user = request.requireUser();
      if (await revokeFeed(app.db, user.id)) await request.audit({ actorId: user.id, actorRole: user.role, action: 'calendar_feed.revoke', subjectType: 'doctor', subjectId: user.id });
      return feedStatus(app.db, user.id);
    },
  });

  await route(app, ops.getCalendarFeed, {
    config: {
      // Calendar apps poll every few minutes to hours; a feed asked for more often than this
      // is being scraped. Counted per feed (its token's hash, never the token) beside the global per-IP limit.
      rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (request) => `calendar-feed:${createHash('sha256').update((request.params as { token?: string }).token ?? '').digest('hex')}` },
    },
    handler: async (request, reply) => {
      const doctorId = await feedOwner(app.db, request.params.token);
      if (doctorId === null) throw notFound(doctorPortalAnswerMessages.noCalendarFeed);
      const { ics, patientIds } = await doctorFeed(app.db, doctorId, zone());
      // The feed reads the doctor's schedule as the doctor would: audited as theirs, one row per patient shown.
      await request.audit(listReadRows({ actorId: doctorId, actorRole: 'doctor', action: 'calendar_feed.read', subjectType: 'doctor', subjectId: doctorId }, patientIds));
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="clinvia-schedule.ics"')
        // Personal data: no shared cache; calendar apps may reuse it for 15 minutes.
        .header('Cache-Control', 'private, max-age=900')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .send(ics);
    },
  });
}
