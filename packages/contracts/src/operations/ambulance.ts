import { openAccess, operation, schemasFrom } from './operation';

const load = schemasFrom(async () => ({ ambulance: await import('../ambulance') }));

export const requestAmbulance = operation({
  operationId: 'requestAmbulance',
  method: 'POST',
  path: '/api/ambulance/requests',
  tag: 'site',
  summary: 'Request an emergency ambulance or book a non-emergency transport',
  description: [
    'Stored with status `new` for the staff console; the answer carries the reference to quote on the phone. A web form is not an emergency channel: the hotline is.',
    "A transport's `date` and `time` are clinic-local (`GET /api/config`): not in the past, at most 90 days ahead.",
    'The honeypot field `website` must stay empty: a request that fills it is refused (400) with the hotline, never silently dropped.',
    'Limited per client IP (`PUBLIC_FORM_MAX` per `PUBLIC_FORM_WINDOW_SECONDS`, 10 per 10 minutes by default).',
  ].join('\n\n'),
  access: openAccess,
  errors: [400, 413],
  schemas: load(({ ambulance }) => ({ body: ambulance.ambulanceRequestSchema, responses: { 201: ambulance.ambulanceReceiptSchema } })),
});
