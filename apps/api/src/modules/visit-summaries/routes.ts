import * as ops from '@clinvia/contracts/operations/visit-summaries';
import { summaryMessages as texts } from '@clinvia/contracts/visit-summaries';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/operations';
import { auditRefusals, listReadRows, type AuditEntry } from '../../plugins/audit';
import * as service from './service';

// After-visit summaries (SUMMARY-1 to SUMMARY-7). Every read and every change is audited with its
// patient (AUDIT-1); another doctor's visit and another patient's summary answer 404 (SUMMARY-7).

export async function visitSummaryRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  // AUDIT-5: a refused look is written, as the patient records' are.
  app.addHook('onError', auditRefusals('patient_records.denied', (request) => {
    const params = request.params as { id?: string; appointmentId?: string } | undefined;
    return { subjectType: 'appointment', subjectId: params?.id ?? params?.appointmentId ?? null };
  }));

  const audit = (request: FastifyRequest, entry: Omit<AuditEntry, 'actorId' | 'actorRole'>) =>
    request.audit({ actorId: request.requireUser().id, actorRole: request.requireUser().role, ...entry });

  await route(app, ops.getVisitSummary, {
    handler: async (request) => {
      const { patientId, ...answer } = await service.doctorSummary(db, request.params.id, request.requireUser().id, config.clinicTimeZone);
      await audit(request, { action: 'visit_summary.read', subjectType: 'appointment', subjectId: answer.appointment_id, patientId });
      return answer;
    },
  });

  await route(app, ops.saveVisitSummaryDraft, {
    handler: async (request) => {
      const { id } = request.params;
      const { patientId } = await service.saveDraft(db, id, request.requireUser().id, request.body, new Date());
      await audit(request, { action: 'visit_summary.save', subjectType: 'appointment', subjectId: id, patientId });
      return { message: texts.saved, summary: await service.summaryOf(db, id, config.clinicTimeZone) };
    },
  });

  await route(app, ops.signVisitSummary, {
    handler: async (request) => {
      const { id } = request.params;
      const { patientId } = await service.signSummary(db, id, request.requireUser().id, request.body, new Date());
      await audit(request, { action: 'visit_summary.sign', subjectType: 'appointment', subjectId: id, patientId });
      return { message: texts.signedNow, summary: await service.summaryOf(db, id, config.clinicTimeZone) };
    },
  });

  await route(app, ops.addVisitSummaryAddendum, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const { patientId } = await service.addAddendum(db, id, request.requireUser().id, request.body.text, new Date());
      await audit(request, { action: 'visit_summary.addendum', subjectType: 'appointment', subjectId: id, patientId });
      return reply.code(201).send({ message: texts.addendumAdded, summary: await service.summaryOf(db, id, config.clinicTimeZone) });
    },
  });

  await route(app, ops.listMyVisitSummaries, {
    handler: async (request) => {
      const patientId = request.requireUser().id;
      const summaries = await service.visitSummariesFor(db, patientId, config.clinicTimeZone);
      await request.audit(listReadRows({ actorId: patientId, actorRole: 'patient', action: 'visit_summary.list', subjectType: 'patient', subjectId: patientId }, [patientId]));
      return { summaries };
    },
  });

  await route(app, ops.getMyVisitSummary, {
    handler: async (request) => {
      const patientId = request.requireUser().id;
      const summary = await service.patientSummary(db, request.params.appointmentId, patientId, config.clinicTimeZone);
      await audit(request, { action: 'visit_summary.read', subjectType: 'appointment', subjectId: summary.appointment_id, patientId });
      return summary;
    },
  });
}
