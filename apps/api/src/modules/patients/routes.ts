import * as ops from '@clinvia/contracts/operations/patients';
import { bookingSuccessMessage, cancelSuccessMessage, rescheduleSuccessMessage } from '@clinvia/contracts/appointments';
import { waitlistMessages } from '@clinvia/contracts/waitlist';
import type { FastifyRequest, FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/operations';
import { offerAddressConfirmation } from '../visits/service';
import { auditRefusals } from '../../plugins/audit';
import { patientNotFoundMessage } from '../../domain/lifecycle/lifecycle';
import { bookingConditions } from '../../domain/no-shows/no-shows';
import { joinWaitlist } from '../../domain/waitlist/entries';
import { clinicNow } from '../../lib/clinic-time';
import { assertPatientAccess } from './access';
import { listPatientAppointments } from './appointments';
import { bookAppointment, cancelAppointment, rescheduleAppointment } from './booking';
import { findPatient, patientProfile, toPatientDetails } from './profile';
import { acceptWaitlistOffer, declineWaitlistOffer, leaveWaitlist, listWaitlist } from './waitlist';


/**
 * The patient portal (the specification's /patients calls: BOOK-12, APPT-5, APPT-7, PAT-3), mounted under /api/patients. Every route
 * needs a token of a patient or of approved staff; a patient reaches only their own records
 * (403 otherwise), and every read or change of a patient's records is audited (SEC-1, AUDIT-1).
 */
export async function patientRoutes(app: FastifyInstance): Promise<void> {
  const zone = () => app.config.clinicTimeZone;

  // A refused attempt on someone's records is worth a row too: it is how probing shows up.
  app.addHook(
    'onError',
    auditRefusals('patient_records.denied', (request) => {
      const params = request.params as { patientId?: string; appointmentId?: string } | undefined;
      return { subjectType: params?.appointmentId ? 'appointment' : 'patient', subjectId: params?.appointmentId ?? params?.patientId ?? null, patientId: params?.patientId ?? null };
    }),
  );

  /** The patient account behind a path id, after the ownership check. */
  async function patientFor(request: FastifyRequest, patientId: string) {
    assertPatientAccess(request.requireUser(), patientId);
    const patient = await findPatient(app.db, patientId);
    if (!patient) throw notFound(patientNotFoundMessage);
    return patient;
  }

  await route(app, ops.bookAppointment, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      const appointment = await bookAppointment(app.db, user, request.body, zone(), app.reminders);
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'appointment.book',
        subjectType: 'appointment',
        subjectId: appointment.id,
        patientId: appointment.patient_id,
      });
      // MAIL-1: a contact address other than the account's own gets the link that confirms it;
      // until then the appointment's e-mails go to the account's address. A mail failure does
      // not undo the booking.
      const mail = { mailer: app.mailer, appUrl: app.config.appUrl, linkSecret: app.config.linkSecret };
      await offerAddressConfirmation(app.db, mail, appointment.patient_id, request.body.patientEmail, app.now()).catch((error: unknown) => {
        request.log.error({ err: error }, 'contact address confirmation failed');
      });
      return reply.code(201).send({ message: bookingSuccessMessage, appointment });
    },
  });

  await route(app, ops.listPatientAppointments, {
    handler: async (request) => {
      const user = request.requireUser();
      const patient = await patientFor(request, request.params.patientId);
      const appointments = await listPatientAppointments(app.db, patient.id, zone());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'appointment.list', subjectType: 'patient', subjectId: patient.id, patientId: patient.id });
      return { appointments };
    },
  });

  await route(app, ops.getPatientDetails, {
    handler: async (request) => {
      const user = request.requireUser();
      const patient = await patientFor(request, request.params.patientId);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'patient.details.read', subjectType: 'patient', subjectId: patient.id, patientId: patient.id });
      return toPatientDetails(patient);
    },
  });

  await route(app, ops.getPatientProfile, {
    handler: async (request) => {
      const user = request.requireUser();
      const patient = await patientFor(request, request.params.patientId);
      const profile = await patientProfile(app.db, patient, zone());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'patient.profile.read', subjectType: 'patient', subjectId: patient.id, patientId: patient.id });
      return profile;
    },
  });

  await route(app, ops.cancelAppointment, {
    handler: async (request) => {
      const user = request.requireUser();
      const appointment = await cancelAppointment(app.db, user, request.params.appointmentId, zone(), app.reminders, request.body?.reason ?? null);
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
  });

  await route(app, ops.rescheduleAppointment, {
    handler: async (request) => {
      const user = request.requireUser();
      const appointment = await rescheduleAppointment(app.db, user, request.params.appointmentId, request.body, zone(), app.reminders);
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
  });

  await route(app, ops.joinWaitlist, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      const { entry, created } = await joinWaitlist(app.db, user.id, request.body, clinicNow(zone()));
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'waitlist.join', subjectType: 'waitlist_entry', subjectId: entry.id, patientId: user.id });
      return reply.code(created ? 201 : 200).send({ message: created ? waitlistMessages.joined : waitlistMessages.updated, entry });
    },
  });

  await route(app, ops.listWaitlist, {
    handler: async (request) => {
      const user = request.requireUser();
      const patient = await patientFor(request, request.params.patientId);
      const waitlist = await listWaitlist(app.db, patient.id, zone());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'waitlist.list', subjectType: 'patient', subjectId: patient.id, patientId: patient.id });
      return waitlist;
    },
  });

  await route(app, ops.acceptWaitlistOffer, {
    handler: async (request) => {
      const user = request.requireUser();
      const offer = await acceptWaitlistOffer(app.db, user.id, request.params.offerId, request.body, zone(), app.reminders, app.now());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'waitlist.offer.accept', subjectType: 'waitlist_offer', subjectId: offer.id, patientId: user.id, detail: offer.appointment_id ?? null });
      return offer;
    },
  });

  await route(app, ops.declineWaitlistOffer, {
    handler: async (request) => {
      const user = request.requireUser();
      const offer = await declineWaitlistOffer(app.db, user.id, request.params.offerId, zone());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'waitlist.offer.decline', subjectType: 'waitlist_offer', subjectId: offer.id, patientId: user.id });
      return offer;
    },
  });

  await route(app, ops.leaveWaitlist, {
    handler: async (request) => {
      const user = request.requireUser();
      const patientId = await leaveWaitlist(app.db, user, request.params.entryId);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'waitlist.leave', subjectType: 'waitlist_entry', subjectId: request.params.entryId, patientId });
      return { message: waitlistMessages.left };
    },
  });

  await route(app, ops.getBookingConditions, {
    handler: async (request) => {
      const user = request.requireUser();
      const patient = await patientFor(request, request.params.patientId);
      const conditions = await bookingConditions(app.db, patient.id, clinicNow(zone()));
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'patient.booking_conditions.read', subjectType: 'patient', subjectId: patient.id, patientId: patient.id });
      return conditions;
    },
  });
}
