import * as ops from '@clinvia/contracts/operations/questionnaires';
import { questionnaireMessages as texts } from '@clinvia/contracts/questionnaires';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/operations';
import { createQuestionnaire, getQuestionnaire, listQuestionnaires, retireQuestionnaire, saveQuestionnaireVersion, setAssignments } from './authoring';
import { appointmentAnswers, patientAppointment, saveResponse, visitQuestionnaires } from './service';

// INTAKE-11 to INTAKE-17. Staff's writes are audited (questionnaire.*); every read or save of a
// patient's answers writes a row naming the patient (AUDIT-1).

export async function questionnaireRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  const auditStaff = (request: FastifyRequest, action: string, questionnaireId: string, detail?: string) => {
    const user = request.requireUser();
    return request.audit({ actorId: user.id, actorRole: user.role, action, subjectType: 'questionnaire', subjectId: questionnaireId, detail: detail ?? null });
  };
  const auditAnswers = (request: FastifyRequest, action: string, appointmentId: string, patientId: string, detail?: string) => {
    const user = request.requireUser();
    return request.audit({ actorId: user.id, actorRole: user.role, action, subjectType: 'appointment', subjectId: appointmentId, patientId, detail: detail ?? null });
  };

  await route(app, ops.listQuestionnaires, { handler: async () => ({ questionnaires: await listQuestionnaires(db) }) });

  await route(app, ops.getQuestionnaire, { handler: async (request) => getQuestionnaire(db, request.params.questionnaireId) });

  await route(app, ops.createQuestionnaire, {
    handler: async (request, reply) => {
      const id = await createQuestionnaire(db, request.requireUser().id, request.body.questionnaire);
      await auditStaff(request, 'questionnaire.create', id);
      return reply.code(201).send({ message: texts.created, questionnaire: await getQuestionnaire(db, id) });
    },
  });

  await route(app, ops.updateQuestionnaire, {
    handler: async (request) => {
      const id = request.params.questionnaireId;
      const version = await saveQuestionnaireVersion(db, id, request.requireUser().id, request.body.questionnaire);
      await auditStaff(request, 'questionnaire.update', id, `version ${String(version)}`);
      return { message: texts.saved, questionnaire: await getQuestionnaire(db, id) };
    },
  });

  await route(app, ops.setQuestionnaireAssignments, {
    handler: async (request) => {
      const id = request.params.questionnaireId;
      await setAssignments(db, id, request.requireUser().id, request.body);
      await auditStaff(request, 'questionnaire.assign', id);
      return { message: texts.assigned, questionnaire: await getQuestionnaire(db, id) };
    },
  });

  await route(app, ops.retireQuestionnaire, {
    handler: async (request) => {
      const id = request.params.questionnaireId;
      await retireQuestionnaire(db, id, request.requireUser().id);
      await auditStaff(request, 'questionnaire.retire', id);
      return { message: texts.retiredDone, questionnaire: await getQuestionnaire(db, id) };
    },
  });

  await route(app, ops.listAppointmentQuestionnaires, {
    handler: async (request) => {
      const user = request.requireUser();
      const appointment = await patientAppointment(db, request.params.id, user.id, config.clinicTimeZone, new Date());
      const answer = await visitQuestionnaires(db, appointment);
      await auditAnswers(request, 'questionnaire_response.list', appointment.id, user.id);
      return answer;
    },
  });

  await route(app, ops.saveQuestionnaireResponse, {
    handler: async (request) => {
      const user = request.requireUser();
      const appointment = await patientAppointment(db, request.params.id, user.id, config.clinicTimeZone, new Date());
      const saved = await saveResponse(db, appointment, request.params.questionnaireId, request.body);
      await auditAnswers(request, 'questionnaire_response.save', appointment.id, user.id, `${saved.title}: ${saved.status}`);
      return { message: saved.status === 'completed' ? texts.completedSaved : texts.draftSaved, questionnaire: saved };
    },
  });

  await route(app, ops.getAppointmentAnswers, {
    handler: async (request) => {
      const user = request.requireUser();
      const role = user.role === 'doctor' ? 'doctor' : 'staff';
      const answers = await appointmentAnswers(db, request.params.id, { id: user.id, role });
      await auditAnswers(request, 'questionnaire_response.read', answers.appointment_id, answers.patient.id);
      return answers;
    },
  });
}
