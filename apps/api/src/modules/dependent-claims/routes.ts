import { claimErrorCodes, claimMessages } from '@clinvia/contracts/dependent-claims';
import * as ops from '@clinvia/contracts/operations/dependent-claims';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorSummary } from '../../domain/messages/delivery';
import { ApiError, MailNotSent } from '../../lib/errors';
import { todayIn } from '../../lib/clinic-time';
import { route } from '../../lib/operations';
import { auditRefusals, listReadRows } from '../../plugins/audit';
import * as claims from './service';
import { spanishMessageBuilders as spanish } from '@clinvia/contracts/messages.es';

// FAMILY-7 to FAMILY-10: staff invite a dependent of age to claim their record; the person claims
// it with their own account. Every call writes an audit row with the patients concerned (the
// guardian, whose dependent it was; the new account, whose record it becomes), and every refused
// token one with its code (a token guessed shows up) (AUDIT-1).

const claimCodes: readonly string[] = Object.values(claimErrorCodes);

/** Openings of a claim link per client address a minute, beside the global limit: tokens are not guessed here. */
const claimTriesPerMinute = 30;

export async function dependentClaimRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const today = () => todayIn(app.config.clinicTimeZone);

  app.addHook(
    'onError',
    auditRefusals('dependent_claim.denied', (request) => {
      const params = request.params as { dependentId?: string } | undefined;
      return { subjectType: 'dependent', subjectId: params?.dependentId ?? null, patientId: null };
    }),
  );

  await route(app, ops.listOfAgeDependents, {
    handler: async (request) => {
      const user = request.requireUser();
      const { guardianIds, ...answer } = await claims.listOfAgeDependents(db, today(), new Date());
      await request.audit(listReadRows({ actorId: user.id, actorRole: user.role, action: 'staff.family.of_age.read', subjectType: 'dependent', subjectId: null }, guardianIds));
      return answer;
    },
  });

  await route(app, ops.inviteDependent, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      const { dependentId } = request.params;
      try {
        const { invitation, guardianId } = await claims.inviteDependent(db, { mailer: app.mailer, appUrl: app.config.appUrl }, user.id, dependentId, request.body.email, today());
        await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.family.invite', subjectType: 'dependent', subjectId: dependentId, patientId: guardianId, detail: invitation.email });
        // I18N-11: the answer's sentence in the request's language.
        const message = request.language === 'es' ? spanish.claimMessages.invited(invitation.email) : claimMessages.invited(invitation.email);
        return await reply.code(201).send({ message, invitation });
      } catch (error) {
        if (error instanceof MailNotSent) request.log.error({ mailError: errorSummary(error.mailError) }, 'dependent invitation not sent: nothing kept');
        throw error;
      }
    },
  });

  /** A refused token is audited with its code (no actor's patient: the token named none), then thrown. */
  const refusing = async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError && claimCodes.includes(error.code)) {
        await request.audit({ actorId: request.user?.id ?? null, actorRole: request.user?.role ?? null, action: 'dependent_claim.refused', subjectType: 'dependent_claim', subjectId: null, detail: error.code });
      }
      throw error;
    }
  };

  const limited = { rateLimit: { max: claimTriesPerMinute, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `record-claim:${request.ip}` } };

  await route(app, ops.inspectRecordClaim, {
    config: limited,
    handler: async (request) => {
      const { dependentId, guardianId, ...invitation } = await refusing(request, () => claims.inspectInvitation(db, request.body.token, today()));
      // The dependent's records are kept under their guardian's account until claimed.
      await request.audit({ actorId: request.user?.id ?? null, actorRole: request.user?.role ?? null, action: 'dependent_claim.inspect', subjectType: 'dependent', subjectId: dependentId, patientId: guardianId });
      return invitation;
    },
  });

  await route(app, ops.claimRecord, {
    config: limited,
    handler: async (request) => {
      const user = request.requireUser();
      const claimed = await refusing(request, () => claims.claimRecord(db, user.id, request.body.token, today()));
      const entry = { actorId: user.id, actorRole: user.role, action: 'dependent_claim.claim', subjectType: 'dependent', subjectId: claimed.dependentId, detail: `${String(claimed.moved)} visits moved` };
      await request.audit([
        { ...entry, patientId: user.id },
        { ...entry, patientId: claimed.guardianId },
      ]);
      return { message: claimMessages.claimed, appointments_moved: claimed.moved };
    },
  });
}
