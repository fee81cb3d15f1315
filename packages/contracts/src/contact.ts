import { z } from 'zod';
import { accountEmailField } from './auth';
import { MESSAGE_MAX_LENGTH } from './fields';
import { honeypotField, optionalPhoneNumberField, requiredText } from './public-forms';

/**
 * The Contact Us form (CONTACT-2, CONTACT-3): POST /api/contact. The
 * message is stored for staff to read (CONTACT-3, STAFF-10), not sent to a third-party service.
 */

/** CONTACT-2 verbatim, plus the e-mail pattern message every other form uses. */
export const contactMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  privacyRequired: 'You must agree to the privacy policy',
} as const;

/** CONTACT-3: the success banner (shown for 4 seconds). */
export const contactSuccessMessage = 'Your message has been sent successfully!';
export const CONTACT_SUCCESS_BANNER_MS = 4000;

/** The message's limit is the booking reason's (CONTACT-4). */
export const contactLimits = { name: 120, subject: 150, message: MESSAGE_MAX_LENGTH } as const;

export const contactMessageSchema = z
  .object({
    name: requiredText(contactMessages.nameRequired, contactLimits.name),
    email: accountEmailField,
    phone: optionalPhoneNumberField,
    subject: requiredText(contactMessages.subjectRequired, contactLimits.subject),
    message: requiredText(contactMessages.messageRequired, contactLimits.message),
    privacy: z.literal(true, { error: contactMessages.privacyRequired }).describe('The sender agreed to the privacy policy'),
    website: honeypotField,
  })
  .meta({ id: 'ContactMessage' });

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactReceiptSchema = z.object({ message: z.string() }).meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
