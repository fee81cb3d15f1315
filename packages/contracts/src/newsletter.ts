import { z } from 'zod';
import { accountEmailField } from './auth';
import { honeypotField } from './public-forms';

/**
 * The footer's newsletter box (NEWS-1, NEWS-2, NEWS-3): POST /api/newsletter stores
 * the subscription and mails a confirmation with an unsubscribe link; POST
 * /api/newsletter/unsubscribe ends it with the token from that link.
 */

export const newsletterSubscriptionSchema = z
  .object({
    email: accountEmailField,
    website: honeypotField,
  })
  .meta({ id: 'NewsletterSubscription' });
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;

export const newsletterMessages = {
  subscribed: 'Thank you for subscribing! We have sent a confirmation to your e-mail address.',
  alreadySubscribed: 'You are already subscribed with this e-mail address. Nothing more to do.',
  unsubscribed: 'You have been unsubscribed. We will not send you the newsletter any more.',
  tokenInvalid: 'This unsubscribe link is not valid. Please use the link in the most recent e-mail from us.',
} as const;

export const newsletterStatuses = ['subscribed', 'already_subscribed'] as const;

export const newsletterReceiptSchema = z
  .object({
    status: z.enum(newsletterStatuses).describe("'subscribed' (201): a new or renewed subscription; 'already_subscribed' (200): nothing changed"),
    message: z.string(),
  })
  .meta({ id: 'NewsletterReceipt' });
export type NewsletterReceipt = z.infer<typeof newsletterReceiptSchema>;

/** The token from the unsubscribe link: 32 random bytes, base64url. */
export const unsubscribeSchema = z
  .object({
    token: z
      .string({ error: newsletterMessages.tokenInvalid })
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,100}$/, newsletterMessages.tokenInvalid),
  })
  .meta({ id: 'NewsletterUnsubscribe' });
export type UnsubscribeInput = z.input<typeof unsubscribeSchema>;

export const unsubscribeReceiptSchema = z.object({ message: z.string() }).meta({ id: 'NewsletterUnsubscribeReceipt' });
