import { openAccess, operation, schemasFrom } from './operation';

const load = schemasFrom(async () => ({ contact: await import('../contact') }));

export const sendContactMessage = operation({
  operationId: 'sendContactMessage',
  method: 'POST',
  path: '/api/contact',
  tag: 'site',
  summary: 'Send a message from the Contact Us form; staff read it in the staff console',
  description: 'Stored with status `new`. The honeypot field `website` must stay empty: a submission that fills it is answered like any other but not stored. Limited per client IP (`PUBLIC_FORM_MAX` per `PUBLIC_FORM_WINDOW_SECONDS`, 10 per 10 minutes by default).',
  access: openAccess,
  errors: [400, 413],
  schemas: load(({ contact }) => ({ body: contact.contactMessageSchema, responses: { 201: contact.contactReceiptSchema } })),
});
