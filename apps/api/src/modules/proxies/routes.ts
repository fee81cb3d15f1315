import { createHash } from 'node:crypto';
import * as ops from '@clinvia/contracts/operations/proxies';
import { proxyAcceptPagePath, proxyInvitationDays, proxyInvitationsPerHour, proxyMessages } from '@clinvia/contracts/proxies';
import { emailWords } from '../../domain/messages/email-words';
import type { FastifyInstance } from 'fastify';
import { todayIn } from '../../lib/clinic-time';
import { route } from '../../lib/operations';
import { auditRefusals } from '../../plugins/audit';
import * as proxies from './service';
import { ApiError, errorCodes } from '../../lib/errors';
import { spanishMessageBuilders as spanish } from '@clinvia/contracts/messages.es';

// PROXY-1 to PROXY-3, PROXY-6: a patient's proxies. Each call writes an audit row with the patient
// who granted as the patient (AUDIT-1); a refused one writes one too.

export async function proxyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const today = () => todayIn(app.config.clinicTimeZone, app.now());

  app.addHook(
    'onError',
    auditRefusals('proxy.denied', (request) => {
      const params = request.params as { grantId?: string } | undefined;
      return { subjectType: 'proxy_grant', subjectId: params?.grantId ?? null, patientId: null };
    }),
  );

  await route(app, ops.listProxies, {
    handler: async (request) => {
      const user = request.requireUser();
      const answer = await proxies.listProxies(db, user.id, today(), app.now());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'proxy.list', subjectType: 'patient', subjectId: user.id, patientId: user.id });
      return answer;
    },
  });

  await route(app, ops.inviteProxy, {
    config: {
      // Each invitation is an e-mail to an address the patient typed: counted per session (its token's hash, never the token).
      rateLimit: {
        max: proxyInvitationsPerHour,
        timeWindow: 3_600_000,
        keyGenerator: (request) => `proxy-invite:${createHash('sha256').update(request.headers.authorization ?? request.ip).digest('hex')}`,
        errorResponseBuilder: () => new ApiError(429, errorCodes[429], proxyMessages.tooManyInvitations),
      },
    },
    handler: async (request, reply) => {
      const user = request.requireUser();
      const { grant, token, language } = await proxies.inviteProxy(db, user, request.body, today(), app.now());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'proxy.invite', subjectType: 'proxy_grant', subjectId: grant.id, patientId: user.id, detail: grant.scopes.join(',') });
      // Built from APP_URL only: the request's Host and Origin are the client's to choose.
      const link = `${app.config.appUrl}${proxyAcceptPagePath}?token=${token}`;
      const words = emailWords[language].proxyInvitation;
      await app.mailer.send({
        to: grant.email,
        subject: words.subject(user.name),
        text: words.text({ inviter: user.name, until: grant.ends_on, scopes: grant.scopes, days: proxyInvitationDays, link }),
      });
      return reply.code(201).send({ message: proxyMessages.invited, proxy: grant });
    },
  });

  await route(app, ops.acceptProxyInvitation, {
    handler: async (request) => {
      const user = request.requireUser();
      const actingFor = await proxies.acceptInvitation(db, user.id, request.body.token, today(), app.now());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'proxy.accept', subjectType: 'proxy_grant', subjectId: actingFor.id, patientId: actingFor.patient_id });
      // I18N-11: the answer's sentence in the request's language.
      const message = request.language === 'es' ? spanish.proxyMessages.accepted(actingFor.patient_name) : proxyMessages.accepted(actingFor.patient_name);
      return { message, acting_for: actingFor };
    },
  });

  await route(app, ops.endProxy, {
    handler: async (request) => {
      const user = request.requireUser();
      const ended = await proxies.endProxy(db, user.id, request.params.grantId, app.now());
      const action = ended.by === 'patient' ? 'proxy.revoke' : 'proxy.leave';
      await request.audit({ actorId: user.id, actorRole: user.role, action, subjectType: 'proxy_grant', subjectId: request.params.grantId, patientId: ended.patientId });
      return { message: ended.by === 'patient' ? proxyMessages.ended : proxyMessages.left };
    },
  });

  await route(app, ops.listProxyActivity, {
    handler: async (request) => {
      const user = request.requireUser();
      const activity = await proxies.listProxyActivity(db, user.id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'proxy.activity.read', subjectType: 'patient', subjectId: user.id, patientId: user.id });
      return activity;
    },
  });
}
