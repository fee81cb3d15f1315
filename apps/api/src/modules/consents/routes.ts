import { consentMessages as texts } from '@clinvia/contracts/consents';
import * as ops from '@clinvia/contracts/operations/consents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedConsentAccess } from '../../domain/consents/readers';
import { fileBytes, findFile } from '../../domain/files/store';
import { forbidden, notFound } from '../../lib/errors';
import { route } from '../../lib/operations';
import { sendStoredFile } from '../../lib/uploads';
import { auditRefusals, listReadRows, type AuditEntry } from '../../plugins/audit';
import * as service from './service';
import { signConsent } from './sign';

// Consents with a signature (CONSENT-1 to CONSENT-8). Every staff action and every read of a
// signature is audited (AUDIT-1, AUDIT-3); a signature is readable by its patient and approved
// staff, anyone else gets 404 (CONSENT-6).

/** The clinic's name on the PDF. */
const clinicName = 'Clinvia';

export async function consentRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  // AUDIT-5: a refused look is written, as the staff console's and the patient records' are.
  const staffRefusal = auditRefusals('staff_console.denied', (request) => ({ subjectType: 'consent', subjectId: (request.params as { consentId?: string } | undefined)?.consentId ?? null }));
  // A doctor refused a patient's signatures (CONSENT-9): the row names the patient (AUDIT-1).
  const refusedPatient = new WeakMap<FastifyRequest, string>();
  const recordsRefusal = auditRefusals('patient_records.denied', (request) => {
    const params = request.params as { signatureId?: string; id?: string } | undefined;
    if (params?.signatureId !== undefined) return { subjectType: 'consent_signature', subjectId: params.signatureId, patientId: refusedPatient.get(request) ?? null };
    return { subjectType: 'patient', subjectId: params?.id ?? null, patientId: refusedPatient.get(request) ?? null };
  });
  app.addHook('onError', async (request, reply, error) => {
    await ((request.routeOptions.url ?? '').startsWith('/api/staff/') ? staffRefusal : recordsRefusal)(request, reply, error);
  });

  const audit = (request: FastifyRequest, entry: Omit<AuditEntry, 'actorId' | 'actorRole'>) =>
    request.audit({ actorId: request.requireUser().id, actorRole: request.requireUser().role, ...entry });

  await route(app, ops.listConsents, {
    handler: async (request) => {
      const list = await service.listConsents(db);
      await audit(request, { action: 'consent.list', subjectType: 'consent', subjectId: null });
      return { consents: list };
    },
  });

  await route(app, ops.createConsent, {
    handler: async (request, reply) => {
      const consentId = await service.createConsent(db, request.requireUser().id, request.body);
      await audit(request, { action: 'consent.create', subjectType: 'consent', subjectId: consentId });
      return reply.code(201).send({ message: texts.created, consent: await service.consentDetail(db, consentId) });
    },
  });

  await route(app, ops.getConsent, {
    handler: async (request) => {
      const detail = await service.consentDetail(db, request.params.consentId);
      await audit(request, { action: 'consent.read', subjectType: 'consent', subjectId: detail.consent.id });
      return detail;
    },
  });

  await route(app, ops.reviseConsent, {
    handler: async (request) => {
      const { consentId } = request.params;
      await service.reviseConsent(db, request.requireUser().id, consentId, request.body);
      await audit(request, { action: 'consent.revise', subjectType: 'consent', subjectId: consentId });
      return { message: texts.revised, consent: await service.consentDetail(db, consentId) };
    },
  });

  await route(app, ops.retireConsent, {
    handler: async (request) => {
      const { consentId } = request.params;
      await service.retireConsent(db, request.requireUser().id, consentId, new Date());
      await audit(request, { action: 'consent.retire', subjectType: 'consent', subjectId: consentId });
      return { message: texts.retired, consent: await service.consentDetail(db, consentId) };
    },
  });

  await route(app, ops.listPatientConsentSignatures, {
    handler: async (request) => {
      const patientId = request.params.id;
      const name = await service.patientName(db, patientId);
      const signatures = await service.patientSignatures(db, patientId);
      await audit(request, { action: 'consent.signature.list', subjectType: 'patient', subjectId: patientId, patientId });
      return { patient: { id: patientId, name }, signatures };
    },
  });

  await route(app, ops.listDoctorPatientConsentSignatures, {
    handler: async (request) => {
      const user = request.requireUser();
      const patientId = request.params.id;
      const access = await signedConsentAccess(db, user, patientId);
      if (access === 'not_found') throw notFound(texts.patientNotFound);
      if (access === 'forbidden') {
        refusedPatient.set(request, patientId);
        throw forbidden(texts.noVisit);
      }
      const [name, signatures] = await Promise.all([service.patientName(db, patientId), service.patientSignatures(db, patientId)]);
      await audit(request, { action: 'consent.signature.list', subjectType: 'patient', subjectId: patientId, patientId });
      return { patient: { id: patientId, name }, signatures };
    },
  });

  await route(app, ops.listMyConsents, {
    handler: async (request) => {
      const patientId = request.requireUser().id;
      const consents = await service.myConsents(db, patientId);
      await audit(request, { action: 'consent.list', subjectType: 'patient', subjectId: patientId, patientId });
      return { consents, time_zone: config.clinicTimeZone };
    },
  });

  await route(app, ops.signConsent, {
    handler: async (request, reply) => {
      const patientId = request.requireUser().id;
      const signature = await signConsent(db, patientId, request.params.consentId, request.body, { now: new Date(), timeZone: config.clinicTimeZone, clinicName });
      await audit(request, { action: 'consent.sign', subjectType: 'consent_signature', subjectId: signature.id, patientId });
      return reply.code(201).send({ message: texts.signed, signature });
    },
  });

  await route(app, ops.listMyConsentSignatures, {
    handler: async (request) => {
      const patientId = request.requireUser().id;
      const signatures = await service.patientSignatures(db, patientId);
      await request.audit(listReadRows({ actorId: patientId, actorRole: 'patient', action: 'consent.signature.list', subjectType: 'patient', subjectId: patientId }, [patientId]));
      return { signatures };
    },
  });

  await route(app, ops.getConsentSignaturePdf, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      const row = await service.findSignature(db, request.params.signatureId);
      if (row === null) throw notFound(texts.signatureNotFound);
      // CONSENT-6: another patient's signature answers as one that does not exist; CONSENT-9: a doctor without a visit with its patient is refused.
      const access = await signedConsentAccess(db, user, row.patientId);
      if (access === 'not_found') throw notFound(texts.signatureNotFound);
      if (access === 'forbidden') {
        refusedPatient.set(request, row.patientId);
        throw forbidden(texts.noVisit);
      }
      const [file, bytes] = await Promise.all([findFile(db, row.fileId, 'consent_pdf'), fileBytes(db, row.fileId)]);
      if (file === null || bytes === null) throw notFound(texts.signatureNotFound);
      await audit(request, { action: 'consent.signature.pdf', subjectType: 'consent_signature', subjectId: row.id, patientId: row.patientId });
      return sendStoredFile(reply, file, bytes);
    },
  });
}
