import multipart from '@fastify/multipart';
import { appointmentDetailsSchema, statusChangeResponseSchema, statusChangeSchema, statusChangeSuccess } from '@clinvia/contracts/appointments';
import { profilePhotoRules } from '@clinvia/contracts/auth';
import {
  appointmentIdPathSchema,
  appointmentStatsSchema,
  availabilitySchema,
  doctorAppointmentArrayQuerySchema,
  doctorAppointmentArraySchema,
  doctorAppointmentPageSchema,
  doctorAppointmentQuerySchema,
  doctorIdPathSchema,
  doctorProfileUpdateSchema,
  ownDoctorProfileSchema,
  timeOffCalendarSchema,
  timeOffQuerySchema,
  timeOffRequestSchema,
} from '@clinvia/contracts/doctor-portal';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clinicNow } from '../../lib/clinic-time';
import { forbidden, notFound, validationError } from '../../lib/errors';
import { errorAnswers, signedIn } from '../../lib/route-docs';
import type { AuthUser } from '../../plugins/authenticate';
import { removePhoto, sniffPhotoType, storePhoto, storedPhotoName } from '../auth/photos';
import { appointmentDetails, appointmentItems, appointmentPage, appointmentStats, findDoctorAppointment } from '../appointments/list';
import { changeAppointmentStatus } from '../appointments/status';
import { doctorFilters } from './filters';
import { ownProfile, replacePhoto, setAvailability, updateOwnProfile } from './profile';
import { blockTime, timeOffCalendar, unblockTime } from './time-off';

const ownOrStaff = 'the doctor themselves (the path’s id is theirs) or approved staff';
const theDoctor = 'a doctor (their own profile, appointments and time off)';
export const notYourScheduleMessage = 'You can only see your own appointments.';

/** 403 unless the user is this doctor or approved staff (DESIGN §5: a doctor sees only their own). */
function assertOwnOrStaff(user: AuthUser, doctorId: string): void {
  if (user.role === 'staff' && user.staffApproved) return;
  if (user.role === 'doctor' && user.id === doctorId) return;
  throw forbidden(notYourScheduleMessage);
}

/** The name under /api/uploads of a photo we stored, or null for a bundled avatar or none. */
function storedName(faceUrl: string | null): string | null {
  const name = faceUrl?.startsWith('/api/uploads/') ? faceUrl.slice('/api/uploads/'.length) : null;
  return name !== null && storedPhotoName.test(name) ? name : null;
}

/**
 * The doctor portal's API (SPEC §2, §7; DESIGN §5–§6), mounted under /api/doctors beside the
 * public discovery routes: the doctor's appointments (SPEC's get-appointment-by-doctor-id and
 * a paged twin), status decisions, time off and the doctor's own profile. Every route checks
 * the token and the role on request, before the input; every read or change of a patient's
 * records is audited.
 */
export const doctorPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.clinicTimeZone;
  const doctorOnly = app.requireRole('doctor');
  const doctorOrStaff = app.requireRole('doctor', 'staff');

  await app.register(multipart, { limits: { fileSize: profilePhotoRules.maxBytes, files: 1, fields: 0 } });

  // A refused look at another doctor's schedule is worth a row: it is how probing shows up.
  app.addHook('onError', async (request, _reply, error) => {
    if ((error as { statusCode?: number }).statusCode !== 403 || request.user === null) return;
    const params = request.params as { id?: string } | undefined;
    await request.audit({
      actorId: request.user.id,
      actorRole: request.user.role,
      action: 'patient_records.denied',
      subjectType: request.routeOptions.url?.includes('/appointments/:id') ? 'appointment' : 'doctor',
      subjectId: params?.id ?? null,
      detail: request.routeOptions.url ?? null,
    });
  });

  /** One audit row per patient whose appointments a list showed. */
  async function auditList(request: FastifyRequest, doctorId: string | null, patientIds: string[]) {
    const user = request.requireUser();
    await request.audit([...new Set(patientIds)].map((patientId) => ({ actorId: user.id, actorRole: user.role, action: 'appointment.list', subjectType: 'doctor', subjectId: doctorId, patientId })));
  }

  app.get(
    '/get-appointment-by-doctor-id/:id',
    {
      onRequest: doctorOrStaff,
      schema: {
        operationId: 'getAppointmentsByDoctorId',
        tags: ['doctor portal'],
        summary: "SPEC §7's appointment list of a doctor (an array; filtered, at most 100 per call)",
        ...signedIn(ownOrStaff, 'Each item has SPEC §3’s fields with `patient { name, age, gender }`. Same filters as `listDoctorAppointments`; `page` and `pageSize` (≤ 100, default 100) page it.'),
        params: doctorIdPathSchema,
        querystring: doctorAppointmentArrayQuerySchema,
        response: { 200: doctorAppointmentArraySchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      assertOwnOrStaff(request.requireUser(), request.params.id);
      const now = clinicNow(zone());
      const { query } = request;
      // SPEC's array has no total, so nothing is counted.
      const items = await appointmentItems(app.db, doctorFilters(request.params.id, query, now.date), query.page, query.pageSize, now);
      await auditList(request, request.params.id, items.map((item) => item.patient_id));
      return items;
    },
  );

  app.get(
    '/:id/appointments',
    {
      onRequest: doctorOrStaff,
      schema: {
        operationId: 'listDoctorAppointments',
        tags: ['doctor portal'],
        summary: "A doctor's appointments by tab (today, tomorrow, upcoming, past), dates, status and patient name, paged",
        ...signedIn(ownOrStaff),
        params: doctorIdPathSchema,
        querystring: doctorAppointmentQuerySchema,
        response: { 200: doctorAppointmentPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      assertOwnOrStaff(request.requireUser(), request.params.id);
      const now = clinicNow(zone());
      const { query } = request;
      const { items, total } = await appointmentPage(app.db, doctorFilters(request.params.id, query, now.date), query.page, query.pageSize, now);
      await auditList(request, request.params.id, items.map((item) => item.patient_id));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/:id/appointment-stats',
    {
      onRequest: doctorOrStaff,
      schema: {
        operationId: 'getDoctorAppointmentStats',
        tags: ['doctor portal'],
        summary: "SPEC §2's Appointment Stats: the doctor's appointments by status, over all dates",
        ...signedIn(ownOrStaff),
        params: doctorIdPathSchema,
        response: { 200: appointmentStatsSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      assertOwnOrStaff(request.requireUser(), request.params.id);
      return appointmentStats(app.db, request.params.id);
    },
  );

  app.get(
    '/appointments/:id',
    {
      onRequest: doctorOnly,
      schema: {
        operationId: 'getDoctorAppointment',
        tags: ['doctor portal'],
        summary: 'One of your appointments with the visit’s details (contact, insurance) and its history',
        ...signedIn('the appointment’s doctor'),
        params: appointmentIdPathSchema,
        response: { 200: appointmentDetailsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const details = await appointmentDetails(app.db, request.params.id, clinicNow(zone()));
      if (!details) throw notFound('No appointment with this id.');
      if (details.doctor_id !== user.id) throw forbidden(notYourScheduleMessage);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'appointment.read', subjectType: 'appointment', subjectId: details.id, patientId: details.patient_id });
      return details;
    },
  );

  app.patch(
    '/appointments/:id/status',
    {
      onRequest: doctorOnly,
      schema: {
        operationId: 'changeAppointmentStatus',
        tags: ['doctor portal'],
        summary: 'Accept (confirmed), decline or cancel (cancelled), or complete one of your appointments',
        ...signedIn(
          'the appointment’s doctor',
          'Allowed moves: pending → confirmed or cancelled; confirmed → completed (once its time has begun, clinic time) or cancelled. 409 codes: `status_unchanged`, `status_final`, `invalid_transition`, `visit_not_begun`. The patient is notified and reads the reason.',
        ),
        params: appointmentIdPathSchema,
        body: statusChangeSchema,
        response: { 200: statusChangeResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const now = clinicNow(zone());
      const { status, reason } = request.body;
      const changed = await app.db.transaction((tx) => changeAppointmentStatus(tx, { appointmentId: request.params.id, to: status, reason: reason ?? null, actor: user, now }));
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'appointment.status',
        subjectType: 'appointment',
        subjectId: request.params.id,
        patientId: changed.patientId,
        detail: `${changed.from} -> ${changed.to}`,
      });
      const appointment = await findDoctorAppointment(app.db, request.params.id, now);
      if (!appointment) throw notFound('No appointment with this id.');
      return { message: statusChangeSuccess[status], appointment };
    },
  );

  app.get(
    '/me',
    {
      onRequest: doctorOnly,
      schema: {
        operationId: 'getOwnDoctorProfile',
        tags: ['doctor portal'],
        summary: 'Your own doctor profile, listed or still awaiting verification',
        ...signedIn(theDoctor),
        response: { 200: ownDoctorProfileSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    (request) => ownProfile(app.db, request.requireUser().id),
  );

  app.put(
    '/me',
    {
      onRequest: doctorOnly,
      schema: {
        operationId: 'updateOwnDoctorProfile',
        tags: ['doctor portal'],
        summary: 'Save your profile: fee, qualifications, experience, city, clinic address and availability (Find Doctor shows it at once)',
        ...signedIn(theDoctor),
        body: doctorProfileUpdateSchema,
        response: { 200: ownDoctorProfileSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    (request) => updateOwnProfile(app.db, request.requireUser().id, request.body),
  );

  app.put(
    '/me/availability',
    {
      onRequest: doctorOnly,
      schema: {
        operationId: 'setOwnAvailability',
        tags: ['doctor portal'],
        summary: 'The portal’s Available/Unavailable switch: whether patients can book you',
        ...signedIn(theDoctor),
        body: availabilitySchema,
        response: { 200: ownDoctorProfileSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    (request) => setAvailability(app.db, request.requireUser().id, request.body.available),
  );

  app.put(
    '/me/photo',
    {
      onRequest: doctorOnly,
      schema: {
        operationId: 'uploadOwnDoctorPhoto',
        tags: ['doctor portal'],
        summary: 'Replace your profile photo (multipart/form-data, one file in `photo`: JPEG, PNG or WebP, at most 2 MB)',
        ...signedIn(theDoctor, 'The type is read from the file’s bytes, not its name. 400 `fields.photo` for a missing, wrong or too large file.'),
        consumes: ['multipart/form-data'],
        response: { 200: ownDoctorProfileSchema, ...errorAnswers(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
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
      const type = sniffPhotoType(bytes);
      if (type === null) throw validationError(profilePhotoRules.wrongType, { photo: profilePhotoRules.wrongType });
      const stored = await storePhoto(app.config.dataDir, bytes, type);
      let replaced: string | null;
      try {
        replaced = await replacePhoto(app.db, user.id, stored.url);
      } catch (error) {
        await removePhoto(app.config.dataDir, stored.name);
        throw error;
      }
      const old = storedName(replaced);
      if (old !== null) await removePhoto(app.config.dataDir, old);
      return ownProfile(app.db, user.id);
    },
  );

  app.delete(
    '/me/photo',
    {
      onRequest: doctorOnly,
      schema: {
        operationId: 'removeOwnDoctorPhoto',
        tags: ['doctor portal'],
        summary: 'Remove your profile photo (the initials show instead)',
        ...signedIn(theDoctor),
        response: { 200: ownDoctorProfileSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const old = storedName(await replacePhoto(app.db, user.id, null));
      if (old !== null) await removePhoto(app.config.dataDir, old);
      return ownProfile(app.db, user.id);
    },
  );

  const timeOffSummary = "Your booking window's time off: each day, whether it is off, and its 12 slots (blocked, booked, past)";

  app.get(
    '/me/time-off',
    {
      onRequest: doctorOnly,
      schema: {
        operationId: 'getOwnTimeOff',
        tags: ['doctor portal'],
        summary: timeOffSummary,
        ...signedIn(theDoctor),
        response: { 200: timeOffCalendarSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    (request) => timeOffCalendar(app.db, request.requireUser().id, clinicNow(zone()), zone()),
  );

  app.post(
    '/me/time-off',
    {
      onRequest: doctorOnly,
      schema: {
        operationId: 'blockTimeOff',
        tags: ['doctor portal'],
        summary: 'Block a whole day (no `time`) or one slot of the booking window; patients can no longer book it',
        ...signedIn(
          theDoctor,
          '409 `slot_booked` while a pending or confirmed booking that has not begun holds the time (cancel or move it first); 409 `slot_begun` for a slot that has begun. Blocking what is blocked changes nothing. Answers the calendar as it is now.',
        ),
        body: timeOffRequestSchema,
        response: { 200: timeOffCalendarSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const doctorId = request.requireUser().id;
      const now = clinicNow(zone());
      await blockTime(app.db, doctorId, request.body, now);
      return timeOffCalendar(app.db, doctorId, now, zone());
    },
  );

  app.delete(
    '/me/time-off',
    {
      onRequest: doctorOnly,
      schema: {
        operationId: 'unblockTimeOff',
        tags: ['doctor portal'],
        summary: 'Unblock a day (no `time`) or one slot; unblocking one slot of a day off keeps the rest of the day off',
        ...signedIn(theDoctor),
        querystring: timeOffQuerySchema,
        response: { 200: timeOffCalendarSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const doctorId = request.requireUser().id;
      const now = clinicNow(zone());
      await unblockTime(app.db, doctorId, request.query, now);
      return timeOffCalendar(app.db, doctorId, now, zone());
    },
  );
};
