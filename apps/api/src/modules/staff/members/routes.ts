import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/operations';
import { notFound } from '../../../lib/errors';
import { accountExists, endSessionsByAdministrator, resetSecondFactor } from '../../auth/service';
import { deactivateStaffMember, reactivateStaffMember, setAdministrator, staffMembers } from './service';
import { staffAnswerMessages } from '@clinvia/contracts/staff';

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
      await app.sessionsChanged(member.id);
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
        await app.sessionsChanged(member.id);
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

  // AUTH-17 (ASVS 7.4.5): an administrator ends every session of a user at once.
  await route(app, ops.endUserSessions, {
    handler: async (request) => {
      const user = request.requireUser();
      const { id } = request.params;
      if (!(await accountExists(app.db, id))) throw notFound(staffAnswerMessages.noSuchUser);
      const ended = await endSessionsByAdministrator(app.db, id, app.now());
      await app.sessionsChanged(id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'session.end_by_administrator', subjectType: 'account', subjectId: id, detail: `${String(ended)} ended` });
      return { message: ended === 1 ? 'One session has been ended.' : `${String(ended)} sessions have been ended.`, ended };
    },
  });

  // AUTH-18: a lost phone. The factor is off and every session ends; a required role enrols again.
  await route(app, ops.resetUserSecondFactor, {
    handler: async (request) => {
      const user = request.requireUser();
      const { id } = request.params;
      if (!(await accountExists(app.db, id))) throw notFound(staffAnswerMessages.noSuchUser);
      await resetSecondFactor(app.db, id, app.now());
      await app.sessionsChanged(id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'account.mfa_reset_by_administrator', subjectType: 'account', subjectId: id });
      return { message: 'Two-step sign-in has been reset; the user must set it up again.' };
    },
  });
}
