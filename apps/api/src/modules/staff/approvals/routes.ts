import { messageResponseSchema } from '@clinvia/contracts/auth';
import { approvalsSchema, idParamsSchema, reasonSchema } from '@clinvia/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, signedIn } from '../../../lib/route-docs';
import { requireAdministrator } from '../guards';
import { approveStaff, pendingApprovals, rejectDoctor, rejectStaff, verifyDoctor, type Applicant } from './service';

const administrators = signedIn('a staff administrator');

/** Registrations waiting for a decision (administrators): doctors to verify, staff to approve. */
export const approvalRoutes: FastifyPluginAsyncZod = (app) => {
  const tell = (applicant: Applicant, subject: string, text: string) => {
    // Not awaited: the decision stands whether or not the mail server answers now.
    app.mailer.send({ to: applicant.email, subject, text: `Hello ${applicant.name},\n\n${text}\n\nClinvia` }).catch((error: unknown) => {
      app.log.error({ err: error }, 'decision mail failed');
    });
  };

  app.get(
    '/approvals',
    {
      onRequest: requireAdministrator,
      schema: {
        operationId: 'listPendingApprovals',
        tags: ['staff'],
        summary: 'Doctors waiting for verification and staff waiting for approval, oldest first',
        ...administrators,
        response: { 200: approvalsSchema, ...errorAnswers(401, 403) },
      },
    },
    () => pendingApprovals(app.db),
  );

  app.post(
    '/doctors/:id/verify',
    {
      onRequest: requireAdministrator,
      schema: {
        operationId: 'verifyDoctor',
        tags: ['staff'],
        summary: 'Verify a doctor: listed in Find Doctor, the carousel and booking from now on',
        ...administrators,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reviewer = request.requireUser();
      const doctor = await verifyDoctor(app.db, request.params.id, reviewer.id);
      await request.audit({ actorId: reviewer.id, actorRole: reviewer.role, action: 'staff.doctor.verify', subjectType: 'doctor', subjectId: doctor.id });
      tell(doctor, 'Your Clinvia profile is now listed', `Staff have verified your registration: patients can now find you and book appointments.\n\nYour dashboard: ${app.config.appUrl}/doctor-portal`);
      return { message: `${doctor.name} is verified and listed.` };
    },
  );

  app.post(
    '/doctors/:id/reject',
    {
      onRequest: requireAdministrator,
      schema: {
        operationId: 'rejectDoctor',
        tags: ['staff'],
        summary: 'Reject a doctor registration with a reason (the account is disabled; the applicant is told by e-mail)',
        ...administrators,
        params: idParamsSchema,
        body: reasonSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reviewer = request.requireUser();
      const doctor = await rejectDoctor(app.db, request.params.id, reviewer.id, request.body.reason);
      await request.audit({ actorId: reviewer.id, actorRole: reviewer.role, action: 'staff.doctor.reject', subjectType: 'doctor', subjectId: doctor.id });
      tell(doctor, 'Your Clinvia registration', `We could not verify your registration as a doctor. The reason given: ${request.body.reason}\n\nIf you think this is a mistake, please contact the clinic: ${app.config.appUrl}/contact`);
      return { message: `${doctor.name}'s registration was rejected.` };
    },
  );

  app.post(
    '/staff/:id/approve',
    {
      onRequest: requireAdministrator,
      schema: {
        operationId: 'approveStaff',
        tags: ['staff'],
        summary: 'Approve a staff registration: the member gains staff powers',
        ...administrators,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reviewer = request.requireUser();
      const member = await approveStaff(app.db, request.params.id, reviewer.id);
      await request.audit({ actorId: reviewer.id, actorRole: reviewer.role, action: 'staff.member.approve', subjectType: 'staff', subjectId: member.id });
      tell(member, 'Your Clinvia staff account is approved', `An administrator approved your registration. The staff console: ${app.config.appUrl}/staff`);
      return { message: `${member.name} is approved.` };
    },
  );

  app.post(
    '/staff/:id/reject',
    {
      onRequest: requireAdministrator,
      schema: {
        operationId: 'rejectStaff',
        tags: ['staff'],
        summary: 'Reject a staff registration with a reason (the account is disabled; the applicant is told by e-mail)',
        ...administrators,
        params: idParamsSchema,
        body: reasonSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reviewer = request.requireUser();
      const member = await rejectStaff(app.db, request.params.id, reviewer.id, request.body.reason);
      await request.audit({ actorId: reviewer.id, actorRole: reviewer.role, action: 'staff.member.reject', subjectType: 'staff', subjectId: member.id });
      tell(member, 'Your Clinvia staff registration', `An administrator did not approve your staff registration. The reason given: ${request.body.reason}`);
      return { message: `${member.name}'s registration was rejected.` };
    },
  );
  return Promise.resolve();
};
