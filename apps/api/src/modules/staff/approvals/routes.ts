import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/operations';
import { emailWords, type EmailWords } from '../../../domain/messages/email-words';
import { approveStaff, pendingApprovals, rejectDoctor, rejectStaff, verifyDoctor, type Applicant } from './service';


/** Registrations waiting for a decision (administrators): doctors to verify, staff to approve. */
export async function approvalRoutes(app: FastifyInstance): Promise<void> {
  /** I18N-10: the decision's e-mail in the applicant's language. */
  const tell = (applicant: Applicant, words: (decision: EmailWords['decision']) => { subject: string; words: string }) => {
    const decision = emailWords[applicant.language].decision;
    const { subject, words: text } = words(decision);
    // Not awaited: the decision stands whether or not the mail server answers now.
    app.mailer.send({ to: applicant.email, subject, text: decision.text(applicant.name, text) }).catch((error: unknown) => {
      app.log.error({ err: error }, 'decision mail failed');
    });
  };

  await route(app, ops.listPendingApprovals, {
    handler: async (request) => {
      const user = request.requireUser();
      const approvals = await pendingApprovals(app.db);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.approvals.read', subjectType: 'registration', subjectId: null });
      return approvals;
    },
  });

  await route(app, ops.verifyDoctor, {
    handler: async (request) => {
      const reviewer = request.requireUser();
      const doctor = await verifyDoctor(app.db, request.params.id, reviewer.id, { specialization: request.body.specialization });
      await app.sessionsChanged(doctor.id);
      // DOC-10, DOC-9: the audit keeps which licence staff confirmed, and any correction.
      const subject = { actorId: reviewer.id, actorRole: reviewer.role, subjectType: 'doctor', subjectId: doctor.id };
      await request.audit([
        { ...subject, action: 'staff.doctor.verify', detail: `licence checked: ${doctor.licence ?? 'none on record'}` },
        ...(doctor.corrected ? [{ ...subject, action: 'staff.doctor.specialization', detail: `'${doctor.corrected.from}' → '${doctor.corrected.to}'` }] : []),
      ]);
      tell(doctor, (words) => ({ subject: words.doctorListed.subject, words: words.doctorListed.words(`${app.config.appUrl}/doctor-portal`) }));
      return { message: `${doctor.name} is verified and listed.` };
    },
  });

  await route(app, ops.rejectDoctor, {
    handler: async (request) => {
      const reviewer = request.requireUser();
      const doctor = await rejectDoctor(app.db, request.params.id, reviewer.id, request.body.reason);
      await app.sessionsChanged(doctor.id);
      await request.audit({ actorId: reviewer.id, actorRole: reviewer.role, action: 'staff.doctor.reject', subjectType: 'doctor', subjectId: doctor.id });
      tell(doctor, (words) => ({ subject: words.doctorRejected.subject, words: words.doctorRejected.words(request.body.reason, `${app.config.appUrl}/contact`) }));
      return { message: `${doctor.name}'s registration was rejected.` };
    },
  });

  await route(app, ops.approveStaff, {
    handler: async (request) => {
      const reviewer = request.requireUser();
      const member = await approveStaff(app.db, request.params.id, reviewer.id);
      await app.sessionsChanged(member.id);
      await request.audit({ actorId: reviewer.id, actorRole: reviewer.role, action: 'staff.member.approve', subjectType: 'staff', subjectId: member.id });
      tell(member, (words) => ({ subject: words.staffApproved.subject, words: words.staffApproved.words(`${app.config.appUrl}/staff`) }));
      return { message: `${member.name} is approved.` };
    },
  });

  await route(app, ops.rejectStaff, {
    handler: async (request) => {
      const reviewer = request.requireUser();
      const member = await rejectStaff(app.db, request.params.id, reviewer.id, request.body.reason);
      await app.sessionsChanged(member.id);
      await request.audit({ actorId: reviewer.id, actorRole: reviewer.role, action: 'staff.member.reject', subjectType: 'staff', subjectId: member.id });
      tell(member, (words) => ({ subject: words.staffRejected.subject, words: words.staffRejected.words(request.body.reason) }));
      return { message: `${member.name}'s registration was rejected.` };
    },
  });
}
