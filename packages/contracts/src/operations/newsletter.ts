import { openAccess, operation, schemasFrom } from './operation';

const rateLimitDescription = 'Limited per client IP (`PUBLIC_FORM_MAX` per `PUBLIC_FORM_WINDOW_SECONDS`, 10 per 10 minutes by default).';

const load = schemasFrom(async () => ({ newsletter: await import('../newsletter') }));

export const subscribeToNewsletter = operation({
  operationId: 'subscribeToNewsletter',
  method: 'POST',
  path: '/api/newsletter',
  tag: 'site',
  summary: 'Subscribe an e-mail address to the newsletter',
  description: [
    '201 `subscribed` for a new (or renewed) subscription: a confirmation with an unsubscribe link is mailed. 200 `already_subscribed` when the address is subscribed already: nothing changes and nothing is mailed.',
    'The honeypot field `website` must stay empty: a submission that fills it is answered like a new one but not stored.',
    rateLimitDescription,
  ].join('\n\n'),
  access: openAccess,
  errors: [400, 413],
  schemas: load(({ newsletter }) => ({ body: newsletter.newsletterSubscriptionSchema, responses: { 200: newsletter.newsletterReceiptSchema, 201: newsletter.newsletterReceiptSchema } })),
});

export const unsubscribeFromNewsletter = operation({
  operationId: 'unsubscribeFromNewsletter',
  method: 'POST',
  path: '/api/newsletter/unsubscribe',
  tag: 'site',
  summary: 'End a subscription with the token from the unsubscribe link',
  description: `Idempotent: using the link again answers 200 too. A token that matches no subscription (mistyped, or replaced by a newer subscription) answers 404.\n\n${rateLimitDescription}`,
  access: openAccess,
  errors: [400, 404, 413],
  schemas: load(({ newsletter }) => ({ body: newsletter.unsubscribeSchema, responses: { 200: newsletter.unsubscribeReceiptSchema } })),
});
