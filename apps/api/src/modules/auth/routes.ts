import { setTimeout } from 'node:timers/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import {
  accountResponseSchema,
  changePasswordSchema,
  contactDetailsSchema,
  forgotPasswordMessage,
  forgotPasswordSchema,
  invalidCredentialsMessage,
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  messageResponseSchema,
  profilePhotoRules,
  registrationResponseSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@clinvia/contracts/auth';
import { ApiError, errorCodes, unauthorized, validationError } from '../../lib/errors';
import { errorAnswers, openRoute, signedIn } from '../../lib/route-docs';
import { defaultLoginLimits, describeWait, LoginLimiter, memoryCounterStore, redisCounterStore } from './login-limits';
import { removePhoto, sniffPhotoType, storePhoto } from './photos';
import {
  accountDetails,
  accountIdOf,
  changePassword,
  checkCredentials,
  createResetToken,
  issueToken,
  normaliseEmail,
  register,
  resetPassword,
  revokeSessions,
  toSessionUser,
  updateContactDetails,
} from './service';

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

/** /api/authentication: registration, sign-in, the session user, password reset and settings. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  const secret = config.jwtSecret;

  await app.register(multipart, { limits: { fileSize: profilePhotoRules.maxBytes, files: 1 } });

  let redis: Redis | undefined;
  if (config.redisUrl !== undefined) {
    redis = new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => {
      app.log.warn({ err: error }, 'login-limit redis error');
    });
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => undefined);
    });
  }
  const limits = { ...defaultLoginLimits, ...config.login };
  const limiter = new LoginLimiter(redis ? redisCounterStore(redis) : memoryCounterStore(), limits);
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

  app.post(
    '/register',
    {
      preValidation: readMultipartRegistration,
      schema: {
        operationId: 'register',
        tags: ['authentication'],
        summary: 'Register a patient, doctor or staff member (JSON, or multipart/form-data with an optional profilePhoto)',
        ...openRoute,
        consumes: ['application/json', 'multipart/form-data'],
        body: registrationSchema,
        response: { 201: registrationResponseSchema, ...errorAnswers(400, 409, 413) },
      },
    },
    async (request, reply) => {
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
        const user = await register(db, input, stored?.url ?? null);
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
  );

  app.post(
    '/login',
    {
      schema: {
        operationId: 'login',
        tags: ['authentication'],
        summary: 'Sign in; answers a session token (12 h, or 30 days with rememberMe) and the user',
        description:
          'Send the token as `Authorization: Bearer <token>` on later calls. Repeated failures from one client for one account are slowed down (429 with Retry-After); the account itself is never locked for everyone.',
        ...openRoute,
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const admission = await failOpen(() => limiter.admit(request.ip, email), { refused: null, slowDownMs: 0 });
      if (admission.refused !== null) {
        const { reason, retryAfter } = admission.refused;
        // Never the password; the e-mail only names the account that was tried.
        await request.audit({ actorId: null, actorRole: null, action: 'session.login_refused', subjectType: 'account', subjectId: await accountIdOf(db, email), detail: `${reason}: ${email}` });
        throw tooMany(reply, retryAfter, 'sign-in attempts');
      }
      if (admission.slowDownMs > 0) await setTimeout(admission.slowDownMs);

      const user = await checkCredentials(db, email, request.body.password);
      if (user === null) {
        await failOpen(() => limiter.failed(request.ip, email), undefined);
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
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'session.login', subjectType: 'account', subjectId: user.id });
      return issueToken(user, secret, request.body.rememberMe === true);
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getSessionUser',
        tags: ['authentication'],
        summary: 'The signed-in user',
        ...signedIn('any signed-in user'),
        response: { 200: meResponseSchema, ...errorAnswers(401) },
      },
    },
    (request) => ({ user: toSessionUser(request.requireUser()) }),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['authentication'],
        summary: 'Send a password reset link; the answer is the same whether the e-mail is known or not',
        description: 'The link in the e-mail is built from the configured APP_URL, never from request headers.',
        ...openRoute,
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const wait = await verdict(() => limiter.admitOther('forgot', request.ip, otherAnonymousPerMinute));
      if (wait !== null) throw tooMany(reply, wait, 'reset requests');
      const reset = await createResetToken(db, normaliseEmail(request.body.email));
      if (reset !== null) {
        // Built from APP_URL only: Host, X-Forwarded-Host, Origin and Referer are the client's to choose.
        const link = `${config.appUrl}/reset-password?token=${reset.token}`;
        // Not awaited: a slow mail server must not reveal that the account exists.
        app.mailer
          .send({
            to: reset.user.email,
            subject: 'Reset your Clinvia password',
            text: `Hello ${reset.user.name},\n\nTo choose a new password, open this link within 30 minutes:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.\n\nClinvia`,
          })
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'password reset mail failed');
          });
        await request.audit({ actorId: reset.user.id, actorRole: null, action: 'account.password_reset_requested', subjectType: 'account', subjectId: reset.user.id });
      }
      return { message: forgotPasswordMessage };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        operationId: 'resetPassword',
        tags: ['authentication'],
        summary: 'Set a new password with a reset token; ends every session of the account',
        ...openRoute,
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const wait = await verdict(() => limiter.admitOther('reset', request.ip, otherAnonymousPerMinute));
      if (wait !== null) throw tooMany(reply, wait, 'reset attempts');
      const userId = await resetPassword(db, request.body.token, request.body.password);
      await request.audit({ actorId: userId, actorRole: null, action: 'account.password_reset', subjectType: 'account', subjectId: userId });
      return { message: 'Your password has been changed. Please sign in with the new password.' };
    },
  );

  app.get(
    '/account',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getAccount',
        tags: ['authentication'],
        summary: 'The settings of the signed-in user',
        ...signedIn('any signed-in user (their own account)'),
        response: { 200: accountResponseSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const details = await accountDetails(db, user);
      if (user.role === 'patient') {
        await request.audit({ actorId: user.id, actorRole: user.role, action: 'patient.contact.read', subjectType: 'patient', subjectId: user.id, patientId: user.id });
      }
      return { user: toSessionUser(user), ...details };
    },
  );

  app.put(
    '/account/contact',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'updateContactDetails',
        tags: ['authentication'],
        summary: 'Update the phone number (and a patient’s address)',
        ...signedIn('any signed-in user (their own account)'),
        body: contactDetailsSchema,
        response: { 200: accountResponseSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      await updateContactDetails(db, user, request.body.phoneNumber, request.body.address);
      if (user.role === 'patient') {
        await request.audit({ actorId: user.id, actorRole: user.role, action: 'patient.contact.update', subjectType: 'patient', subjectId: user.id, patientId: user.id });
      }
      return { user: toSessionUser(user), ...(await accountDetails(db, user)) };
    },
  );

  app.put(
    '/account/password',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'changePassword',
        tags: ['authentication'],
        summary: 'Change the password; other sessions end, this one gets a new token',
        ...signedIn('any signed-in user (their own account)'),
        body: changePasswordSchema,
        response: { 200: loginResponseSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const updated = await changePassword(db, user.id, request.body.currentPassword, request.body.newPassword);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'account.password_change', subjectType: 'account', subjectId: user.id });
      return issueToken(updated, secret, false);
    },
  );

  app.post(
    '/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'signOutEverywhere',
        tags: ['authentication'],
        summary: 'Sign out of all devices',
        ...signedIn('any signed-in user (their own account)'),
        response: { 200: messageResponseSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      await revokeSessions(db, user.id);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'session.revoke_all', subjectType: 'account', subjectId: user.id });
      return { message: 'You have been signed out of all devices.' };
    },
  );
}
