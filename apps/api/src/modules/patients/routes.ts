import {
  appointmentChangeResponseSchema,
  appointmentIdParamsSchema,
  bookingRequestSchema,
  bookingResponseSchema,
  bookingSuccessMessage,
  cancelSuccessMessage,
  patientAppointmentsSchema,
  patientDetailsSchema,
  patientIdParamsSchema,
  patientProfileSchema,
  rescheduleRequestSchema,
  rescheduleSuccessMessage,
} from '@clinvia/contracts/appointments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { errorAnswers, signedIn } from '../../lib/route-docs';
import { assertPatientAccess } from './access';
import { listPatientAppointments } from './appointments';
import { bookAppointment, cancelAppointment, patientNotFoundMessage, rescheduleAppointment } from './booking';
import { findPatient, patientProfile, toPatientDetails } from './profile';

const who = 'the patient themselves (the path’s or payload’s patient id is theirs) or approved staff';

/**
 * The patient portal (SPEC §7's /patients calls), mounted under /api/patients. Every route
 * needs a token of a patient or of approved staff; a patient reaches only their own records
 * (403 otherwise), and every read or change of a patient's records is audited (DESIGN §5).
 */
export const patientRoutes: FastifyPluginAsyncZod = (app) => {
  const zone = () => app.config.clinicTimeZone;
  // Before the body is parsed: anonymous callers get 401, other roles 403, never a 400 about the input.
  app.addHook('onRequest', app.requireRole('patient', 'staff'));

  // A refused attempt on someone's records is worth a row too: it is how probing shows up.
  app.addHook('onError', async (request, _reply, error) => {
    if ((error as { statusCode?: number }).statusCode !== 403 || request.user === null) return;
    const params = request.params as { patientId?: string; appointmentId?: string } | undefined;
    await request.audit({
      actorId: request.user.id,
      actorRole: request.user.role,
      action: 'patient_records.denied',
      subjectType: params?.appointmentId ? 'appointment' : 'patient',
      subjectId: params?.appointmentId ?? params?.patientId ?? null,
      patientId: params?.patientId ?? null,
      detail: request.routeOptions.url ?? null,
    });
  });

  /** The patient account behind a path id, after the ownership check. */
  async function patientFor(request: FastifyRequest, patientId: string) {
    assertPatientAccess(request.requireUser(), patientId);
    const patient = await findPatient(app.db, patientId);
    if (!patient) throw notFound(patientNotFoundMessage);
    return patient;
  }

  app.post(
    '/book-appointment',
    {
      schema: {
        operationId: 'bookAppointment',
        tags: ['patients'],
        summary: 'Book an appointment in a free slot (SPEC §7)',
        ...signedIn(
          who,
          'The server decides: the slot must be one of the 12 daily slots, inside the 10-day window and not begun (clinic time), the doctor listed, accepting appointments and not off. 409 codes: `slot_taken`, `slot_unavailable`, `slot_begun`, `patient_double_booking`, `doctor_unavailable`.',
        ),
        body: bookingRequestSchema,
        response: { 201: bookingResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const appointment = await bookAppointment(app.db, user, request.body, zone());
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'appointment.book',
        subjectType: 'appointment',
        subjectId: appointment.id,
        patientId: appointment.patient_id,
      });
      return reply.code(201).send({ message: bookingSuccessMessage, appointment });
    },
  );

  app.get(
    '/get-appointments/:patientId',
    {
      schema: {
        operationId: 'listPatientAppointments',
        tags: ['patients'],
        summary: "The patient's appointments, soonest first (SPEC §7)",
        ...signedIn(who),
        params: patientIdParamsSchema,
        response: { 200: patientAppointmentsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const patient = await patientFor(request, request.params.patientId);
      const appointments = await listPatientAppointments(app.db, patient.id, zone());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'appointment.list', subjectType: 'patient', subjectId: patient.id, patientId: patient.id });
      return { appointments };
    },
  );

  app.get(
    '/patient-details/:patientId',
    {
      schema: {
        operationId: 'getPatientDetails',
        tags: ['patients'],
        summary: "The patient's name, e-mail, phone and personal details (SPEC §3, §7)",
        ...signedIn(who),
        params: patientIdParamsSchema,
        response: { 200: patientDetailsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const patient = await patientFor(request, request.params.patientId);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'patient.details.read', subjectType: 'patient', subjectId: patient.id, patientId: patient.id });
      return toPatientDetails(patient);
    },
  );

  app.get(
    '/get-patient-profile/:patientId',
    {
      schema: {
        operationId: 'getPatientProfile',
        tags: ['patients'],
        summary: 'The patient profile: personal information, contact details and the next appointments (SPEC §7)',
        ...signedIn(who),
        params: patientIdParamsSchema,
        response: { 200: patientProfileSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const patient = await patientFor(request, request.params.patientId);
      const profile = await patientProfile(app.db, patient, zone());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'patient.profile.read', subjectType: 'patient', subjectId: patient.id, patientId: patient.id });
      return profile;
    },
  );

  app.put(
    '/cancel-appointment/:appointmentId',
    {
      schema: {
        operationId: 'cancelAppointment',
        tags: ['patients'],
        summary: 'Cancel a pending or confirmed appointment that has not begun (SPEC §7, no body)',
        ...signedIn(who, '409 codes: `appointment_not_active` (already cancelled or completed), `appointment_begun`.'),
        params: appointmentIdParamsSchema,
        response: { 200: appointmentChangeResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const appointment = await cancelAppointment(app.db, user, request.params.appointmentId, zone());
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'appointment.cancel',
        subjectType: 'appointment',
        subjectId: appointment.id,
        patientId: appointment.patient_id,
      });
      return { message: cancelSuccessMessage, appointment };
    },
  );

  app.put(
    '/reschedule-appointment/:appointmentId',
    {
      schema: {
        operationId: 'rescheduleAppointment',
        tags: ['patients'],
        summary: 'Move a pending or confirmed appointment to another free slot of the same doctor',
        ...signedIn(
          who,
          'One transaction: the old slot is freed only if the new one is won; otherwise 409 and the booking is unchanged. A confirmed appointment goes back to pending. 409 codes: those of booking, plus `appointment_not_active` and `appointment_begun`.',
        ),
        params: appointmentIdParamsSchema,
        body: rescheduleRequestSchema,
        response: { 200: appointmentChangeResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const appointment = await rescheduleAppointment(app.db, user, request.params.appointmentId, request.body, zone());
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'appointment.reschedule',
        subjectType: 'appointment',
        subjectId: appointment.id,
        patientId: appointment.patient_id,
      });
      return { message: rescheduleSuccessMessage, appointment };
    },
  );
  return Promise.resolve();
};
