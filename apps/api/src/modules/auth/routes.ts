import * as ops from '@clinvia/contracts/operations/auth';
import * as session from '@clinvia/contracts/operations/session';
import { setTimeout } from 'node:timers/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_CHANGE_TTL_HOURS, forgotPasswordMessage, invalidCredentialsMessage, mailOffResetMessage, profilePhotoRules, accountAnswerMessages } from '@clinvia/contracts/auth';
import { ApiError, errorCodes, forbidden, unauthorized, validationError } from '../../lib/errors';
import { route } from '../../lib/operations';
import { publicFormRateLimit } from '../../lib/public-forms';
import { secretKeyOf } from '../../lib/secret-box';
import { signChallenge, verifyChallenge } from '../../domain/sessions/tokens';
import { loadAuthUser, type AuthUser } from '../../domain/sessions/users';
import { checkSecondStep, confirmEnrolment, disableMfa, mfaState, startEnrolment } from './mfa';
import { defaultSessionPolicy } from '../../domain/sessions/sessions';
import { defaultLoginLimits, describeWait, LoginLimiter, memoryLoginLimitStore, redisLoginLimitStore } from './login-limits';
import { removePhoto, sniffPhotoType, storePhoto } from '../uploads/service';
import { emailWords } from '../../domain/messages/email-words';
import {
  accountDetails,
  accountIdOf,
  cancelEmailChange,
  changePassword,
  checkCredentials,
  confirmEmailChange,
  createResetToken,
  endOneSession,
  endOtherSessions,
  endSessionsEverywhere,
  inspectConfirmLink,
  inspectStopLink,
  logout,
  maskEmail,
  normaliseEmail,
  passwordMatches,
  register,
  requestEmailChange,
  resendEmailChange,
  resetPassword,
  sessionsOf,
  signIn,
  stopEmailChange,
  toSessionUser,
  updateContactDetails,
  updateLanguage,
  userOfConfirmLink,
  wrongCurrentPasswordMessage,
} from './service';

const wrongCodeMessage = 'That code is not valid. Enter the current code from your authenticator app, or a recovery code.';

function tooMany(reply: FastifyReply, retryAfter: number, what: string): ApiError {
  void reply.header('Retry-After', String(retryAfter));
  return new ApiError(429, errorCodes[429], `Too many ${what}. Please try again in ${describeWait(retryAfter)}.`);
}

/** The photo part of a multipart registration, kept beside the request until the handler runs. */
const photos = new WeakMap<FastifyRequest, Buffer>();

/**
 * The doctor form is sent as multipart/form-data (it may carry a photo); the other forms as
 * JSON or multipart alike. The text fields become the body the zod schema then validates.
 */
async function readMultipartRegistration(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: profilePhotoRules.maxBytes, files: 1, fields: 30, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'profilePhoto' && bytes.length > 0) photos.set(request, bytes);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw validationError(profilePhotoRules.tooLarge, { profilePhoto: profilePhotoRules.tooLarge });
    }
    throw error;
  }
  request.body = fields;
}

/** The audit row of a read or change of one's own contact details: a patient's are patient records. */
function contactDetailsAudit(user: AuthUser, verb: 'read' | 'update') {
  const subject = user.role === 'patient' ? { action: `patient.contact.${verb}`, subjectType: 'patient', patientId: user.id } : { action: `account.contact.${verb}`, subjectType: 'account' };
  return { actorId: user.id, actorRole: user.role, subjectId: user.id, ...subject };
}

/** /api/authentication: registration, sign-in, the session user, password reset and settings. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config, db, now } = app;
  const secret = config.jwtSecret;
  const totpKey = secretKeyOf(config.totpEncryptionKey);
  const policy = { ...defaultSessionPolicy, ...config.sessions };

  await app.register(multipart, { limits: { fileSize: profilePhotoRules.maxBytes, files: 1 } });

  const limits = { ...defaultLoginLimits, ...config.login };
  // The app's one Redis client (plugins/redis.ts), shared with the global rate limit.
  const limiter = new LoginLimiter(app.redis ? redisLoginLimitStore(app.redis) : memoryLoginLimitStore(), limits);
  // Registrations and reset requests from one IP share the sign-in burst allowance (per minute).
  const otherAnonymousPerMinute = limits.burst;

  /** Limits fail open: a Redis outage must not lock everybody out (same as the global limit). */
  async function failOpen<T>(check: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await check();
    } catch (error) {
      app.log.warn({ err: error }, 'rate-limit store unavailable');
      return fallback;
    }
  }
  const verdict = (check: () => Promise<number | null>) => failOpen(check, null);

  await route(app, ops.register, {
    preValidation: readMultipartRegistration,
    handler: async (request, reply) => {
      const wait = await verdict(() => limiter.admitOther('register', request.ip, otherAnonymousPerMinute));
      if (wait !== null) throw tooMany(reply, wait, 'registrations from this device');

      const input = request.body;
      const photo = photos.get(request);
      let stored: { name: string; url: string } | null = null;
      if (photo !== undefined && input.role === 'doctor') {
        const type = sniffPhotoType(photo);
        if (type === null) throw validationError(profilePhotoRules.wrongType, { profilePhoto: profilePhotoRules.wrongType });
        stored = await storePhoto(config.dataDir, photo, type);
      }
      try {
        // I18N-2: the account speaks the language the page was in (the web sends it as Accept-Language).
        const user = await register(db, input, stored?.url ?? null, request.language);
        await request.audit({
          actorId: user.id,
          actorRole: user.role,
          action: 'account.register',
          subjectType: user.role,
          subjectId: user.id,
          patientId: user.role === 'patient' ? user.id : null,
        });
        return await reply.code(201).send({ user: toSessionUser(user), message: 'Registration successful!' });
      } catch (error) {
        if (stored) await removePhoto(config.dataDir, stored.name);
        throw error;
      }
    },
  });

  async function startSession(request: FastifyRequest, user: AuthUser, rememberMe: boolean) {
    const client = { userAgent: request.headers['user-agent'], address: request.ip, rememberMe };
    const { sessionId, ...answer } = await signIn(db, user, client, secret, policy, now());
    await request.audit({ actorId: user.id, actorRole: user.role, action: 'session.login', subjectType: 'session', subjectId: sessionId, detail: `account ${user.id}` });
    return answer;
  }

  /** The second step's failures count like failed passwords, per client and account (AUTH-18). */
  const codeKey = (userId: string) => `second-step:${userId}`;

  /** Password re-checks count like sign-in failures, per client and account, apart from sign-in's own pairs (AUTH-24). */
  const passwordCheckKey = (userId: string) => `password-check:${userId}`;

  /**
   * The password of a signed-in user's sensitive change (re-authentication), limited as sign-in
   * is: reserved atomically before the hash is checked, so a stolen session cannot guess at the
   * global rate; a refusal is a 429 with Retry-After, and failures and refusals are audited.
   */
  async function requirePassword(request: FastifyRequest, reply: FastifyReply, user: AuthUser, password: string, field: string): Promise<void> {
    const audit = (action: string) => request.audit({ actorId: user.id, actorRole: user.role, action, subjectType: 'account', subjectId: user.id });
    const admission = await failOpen(() => limiter.reserve(request.ip, passwordCheckKey(user.id)), { refused: null, slowDownMs: 0 });
    if (admission.refused !== null) {
      await audit('account.password_check_refused');
      throw tooMany(reply, admission.refused.retryAfter, 'password attempts');
    }
    if (admission.slowDownMs > 0) await setTimeout(admission.slowDownMs);
    if (!(await passwordMatches(db, user.id, password))) {
      await audit('account.password_check_failed');
      throw validationError(wrongCurrentPasswordMessage, { [field]: wrongCurrentPasswordMessage });
    }
    await failOpen(() => limiter.succeeded(request.ip, passwordCheckKey(user.id)), undefined);
  }

  /** A code for a signed-in user's sensitive change (re-authentication); a failure is throttled and a 400 on `field`. */
  async function requireCode(request: FastifyRequest, reply: FastifyReply, user: AuthUser, code: string | undefined, field: string): Promise<void> {
    const admission = await failOpen(() => limiter.reserve(request.ip, codeKey(user.id)), { refused: null, slowDownMs: 0 });
    if (admission.refused !== null) throw tooMany(reply, admission.refused.retryAfter, 'code attempts');
    if (admission.slowDownMs > 0) await setTimeout(admission.slowDownMs);
    if (code === undefined || code === '' || (await checkSecondStep(db, user.id, code, now(), totpKey)) === null) {
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'session.second_step_failed', subjectType: 'account', subjectId: user.id, detail: 're-authentication' });
      throw validationError(wrongCodeMessage, { [field]: wrongCodeMessage });
    }
    await failOpen(() => limiter.succeeded(request.ip, codeKey(user.id)), undefined);
  }

  await route(app, ops.login, {
    handler: async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const admission = await failOpen(() => limiter.reserve(request.ip, email), { refused: null, slowDownMs: 0 });
      if (admission.refused !== null) {
        const { reason, retryAfter } = admission.refused;
        // Never the password; the e-mail only names the account that was tried.
        await request.audit({ actorId: null, actorRole: null, action: 'session.login_refused', subjectType: 'account', subjectId: await accountIdOf(db, email), detail: `${reason}: ${email}` });
        throw tooMany(reply, retryAfter, 'sign-in attempts');
      }
      if (admission.slowDownMs > 0) await setTimeout(admission.slowDownMs);

      // The attempt is counted already (reserve): a failure keeps it, a success gives it back.
      const user = await checkCredentials(db, email, request.body.password);
      if (user === null) {
        const accountId = await accountIdOf(db, email);
        await request.audit({
          actorId: null,
          actorRole: null,
          action: 'session.login_failed',
          subjectType: 'account',
          subjectId: accountId,
          detail: accountId === null ? `unknown account: ${email}` : 'wrong password',
        });
        throw unauthorized(invalidCredentialsMessage);
      }
      await failOpen(() => limiter.succeeded(request.ip, email), undefined);
      if (user.totpEnabled) {
        // AUTH-18: the password was right; no session until the second step passes too.
        await request.audit({ actorId: user.id, actorRole: user.role, action: 'session.password_step', subjectType: 'account', subjectId: user.id });
        return { secondStep: true as const, challenge: await signChallenge(user.id, user.tokenVersion, secret, now()) };
      }
      return startSession(request, user, request.body.rememberMe === true);
    },
  });

  await route(app, ops.loginSecondStep, {
    handler: async (request, reply) => {
      const challenge = await verifyChallenge(request.body.challenge, secret, now());
      if (challenge === null) throw unauthorized(accountAnswerMessages.signInTooLong);
      const admission = await failOpen(() => limiter.reserve(request.ip, codeKey(challenge.userId)), { refused: null, slowDownMs: 0 });
      if (admission.refused !== null) {
        await request.audit({ actorId: null, actorRole: null, action: 'session.login_refused', subjectType: 'account', subjectId: challenge.userId, detail: `${admission.refused.reason}: second step` });
        throw tooMany(reply, admission.refused.retryAfter, 'code attempts');
      }
      if (admission.slowDownMs > 0) await setTimeout(admission.slowDownMs);
      const user = await loadAuthUser(db, challenge.userId);
      // A password change or a disabled account since the password step voids the challenge.
      if (user === null || user.status === 'disabled' || user.tokenVersion !== challenge.version || !user.totpEnabled) {
        throw unauthorized(accountAnswerMessages.signInTooLong);
      }
      const kind = await checkSecondStep(db, user.id, request.body.code, now(), totpKey);
      if (kind === null) {
        await request.audit({ actorId: null, actorRole: null, action: 'session.second_step_failed', subjectType: 'account', subjectId: user.id });
        throw unauthorized(wrongCodeMessage);
      }
      await failOpen(() => limiter.succeeded(request.ip, codeKey(user.id)), undefined);
      if (kind === 'recovery') await request.audit({ actorId: user.id, actorRole: user.role, action: 'account.recovery_code_used', subjectType: 'account', subjectId: user.id });
      return startSession(request, user, request.body.rememberMe === true);
    },
  });

  const required = (user: AuthUser) => (config.mfaRequiredRoles ?? ['staff', 'doctor']).includes(user.role);

  await route(app, session.getSessionUser, {
    config: { mfaEnrolment: true },
    handler: (request) => {
      const user = request.requireUser();
      return { user: toSessionUser(user), enrolmentRequired: required(user) && !user.totpEnabled, language: user.language };
    },
  });

  await route(app, ops.getMfaStatus, {
    config: { mfaEnrolment: true },
    handler: async (request) => {
      const user = request.requireUser();
      return { ...(await mfaState(db, user.id)), required: required(user) };
    },
  });

  await route(app, ops.startMfaEnrolment, {
    config: { mfaEnrolment: true },
    handler: async (request) => {
      const user = request.requireUser();
      const setup = await startEnrolment(db, user, totpKey);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'account.mfa_setup_started', subjectType: 'account', subjectId: user.id });
      return setup;
    },
  });

  await route(app, ops.confirmMfaEnrolment, {
    config: { mfaEnrolment: true },
    handler: async (request, reply) => {
      const user = request.requireUser();
      const admission = await failOpen(() => limiter.reserve(request.ip, codeKey(user.id)), { refused: null, slowDownMs: 0 });
      if (admission.refused !== null) throw tooMany(reply, admission.refused.retryAfter, 'code attempts');
      const codes = await confirmEnrolment(db, user.id, request.body.code, now(), totpKey);
      if (codes === null) throw validationError(wrongCodeMessage, { code: wrongCodeMessage });
      await app.sessionsChanged(user.id);
      await failOpen(() => limiter.succeeded(request.ip, codeKey(user.id)), undefined);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'account.mfa_enabled', subjectType: 'account', subjectId: user.id });
      return { recoveryCodes: codes };
    },
  });

  await route(app, ops.disableMfa, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      if (required(user)) throw forbidden(accountAnswerMessages.mfaRequired);
      await requirePassword(request, reply, user, request.body.password, 'password');
      await requireCode(request, reply, user, request.body.code, 'code');
      await disableMfa(db, user.id, now());
      await app.sessionsChanged(user.id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'account.mfa_disabled', subjectType: 'account', subjectId: user.id });
      return { message: 'Two-step sign-in is off.' };
    },
  });

  /**
   * A reset request's work: the token and the mail for a known, enabled account, nothing for an
   * unknown one. It runs after the answer is sent, for both (issue 20), so how long the answer
   * takes says nothing about whether the account exists.
   */
  async function sendResetLink(request: FastifyRequest, email: string): Promise<void> {
    const reset = await createResetToken(db, email);
    if (reset === null) return;
    await request.audit({ actorId: reset.user.id, actorRole: null, action: 'account.password_reset_requested', subjectType: 'account', subjectId: reset.user.id });
    // Built from APP_URL only: Host, X-Forwarded-Host, Origin and Referer are the client's to choose.
    const link = `${config.appUrl}/reset-password?token=${reset.token}`;
    // I18N-10: in the account holder's language.
    const words = emailWords[reset.user.language].passwordReset;
    await app.mailer.send({ to: reset.user.email, subject: words.subject, text: words.text(reset.user.name, link) });
  }
  const resetRequests = new WeakMap<FastifyRequest, string>();
  const resetWork = new Set<Promise<void>>();
  app.addHook('onResponse', (request, _reply, done) => {
    const email = resetRequests.get(request);
    if (email !== undefined) {
      // From the next turn of the event loop: the embedded database works on this thread, and
      // the answer must be on its way first.
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => sendResetLink(request, email))
        .catch((error: unknown) => {
          app.log.error({ err: error, reqId: request.id }, 'password reset request failed');
        });
      resetWork.add(work);
      void work.finally(() => resetWork.delete(work));
    }
    done();
  });
  // Closing the app waits for reset work still running (tests, a graceful shutdown).
  app.addHook('onClose', async () => {
    await Promise.all(resetWork);
  });

  await route(app, ops.requestPasswordReset, {
    handler: async (request, reply) => {
      const wait = await verdict(() => limiter.admitOther('forgot', request.ip, otherAnonymousPerMinute));
      if (wait !== null) throw tooMany(reply, wait, 'reset requests');
      // MAIL-2: no link can leave; said plainly, and alike for every address (nothing is looked up).
      if (app.mailer.delivery === 'off') return { message: mailOffResetMessage };
      resetRequests.set(request, normaliseEmail(request.body.email));
      return { message: forgotPasswordMessage };
    },
  });

  await route(app, ops.resetPassword, {
    handler: async (request, reply) => {
      const wait = await verdict(() => limiter.admitOther('reset', request.ip, otherAnonymousPerMinute));
      if (wait !== null) throw tooMany(reply, wait, 'reset attempts');
      const userId = await resetPassword(db, request.body.token, request.body.password);
      await app.sessionsChanged(userId);
      await request.audit({ actorId: userId, actorRole: null, action: 'account.password_reset', subjectType: 'account', subjectId: userId });
      return { message: 'Your password has been changed. Please sign in with the new password.' };
    },
  });

  await route(app, ops.getAccount, {
    handler: async (request) => {
      const user = request.requireUser();
      const details = await accountDetails(db, user, now());
      await request.audit(contactDetailsAudit(user, 'read'));
      return { user: toSessionUser(user), ...details, language: user.language };
    },
  });

  await route(app, ops.updateContactDetails, {
    handler: async (request) => {
      const user = request.requireUser();
      await updateContactDetails(db, user, request.body.phoneNumber, request.body.address);
      await request.audit(contactDetailsAudit(user, 'update'));
      return { user: toSessionUser(user), ...(await accountDetails(db, user, now())), language: user.language };
    },
  });

  await route(app, ops.updateLanguage, {
    handler: async (request) => {
      const user = request.requireUser();
      await updateLanguage(db, user.id, request.body.language);
      // The session check (and its cache) carries the language: forget the cached one.
      await app.sessionsChanged(user.id);
      return { language: request.body.language };
    },
  });

  await route(app, ops.changePassword, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      // Re-authentication (ASVS 7.5.1): the password, and a code when two-step sign-in is on.
      await requirePassword(request, reply, user, request.body.currentPassword, 'currentPassword');
      if (user.totpEnabled) await requireCode(request, reply, user, request.body.code, 'code');
      const endOthers = request.body.endOtherSessions !== false;
      const ended = await changePassword(db, user.id, request.requireSessionId(), request.body.newPassword, endOthers, now());
      if (endOthers) await app.sessionsChanged(user.id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'account.password_change', subjectType: 'account', subjectId: user.id });
      if (ended > 0) await request.audit({ actorId: user.id, actorRole: user.role, action: 'session.end_others', subjectType: 'account', subjectId: user.id, detail: `password change: ${String(ended)} ended` });
      return { message: ended > 0 ? 'Your password has been changed and your other devices were signed out.' : 'Your password has been changed.', ended };
    },
  });

  /** AUTH-26: a change of address needs two e-mails; while the clinic sends none (MAIL-2) it cannot start. */
  function requireMail(): void {
    if (app.mailer.delivery === 'off') throw new ApiError(503, errorCodes[503], accountAnswerMessages.mailOffEmailChange);
  }
  const mailContext = { appUrl: config.appUrl, linkSecret: config.linkSecret };

  await route(app, ops.changeEmail, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      requireMail();
      // Re-authentication (ASVS 7.5.1, AUTH-23): the password, and a code when two-step sign-in is on.
      await requirePassword(request, reply, user, request.body.password, 'password');
      if (user.totpEnabled) await requireCode(request, reply, user, request.body.code, 'code');
      const { pending, mails, replaced } = await requestEmailChange(db, mailContext, user.id, request.body.email, now());
      await request.audit({ ...contactDetailsAudit(user, 'update'), action: 'account.email_change_requested', detail: `to ${maskEmail(pending.email)}${replaced > 0 ? '; an older request replaced' : ''}` });
      for (const mail of mails) await app.mailer.send(mail);
      return { message: `We sent a confirmation link to ${pending.email}. Your address changes when you open it (within ${String(EMAIL_CHANGE_TTL_HOURS)} hours); until then, sign in with your current address.`, pending };
    },
  });

  await route(app, ops.resendEmailChange, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      requireMail();
      const result = await resendEmailChange(db, mailContext, user.id, now(), user.language);
      if ('retryAfter' in result) {
        if (result.retryAfter !== null) throw tooMany(reply, result.retryAfter, 'requests for the link');
        throw new ApiError(429, errorCodes[429], accountAnswerMessages.linkSentTooOften);
      }
      await request.audit({ ...contactDetailsAudit(user, 'update'), action: 'account.email_change_resent', detail: `to ${maskEmail(result.pending.email)}` });
      await app.mailer.send(result.mail);
      return { message: `We sent the confirmation link to ${result.pending.email} again.`, pending: result.pending };
    },
  });

  await route(app, ops.cancelEmailChange, {
    handler: async (request) => {
      const user = request.requireUser();
      await cancelEmailChange(db, user.id, now());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'account.email_change_cancelled', subjectType: 'account', subjectId: user.id });
      return { message: 'The change of e-mail address was cancelled. Your account keeps its address.' };
    },
  });

  // The links of the two e-mails work without signing in; a GET shows, the page's POST acts.
  const linkLimit = publicFormRateLimit(config, (after) => `Too many attempts from this device. Please try again in ${after}.`);

  await route(app, ops.getEmailChangeLink, {
    config: linkLimit,
    handler: async (request) => {
      const answer = await inspectConfirmLink(db, config.linkSecret, request.query.token, now());
      await request.audit({ actorId: null, actorRole: null, action: 'account.email_change.link_read', subjectType: 'account', subjectId: answer.userId, detail: `confirm: ${answer.link.state}` });
      return answer.link;
    },
  });

  await route(app, ops.confirmEmailChange, {
    config: linkLimit,
    handler: async (request) => {
      const token = request.body.token;
      try {
        const answer = await confirmEmailChange(db, mailContext, token, now());
        await app.sessionsChanged(answer.userId);
        await request.audit({ actorId: answer.userId, actorRole: null, action: 'account.email_change_confirmed', subjectType: 'account', subjectId: answer.userId, detail: 'e-mail link, not signed in' });
        await app.mailer.send(answer.notice);
        return answer.link;
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 409) {
          await request.audit({ actorId: null, actorRole: null, action: 'account.email_change_refused', subjectType: 'account', subjectId: await userOfConfirmLink(db, config.linkSecret, token), detail: error.code });
        }
        throw error;
      }
    },
  });

  await route(app, ops.getEmailChangeStopLink, {
    config: linkLimit,
    handler: async (request) => {
      const answer = await inspectStopLink(db, config.linkSecret, request.query.token, now());
      await request.audit({ actorId: null, actorRole: null, action: 'account.email_change.link_read', subjectType: 'account', subjectId: answer.userId, detail: `stop: ${answer.link.state}` });
      return answer.link;
    },
  });

  await route(app, ops.stopEmailChange, {
    config: linkLimit,
    handler: async (request) => {
      const answer = await stopEmailChange(db, config.linkSecret, request.body.token, now());
      await app.sessionsChanged(answer.userId);
      await request.audit({ actorId: answer.userId, actorRole: null, action: 'account.email_change_stopped', subjectType: 'account', subjectId: answer.userId, detail: `e-mail link, not signed in: ${String(answer.ended)} sessions ended${answer.reverted ? '; previous address restored' : ''}` });
      return answer.link;
    },
  });

  await route(app, ops.signOutEverywhere, {
    handler: async (request) => {
      const user = request.requireUser();
      await endSessionsEverywhere(db, user.id, now());
      await app.sessionsChanged(user.id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'session.revoke_all', subjectType: 'account', subjectId: user.id });
      return { message: 'You have been signed out of all devices.' };
    },
  });

  await route(app, session.logout, {
    config: { mfaEnrolment: true },
    handler: async (request) => {
      const user = request.requireUser();
      const sessionId = request.requireSessionId();
      await logout(db, sessionId, now());
      await app.sessionsChanged(user.id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'session.logout', subjectType: 'session', subjectId: sessionId });
      return { message: 'You have been signed out.' };
    },
  });

  await route(app, ops.listSessions, {
    handler: async (request) => ({ sessions: await sessionsOf(db, request.requireUser().id, request.requireSessionId(), now()) }),
  });

  await route(app, ops.endSession, {
    handler: async (request) => {
      const user = request.requireUser();
      const { sessionId } = request.params;
      await endOneSession(db, user.id, sessionId, now());
      await app.sessionsChanged(user.id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'session.end', subjectType: 'session', subjectId: sessionId });
      return { message: 'That device has been signed out.', ended: 1 };
    },
  });

  await route(app, ops.endOtherSessions, {
    handler: async (request) => {
      const user = request.requireUser();
      const ended = await endOtherSessions(db, user.id, request.requireSessionId(), now());
      await app.sessionsChanged(user.id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'session.end_others', subjectType: 'account', subjectId: user.id, detail: `${String(ended)} ended` });
      return { message: ended === 1 ? 'One other device has been signed out.' : `${String(ended)} other devices have been signed out.`, ended };
    },
  });
}
