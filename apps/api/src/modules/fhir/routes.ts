import { fhirJsonType, fhirMessages } from '@clinvia/contracts/fhir';
import * as ops from '@clinvia/contracts/operations/fhir';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readablePatient } from '../../domain/fhir/access';
import { appointmentResources, bundleOf, recordResources } from '../../domain/fhir/bundle';
import { capabilityStatement } from '../../domain/fhir/capability';
import { loadAppointments, loadPatientRecord } from '../../domain/fhir/record';
import { recordFile, type RecordFormat } from '../../domain/fhir/download';
import { patientResource, type FhirResource } from '../../domain/fhir/resources';
import { notFound } from '../../lib/errors';
import { auditRefusals, type AuditEntry } from '../../plugins/audit';
import { route } from '../../lib/operations';
import { sendRecordDownload } from '../../lib/uploads';

// FHIR-3 to FHIR-5: the read-only FHIR R4 API and 'Download my record'. Every read writes an
// audit row (AUDIT-1); a doctor refused another doctor's patient leaves one too (AUDIT-5).

const clinicName = 'Clinvia';

function sendFhir(reply: FastifyReply, resource: FhirResource, headers: Record<string, string> = {}): FastifyReply {
  return reply.headers(headers).type(fhirJsonType).send(JSON.stringify(resource));
}

export async function fhirRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const fhirBase = `${config.appUrl}/api/fhir`;
  app.addHook(
    'onError',
    auditRefusals('patient_records.denied', (request) => {
      const params = request.params as { id?: string } | undefined;
      const query = request.query as { patient?: string } | undefined;
      const patientId = params?.id ?? query?.patient?.replace(/^Patient\//, '') ?? null;
      return { subjectType: 'patient', subjectId: patientId, patientId: null };
    }),
  );

  const audit = (request: FastifyRequest, entry: Omit<AuditEntry, 'actorId' | 'actorRole'>) =>
    request.audit({ actorId: request.requireUser().id, actorRole: request.requireUser().role, ...entry });

  await route(app, ops.fhirCapabilityStatement, {
    handler: async (_request, reply) => sendFhir(reply, capabilityStatement(fhirBase)),
  });

  await route(app, ops.fhirReadPatient, {
    handler: async (request, reply) => {
      const patient = await readablePatient(db, request.requireUser(), request.params.id);
      await audit(request, { action: 'fhir.patient.read', subjectType: 'patient', subjectId: patient.id, patientId: patient.id });
      return sendFhir(reply, patientResource(patient));
    },
  });

  await route(app, ops.fhirSearchAppointments, {
    handler: async (request, reply) => {
      const patient = await readablePatient(db, request.requireUser(), request.query.patient);
      const visits = await loadAppointments(db, patient.id, config.clinicTimeZone);
      await audit(request, { action: 'fhir.appointment.search', subjectType: 'patient', subjectId: patient.id, patientId: patient.id });
      const self = `${fhirBase}/Appointment?patient=${encodeURIComponent(patient.id)}`;
      return sendFhir(reply, bundleOf(appointmentResources(patient, visits), { type: 'searchset', fhirBase, now: new Date(), self, matchType: 'Appointment' }));
    },
  });

  await route(app, ops.fhirPatientEverything, {
    handler: async (request, reply) => {
      const patient = await readablePatient(db, request.requireUser(), request.params.id);
      const record = await loadPatientRecord(db, patient.id, config.clinicTimeZone);
      if (record === null) throw notFound(fhirMessages.patientNotFound);
      await audit(request, { action: 'fhir.patient.everything', subjectType: 'patient', subjectId: patient.id, patientId: patient.id });
      const self = `${fhirBase}/Patient/${patient.id}/$everything`;
      return sendFhir(reply, bundleOf(recordResources(record, fhirBase), { type: 'searchset', fhirBase, now: new Date(), self }));
    },
  });

  const sendRecordFile = async (request: FastifyRequest, reply: FastifyReply, format: RecordFormat) => {
    const patientId = request.requireUser().id;
    const file = await recordFile(db, patientId, format, { clinicName, clinicTimeZone: config.clinicTimeZone, fhirBase, now: new Date() });
    if (file === null) throw notFound(fhirMessages.patientNotFound);
    await audit(request, { action: `record.download.${format}`, subjectType: 'patient', subjectId: patientId, patientId });
    return sendRecordDownload(reply, file);
  };

  await route(app, ops.downloadMyRecordBundle, { handler: (request, reply) => sendRecordFile(request, reply, 'fhir') });
  await route(app, ops.downloadMyRecordPdf, { handler: (request, reply) => sendRecordFile(request, reply, 'pdf') });
}
