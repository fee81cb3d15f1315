import type { RateLimitOptions } from '@fastify/rate-limit';
import { ApiError, errorCodes } from './errors';

// The forms anyone can send without an account (contact, ambulance, newsletter) share their
// abuse protection: a per-IP limit per form, small body limits and a honeypot field.

/** Submissions per client IP to each public form within the window (config.ts: PUBLIC_FORM_*). */
export interface PublicFormLimits {
  max: number;
  windowSeconds: number;
}

export const defaultPublicFormLimits: PublicFormLimits = { max: 10, windowSeconds: 600 };

/**
 * Largest accepted bodies: every field at its maximum length in 4-byte characters still fits;
 * anything bigger is answered 413 before it is parsed.
 */
export const publicFormBodyLimits = {
  contact: 64 * 1024,
  ambulance: 32 * 1024,
  newsletter: 8 * 1024,
} as const;

/**
 * The route `config` of a public form: `max` submissions per client IP within the window
 * (counted per route, so the three forms do not share a budget), and the 429 message written
 * for that form. `tooMany` gets the wait in words, e.g. '10 minutes'. With max 0 only the
 * global per-IP limit applies.
 */
export function publicFormRateLimit(config: { publicForms?: PublicFormLimits }, tooMany: (after: string) => string): { rateLimit?: RateLimitOptions } {
  const { max, windowSeconds } = config.publicForms ?? defaultPublicFormLimits;
  if (max === 0) return {};
  return {
    rateLimit: {
      max,
      timeWindow: windowSeconds * 1000,
      errorResponseBuilder: (_request, context) => new ApiError(429, errorCodes[429], tooMany(context.after)),
    },
  };
}
