import { recordMessages as texts } from '@clinvia/contracts/record';
import * as ops from '@clinvia/contracts/operations/record';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileBytes, findFile } from '../../domain/files/store';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/operations';
import { sendStoredFile } from '../../lib/uploads';
import { auditRefusals, type AuditEntry } from '../../plugins/audit';
import * as service from './service';

// The patient's record (RECORD-1 to RECORD-6). Every read and change writes an audit row with
// the patient (AUDIT-1); a refused look at another patient's record is written too (AUDIT-5).

export async function recordRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.addHook(
    'onError',
    auditRefusals('patient_records.denied', (request) => ({ subjectType: 'patient', subjectId: (request.params as { patientId?: string } | undefined)?.patientId ?? null })),
  );

  const audit = (request: FastifyRequest, entry: Omit<AuditEntry, 'actorId' | 'actorRole'>) =>
    request.audit({ actorId: request.requireUser().id, actorRole: request.requireUser().role, ...entry });

  await route(app, ops.getMyRecord, {
    handler: async (request) => {
      const user = request.requireUser();
      const record = await service.readRecord(db, user.id, user, config.clinicTimeZone, new Date());
      await audit(request, { action: 'record.read', subjectType: 'patient', subjectId: user.id, patientId: user.id });
      return record;
    },
  });

  await route(app, ops.getPatientRecord, {
    handler: async (request) => {
      const user = request.requireUser();
      const { patientId } = request.params;
      await service.requireReadable(db, patientId, user);
      const record = await service.readRecord(db, patientId, user, config.clinicTimeZone, new Date());
      await audit(request, { action: 'record.read', subjectType: 'patient', subjectId: patientId, patientId });
      return record;
    },
  });

  await route(app, ops.getRecordFile, {
    handler: async (request, reply) => {
      const { patientId, fileId } = request.params;
      await service.requireReadable(db, patientId, request.requireUser());
      const id = await service.recordFileId(db, patientId, fileId);
      const [file, bytes] = await Promise.all([findFile(db, id), fileBytes(db, id)]);
      if (file === null || bytes === null) throw notFound(texts.fileNotFound);
      await audit(request, { action: 'record.file.read', subjectType: 'file', subjectId: id, patientId });
      return sendStoredFile(reply, file, bytes);
    },
  });

  await route(app, ops.addRecordEntry, {
    handler: async (request, reply) => {
      const patientId = request.requireUser().id;
      const entry = await service.addEntry(db, patientId, request.params.list, request.body, new Date());
      await audit(request, { action: 'record.entry.add', subjectType: 'record_entry', subjectId: entry.id, patientId, detail: entry.list });
      return reply.code(201).send({ message: texts.added, entry });
    },
  });

  await route(app, ops.updateRecordEntry, {
    handler: async (request) => {
      const patientId = request.requireUser().id;
      const { list, entryId } = request.params;
      const entry = await service.updateEntry(db, patientId, list, entryId, request.body, new Date());
      await audit(request, { action: 'record.entry.update', subjectType: 'record_entry', subjectId: entry.id, patientId, detail: list });
      return { message: texts.saved, entry };
    },
  });

  await route(app, ops.removeRecordEntry, {
    handler: async (request) => {
      const patientId = request.requireUser().id;
      const { list, entryId } = request.params;
      await service.removeEntry(db, patientId, list, entryId);
      await audit(request, { action: 'record.entry.remove', subjectType: 'record_entry', subjectId: entryId, patientId, detail: list });
      return { message: texts.removed };
    },
  });
}
