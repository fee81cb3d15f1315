import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { ReminderSettings } from './domain/reminders/plan';
import { errorForLog, redactPaths, requestForLog } from './lib/log-safety';
import { fastSerializerCompiler } from './lib/serializer';
import { ambulanceRoutes } from './modules/ambulance/routes';
import { contactRoutes } from './modules/contact/routes';
import { doctorPortalRoutes } from './modules/doctor-portal/routes';
import { doctorRoutes } from './modules/doctors/routes';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { locationRoutes } from './modules/locations/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { patientRoutes } from './modules/patients/routes';
import { questionnaireRoutes } from './modules/questionnaires/routes';
import { reminderRoutes } from './modules/reminders/routes';
import { scheduleRoutes } from './modules/schedules/routes';
import { siteRoutes } from './modules/site/routes';
import { staffRoutes } from './modules/staff/routes';
import { threadRoutes } from './modules/threads/routes';
import { checkInRoutes } from './modules/check-ins/routes';
import { consentRoutes } from './modules/consents/routes';
import { recordRoutes } from './modules/record/routes';
import { fhirRoutes } from './modules/fhir/routes';
import { recordShareRoutes } from './modules/record-shares/routes';
import { dependentRoutes } from './modules/dependents/routes';
import { dependentClaimRoutes } from './modules/dependent-claims/routes';
import { visitSummaryRoutes } from './modules/visit-summaries/routes';
import { bellPlugin } from './plugins/bell';
import { uploadRoutes } from './modules/uploads/routes';
import { visitRoutes } from './modules/visits/routes';
import { auditPlugin } from './plugins/audit';
import { backupPlugin } from './plugins/backup';
import { authenticatePlugin } from './plugins/authenticate';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { httpCachePlugin } from './plugins/http-cache';
import { jobsPlugin } from './plugins/jobs';
import { defaultFrom, mailPlugin } from './plugins/mail';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { retentionPlugin } from './plugins/retention';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL behind one type). */
    db: Db;
    /** The opened database with its driver handle; owned (and closed) by whoever built the app. */
    database: Database;
    config: Config;
    /** The clock of sessions and the second step; tests move it (AppOptions.now). */
    now: () => Date;
    /** When reminders fall due (REMINDER_HOURS in the clinic's zone): what the lifecycle plans by. */
    reminders: ReminderSettings;
  }
}

type PinoOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export interface AppOptions {
  database: Database;
  config: Config;
  /** pino options, or false for silence (tests). */
  logger: PinoOptions | false;
  /** Directory of the built SPA; defaults to config.webRoot. Served with a history fallback. */
  webRoot?: string;
  /** The prediction service's routes, mounted under /ml (services/predict exports `predictRoutes`). */
  predict?: FastifyPluginAsync;
  /**
   * Check every response against its zod schema (tests): a 500 instead of an answer that
   * breaks the contract. Off, responses are written by fast-json-stringify (lib/serializer.ts).
   */
  validateResponses?: boolean;
  /** The clock sessions are measured by; tests pass one they can move. Default: the system clock. */
  now?: () => Date;
  /**
   * OPS-1: on the embedded database, the key `npm run backup` sends to have the running server
   * copy it (plugins/backup.ts); without one, no backup path is served.
   */
  backupKey?: string;
}

/** An incoming x-request-id is kept (to trace a call across services) only if it is a short, safe token. */
const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && safeRequestId.test(header) ? header : randomUUID();
}

function trustProxyOf(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

function loggerOptions(logger: AppOptions['logger']): AppOptions['logger'] {
  if (!logger) return false;
  // Request bodies and headers are never logged (health data, tokens); URLs and errors are
  // stripped of secrets and values; redaction catches anything that still names one.
  return {
    ...logger,
    serializers: { req: requestForLog, err: errorForLog },
    redact: { paths: redactPaths, censor: '[redacted]' },
  };
}

/**
 * Builds the whole HTTP app without listening: `main.ts` listens, tests use `app.inject`
 * (both ready the app; until then more routes can be added).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const serverOptions: FastifyServerOptions = {
    logger: loggerOptions(options.logger),
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    trustProxy: trustProxyOf(config.trustProxy),
    // SPEC's paths end in a slash (get-doctors/); clients may call them with or without it.
    routerOptions: { ignoreTrailingSlash: true },
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.validateResponses ? serializerCompiler : fastSerializerCompiler);
  app.decorate('db', database.db);
  app.decorate<Database>('database', database);
  app.decorate('config', config);
  const now = options.now ?? (() => new Date());
  app.decorate('now', now);
  app.decorate<ReminderSettings>('reminders', { hours: config.reminderHours, timeZone: config.clinicTimeZone });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const webRoot = options.webRoot ?? config.webRoot;
  const servesSpa = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (webRoot !== undefined && !servesSpa) app.log.warn({ webRoot }, 'no index.html in the web root: the SPA is not served');

  // PLAT-15: '/' is index.html (the hero image preloaded); other pages get app.html, without it.
  const fallbackPage = servesSpa && existsSync(path.join(webRoot, 'app.html')) ? 'app.html' : 'index.html';
  await app.register(errorsPlugin, servesSpa ? { historyFallback: fallbackPage } : {});
  await app.register(securityPlugin);
  // Before every route, so that its hook times every answer.
  await app.register(metricsPlugin, { database, token: config.metrics?.token, allow: config.metrics?.allow ?? [] });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(rateLimitPlugin, { max: config.rateLimitMax });
  await app.register(docsPlugin);
  await app.register(auditPlugin, { database });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, off: config.mailOff === true });
  await app.register(authenticatePlugin, { database, jwtSecret: config.jwtSecret, now, mfaRequiredRoles: config.mfaRequiredRoles ?? ['staff', 'doctor'], redis: app.redis });
  await app.register(retentionPlugin);
  await app.register(bellPlugin, { database });
  if (database.kind === 'pglite' && options.backupKey !== undefined) await app.register(backupPlugin, { pglite: database.pglite, key: options.backupKey });
  await app.register(jobsPlugin, {
    worker: true,
    ...config.jobs,
    database,
    clinicTimeZone: config.clinicTimeZone,
    appUrl: config.appUrl,
    mailFrom: config.mailFrom ?? defaultFrom,
    linkSecret: config.linkSecret,
    offerHoldMinutes: config.offerHoldMinutes,
  });
  if (servesSpa) await app.register(spaPlugin, { webRoot, production: config.nodeEnv === 'production' });
  await app.register(httpCachePlugin, { compress: true });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(uploadRoutes);
  await app.register(doctorRoutes);
  await app.register(doctorPortalRoutes);
  await app.register(scheduleRoutes);
  await app.register(locationRoutes);
  await app.register(patientRoutes);
  await app.register(staffRoutes);
  await app.register(notificationRoutes);
  await app.register(contactRoutes);
  await app.register(ambulanceRoutes);
  await app.register(newsletterRoutes);
  await app.register(visitRoutes);
  await app.register(reminderRoutes);
  await app.register(siteRoutes);
  await app.register(threadRoutes);
  await app.register(questionnaireRoutes);
  await app.register(checkInRoutes);
  await app.register(consentRoutes);
  await app.register(recordRoutes);
  await app.register(fhirRoutes);
  await app.register(recordShareRoutes);
  await app.register(dependentRoutes);
  await app.register(dependentClaimRoutes);
  await app.register(visitSummaryRoutes);
  if (options.predict) await app.register(options.predict, { prefix: '/ml' });
  return app;
}
