import { dependentMessages } from '@clinvia/contracts/dependents';
import * as ops from '@clinvia/contracts/operations/dependents';
import type { FastifyInstance } from 'fastify';
import { clinicNow, todayIn } from '../../lib/clinic-time';
import { route } from '../../lib/operations';
import { auditRefusals } from '../../plugins/audit';
import * as family from './service';

// FAMILY-1, FAMILY-6: the guardian's dependents. Each call writes an audit row with the guardian
// as the patient whose records were read or changed (AUDIT-1); a refused one writes one too, so
// probing for another patient's dependents shows up.

export async function dependentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const today = () => todayIn(app.config.clinicTimeZone);

  app.addHook(
    'onError',
    auditRefusals('dependent.denied', (request) => {
      const params = request.params as { dependentId?: string } | undefined;
      return { subjectType: 'dependent', subjectId: params?.dependentId ?? null, patientId: null };
    }),
  );

  await route(app, ops.listDependents, {
    handler: async (request) => {
      const user = request.requireUser();
      const answer = await family.listDependents(db, user.id, today());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'dependent.list', subjectType: 'patient', subjectId: user.id, patientId: user.id });
      return answer;
    },
  });

  await route(app, ops.addDependent, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      const dependent = await family.addDependent(db, user.id, request.body, today());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'dependent.add', subjectType: 'dependent', subjectId: dependent.id, patientId: user.id });
      return reply.code(201).send({ message: dependentMessages.added, dependent });
    },
  });

  await route(app, ops.updateDependent, {
    handler: async (request) => {
      const user = request.requireUser();
      const dependent = await family.updateDependent(db, user.id, request.params.dependentId, request.body, today());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'dependent.update', subjectType: 'dependent', subjectId: dependent.id, patientId: user.id });
      return { message: dependentMessages.updated, dependent };
    },
  });

  await route(app, ops.removeDependent, {
    handler: async (request) => {
      const user = request.requireUser();
      await family.removeDependent(db, user.id, request.params.dependentId, clinicNow(app.config.clinicTimeZone));
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'dependent.remove', subjectType: 'dependent', subjectId: request.params.dependentId, patientId: user.id });
      return { message: dependentMessages.removed };
    },
  });
}
