import { z } from 'zod';
import { tooLongMessage } from './fields';

// Pieces shared by the forms anyone can send without an account (contact, ambulance,
// newsletter): bounded text, the 10–15 digit phone rule and the honeypot.

export { HONEYPOT_FIELD } from './site';

/** The honeypot's schema: see HONEYPOT_FIELD. */
export const honeypotField = z.string().max(2000).optional().describe('Leave empty. A form field people never see; automated submissions fill it in.');

/** True when the honeypot holds anything: the submission came from a bot. */
export function isBotSubmission(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

export { tooLongMessage };

/** A required text field: trimmed, not empty, bounded. */
export function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));
}

export const phoneMessages = {
  required: 'Phone number is required',
  invalid: 'Please enter a valid phone number',
} as const;

/**
 * The phone rule of BOOK-6, CONTACT-2 and AMB-2 (10 to 15 digits). Spaces, dashes, dots, brackets and a leading + are
 * allowed around the digits: people type '(415) 555-0142', and the number is stored as typed.
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

export const phoneNumberField = z
  .string({ error: phoneMessages.required })
  .trim()
  .min(1, phoneMessages.required)
  .max(32, phoneMessages.invalid)
  .refine(isPhoneNumber, phoneMessages.invalid);

/** An optional phone number: an empty box means none. */
export const optionalPhoneNumberField = z
  .string({ error: phoneMessages.invalid })
  .trim()
  .max(32, phoneMessages.invalid)
  .refine((value) => value === '' || isPhoneNumber(value), phoneMessages.invalid)
  .transform((value) => (value === '' ? undefined : value))
  .optional();
