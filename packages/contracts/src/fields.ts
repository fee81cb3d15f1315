import { z } from 'zod';
import { isCalendarDate, isoDatePattern } from './clinic-time';

// Field rules that several areas' contracts share, written once.

/**
 * BOOK-18, CONTACT-4: the one limit of a message someone writes to the clinic, a booking's reason
 * for the visit and the contact form's message alike: about a page of text, room for symptoms and
 * history, short enough to be read. The forms show it from the start and never cut text beyond it.
 */
export const MESSAGE_MAX_LENGTH = 2000;

/** The message of every text limit: 'Please use at most 2000 characters'. */
export const tooLongMessage = (max: number) => `Please use at most ${String(max)} characters`;

/** Text that may be left out: trimmed, and empty counts as absent (a cleared search box, an unused field). */
export function optionalText(message: string, max = 100) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? undefined : value))
    .optional();
}

/** A whole number, also as a query string value ('2'), with one message for every way it can be wrong. */
export function wholeNumber(message: string, min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/**
 * A number typed into a form (a string) or sent as JSON (a number). An empty field is
 * 'required', not 0 (`z.coerce.number()` would turn '' into 0).
 */
export function numberField(required: string, invalid: string, min: number, max: number, integer: boolean) {
  const base = z.number({ error: (issue) => (issue.input === undefined ? required : invalid) });
  const bounded = (integer ? base.int(invalid) : base).min(min, invalid).max(max, invalid);
  return z.preprocess((value) => {
    if (value === '' || value === null || value === undefined) return undefined;
    if (typeof value === 'string') return Number(value.trim());
    return value;
  }, bounded);
}

/** A YYYY-MM-DD calendar date that may be left out (an empty filter). */
export function optionalDate(message: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string({ error: message }).regex(isoDatePattern, message).refine(isCalendarDate, message).optional(),
  );
}

/** AUTH-2: letters, digits and . _ % + - before the @, a domain, a 2 to 4 letter top-level part. */
export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,4}$/i;

/** An e-mail address, with the form's own messages for a missing and a malformed one. */
export function emailField(messages: { required: string; invalid: string }) {
  return z.string({ error: messages.required }).trim().min(1, messages.required).max(254, messages.invalid).regex(emailPattern, messages.invalid);
}

/**
 * The token of an e-mail's one-click link (the visit links, the waitlist offers): a signed payload
 * and its signature, base64url, joined by a dot. Anything else reads as `message`, never more.
 */
export function linkTokenField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(512, message)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, message);
}
