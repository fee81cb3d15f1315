import { z } from 'zod';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/health: the API is up and its database answers. */
export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    database: z.literal('ok'),
  })
  .meta({ id: 'Health' });

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process runs and answers (it checks nothing else). */
export const livenessSchema = z.object({ status: z.literal('live') }).meta({ id: 'Liveness' });

/**
 * GET /api/health/ready: this replica may take traffic: the database answers, Redis answers
 * when REDIS_URL is set, and every migration this build has is applied. Otherwise a 503.
 */
export const readinessSchema = z
  .object({
    status: z.literal('ready'),
    database: z.literal('ok'),
    redis: z.enum(['ok', 'not configured']),
    migrations: z.literal('applied'),
  })
  .meta({ id: 'Readiness' });

/**
 * GET /api/config: what the browser must know to agree with the server. Appointment dates
 * and times are wall-clock values in the clinic's zone (TIME-1), and `today` is computed
 * there, so a browser in another zone or with a wrong clock still offers the right days.
 */
export const clientConfigSchema = z
  .object({
    clinicTimeZone: z.string().describe('IANA time zone of the clinic, e.g. America/New_York'),
    today: z.string().regex(isoDate).describe("The clinic's current date, YYYY-MM-DD"),
  })
  .meta({ id: 'ClientConfig' });

export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** What the readiness check answers (I18N-11). */
export const healthMessages = {
  databaseUnreachable: 'The database is not reachable. Please try again shortly.',
} as const;
