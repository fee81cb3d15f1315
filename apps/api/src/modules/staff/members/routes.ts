import { administratorSchema, idParamsSchema, staffMemberSchema, staffMembersSchema } from '@clinvia/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, signedIn } from '../../../lib/route-docs';
import { requireAdministrator } from '../guards';
import { setAdministrator, staffMembers } from './service';

const administrators = signedIn('a staff administrator');

/** Approved staff and who among them is an administrator (set by administrators). */
export const staffMemberRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/members',
    {
      onRequest: requireAdministrator,
      schema: {
        operationId: 'listStaffMembers',
        tags: ['staff'],
        summary: 'Approved staff members, administrators first',
        ...administrators,
        response: { 200: staffMembersSchema, ...errorAnswers(401, 403) },
      },
    },
    () => staffMembers(app.db),
  );

  app.put(
    '/staff/:id/administrator',
    {
      onRequest: requireAdministrator,
      schema: {
        operationId: 'setStaffAdministrator',
        tags: ['staff'],
        summary: 'Make a staff member an administrator, or take the role away (never from the last one)',
        ...administrators,
        params: idParamsSchema,
        body: administratorSchema,
        response: { 200: staffMemberSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const member = await setAdministrator(app.db, request.params.id, request.body.administrator);
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: request.body.administrator ? 'staff.member.make_administrator' : 'staff.member.remove_administrator',
        subjectType: 'staff',
        subjectId: member.id,
      });
      return member;
    },
  );
  return Promise.resolve();
};
