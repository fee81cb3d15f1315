import { patientSearchPageSchema, patientSearchQuerySchema } from '@clinvia/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, signedIn } from '../../../lib/route-docs';
import { searchPatients } from './service';

/** Finding a patient to book for (the booking wizard then books on their behalf). */
export const staffPatientRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/patients',
    {
      schema: {
        operationId: 'searchPatients',
        tags: ['staff'],
        summary: 'Find patients by name or e-mail (at least 2 letters), to book on their behalf',
        ...signedIn('approved staff', 'Each patient shown is written to the audit log.'),
        querystring: patientSearchQuerySchema,
        response: { 200: patientSearchPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const { q, page, pageSize } = request.query;
      const result = await searchPatients(app.db, q, page, pageSize);
      await request.audit(result.items.map((patient) => ({ actorId: user.id, actorRole: user.role, action: 'staff.patient.search', subjectType: 'patient', subjectId: patient.id, patientId: patient.id })));
      return result;
    },
  );
  return Promise.resolve();
};
