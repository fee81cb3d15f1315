import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/operations';
import { deactivateStaffMember, reactivateStaffMember, setAdministrator, staffMembers } from './service';


/** Approved staff, who among them is an administrator, and whose access is taken away (set by administrators). */
export async function staffMemberRoutes(app: FastifyInstance): Promise<void> {
  await route(app, ops.listStaffMembers, {
    handler: async (request) => {
      const user = request.requireUser();
      const members = await staffMembers(app.db);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.members.read', subjectType: 'staff', subjectId: null });
      return members;
    },
  });

  await route(app, ops.setStaffAdministrator, {
    handler: async (request) => {
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
  });

  for (const [active, operation] of [
    [false, ops.deactivateStaffMember],
    [true, ops.reactivateStaffMember],
  ] as const) {
    await route(app, operation, {
      handler: async (request) => {
        const user = request.requireUser();
        const member = active ? await reactivateStaffMember(app.db, request.params.id) : await deactivateStaffMember(app.db, request.params.id, user.id);
        await request.audit({
          actorId: user.id,
          actorRole: user.role,
          action: active ? 'staff.member.reactivate' : 'staff.member.deactivate',
          subjectType: 'staff',
          subjectId: member.id,
          detail: request.body.reason,
        });
        return member;
      },
    });
  }
}
