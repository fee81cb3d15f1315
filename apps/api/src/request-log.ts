import type { FastifyServerOptions } from 'fastify';

// How much of each request reaches the log. Fastify logs two structured lines per request
// ('incoming request', 'request completed'); in the one-command mode (`npm start`) that buries
// the address and demo accounts at once, so only the requests worth a look stay.

type PinoOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** A request this slow is worth a line even in the quiet mode. */
export const SLOW_REQUEST_MS = 1000;

/** Whether a 'request completed' entry is worth keeping: a server error or a slow answer. */
export function isNoteworthyRequest(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null) return true;
  const { res, responseTime } = entry as { res?: { statusCode?: unknown }; responseTime?: unknown };
  const status = typeof res?.statusCode === 'number' ? res.statusCode : 500;
  return status >= 500 || (typeof responseTime === 'number' && responseTime >= SLOW_REQUEST_MS);
}

const debugLevel = 20;

/** Whether an info line is routine in the one-command mode (main.ts prints the address itself). */
function isRoutine(entry: unknown, message: unknown): boolean {
  if (message === 'incoming request') return true;
  if (message === 'request completed') return !isNoteworthyRequest(entry);
  return typeof entry === 'string' && entry.startsWith('Server listening at ');
}

/**
 * pino options for REQUEST_LOG=problems: 'incoming request' lines are dropped, 'request
 * completed' lines kept only for server errors and slow requests, and the 'Server listening
 * at' lines left to main.ts's summary; every other line (errors with their request id,
 * warnings) is untouched. At LOG_LEVEL debug or finer everything is logged again.
 */
export function quietRequestLogOptions(): Pick<PinoOptions, 'hooks'> {
  return {
    hooks: {
      logMethod(args, method) {
        const [entry, message] = args as unknown[];
        if (this.levelVal > debugLevel && isRoutine(entry, message)) return;
        method.apply(this, args);
      },
    },
  };
}
