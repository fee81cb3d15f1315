import { administratorAccess, operation, schemasFrom, signedIn } from './operation';

// e-Check-in before a visit (CHECKIN-1 to CHECKIN-9). The patient's routes are for their own
// appointments only (anyone else's: 404); staff read and verify; card photos are served as
// downloads (FILE-4).

const load = schemasFrom(async () => ({ checkIns: await import('../check-ins') }));

const ownVisit = signedIn(['patient'], 'the patient of the appointment (anyone else: 404)');
const windowCodes = '409 `check_in_not_open` before the window (the clinic’s number of days before the visit’s start, in the zone of the doctor’s location), `check_in_closed` once the visit has begun or when it is cancelled, completed or missed, `check_in_completed` after finishing.';

export const getMyCheckIn = operation({
  operationId: 'getMyCheckIn',
  method: 'GET',
  path: '/api/appointments/:appointmentId/check-in',
  tag: 'check-in',
  summary: 'Your check-in for a visit: its window, steps, what you saved and where to resume (nothing is created by reading it)',
  access: ownVisit,
  proxyScope: 'read',
  personalData: 'the caller’s own contact details and insurance',
  errors: [400, 401, 403, 404],
  schemas: load(({ checkIns }) => ({ params: checkIns.checkInParamsSchema, responses: { 200: checkIns.checkInSchema } })),
});

export const saveCheckInStep = operation({
  operationId: 'saveCheckInStep',
  method: 'PUT',
  path: '/api/appointments/:appointmentId/check-in',
  tag: 'check-in',
  summary: 'Save one step of your check-in (contact details or insurance); the first save starts it',
  description: windowCodes,
  access: ownVisit,
  proxyScope: 'book',
  personalData: 'the caller’s own contact details and insurance',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ checkIns }) => ({ params: checkIns.checkInParamsSchema, body: checkIns.saveCheckInStepSchema, responses: { 200: checkIns.checkInResultSchema } })),
});

export const uploadCheckInCard = operation({
  operationId: 'uploadCheckInCard',
  method: 'PUT',
  path: '/api/appointments/:appointmentId/check-in/cards/:side',
  tag: 'check-in',
  summary: 'Add or replace a photo of one side of your insurance card (multipart/form-data, the photo in `file`: JPEG or PNG, 10 MB)',
  description: `The photo is typed by its bytes and re-encoded without its metadata (location); a replaced photo is deleted in the same transaction. 400 \`fields.file\` for a refused file; 413 past your file quota. ${windowCodes}`,
  access: ownVisit,
  proxyScope: 'book',
  personalData: 'the caller’s own insurance',
  errors: [400, 401, 403, 404, 409, 413],
  consumes: ['multipart/form-data'],
  schemas: load(({ checkIns }) => ({ params: checkIns.checkInCardParamsSchema, body: checkIns.checkInCardUploadSchema, responses: { 200: checkIns.checkInResultSchema } })),
});

export const removeCheckInCard = operation({
  operationId: 'removeCheckInCard',
  method: 'DELETE',
  path: '/api/appointments/:appointmentId/check-in/cards/:side',
  tag: 'check-in',
  summary: 'Remove the photo of one side of your insurance card',
  description: `404 when there is none. ${windowCodes}`,
  access: ownVisit,
  proxyScope: 'book',
  personalData: 'the caller’s own insurance',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ checkIns }) => ({ params: checkIns.checkInCardParamsSchema, responses: { 200: checkIns.checkInResultSchema } })),
});

export const getCheckInCard = operation({
  operationId: 'getCheckInCard',
  method: 'GET',
  path: '/api/appointments/:appointmentId/check-in/cards/:side',
  tag: 'check-in',
  summary: 'A photo of the insurance card, as a download (`inline=true` shows it as an image)',
  description: 'Sent with `Content-Disposition: attachment` (inline only when asked), `X-Content-Type-Options: nosniff`, never cached by a shared cache.',
  access: signedIn(['patient', 'staff'], 'the patient of the appointment, or approved staff (anyone else: 404)'),
  proxyScope: 'read',
  personalData: 'the patient’s insurance card',
  errors: [400, 401, 403, 404],
  produces: ['image/jpeg', 'image/png'],
  schemas: load(({ checkIns }) => ({ params: checkIns.checkInCardParamsSchema, query: checkIns.checkInCardQuerySchema, responses: { 200: checkIns.checkInCardBodySchema } })),
});

export const finishCheckIn = operation({
  operationId: 'finishCheckIn',
  method: 'POST',
  path: '/api/appointments/:appointmentId/check-in/finish',
  tag: 'check-in',
  summary: 'Finish your check-in: the appointment is checked in',
  description: `409 \`check_in_incomplete\` (with \`fields\` naming each step not done) until the contact details are confirmed, insurance given or self-pay chosen, and every questionnaire of the visit completed. ${windowCodes}`,
  access: ownVisit,
  proxyScope: 'book',
  personalData: 'the caller’s own contact details and insurance',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ checkIns }) => ({ params: checkIns.checkInParamsSchema, responses: { 200: checkIns.checkInResultSchema } })),
});

export const getStaffCheckIn = operation({
  operationId: 'getStaffCheckIn',
  method: 'GET',
  path: '/api/staff/check-ins/:appointmentId',
  tag: 'check-in',
  summary: 'One appointment’s check-in: the confirmed contact details, insurance and card photos, and whether the insurance was verified',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the patient’s contact details and insurance',
  errors: [400, 401, 403, 404],
  schemas: load(({ checkIns }) => ({ params: checkIns.checkInParamsSchema, responses: { 200: checkIns.staffCheckInSchema } })),
});

export const verifyCheckInInsurance = operation({
  operationId: 'verifyCheckInInsurance',
  method: 'POST',
  path: '/api/staff/check-ins/:appointmentId/insurance-verified',
  tag: 'check-in',
  summary: 'Mark the insurance the patient gave as verified (by you, now)',
  description: '409 `check_in_not_started` when the patient has given no insurance yet, `check_in_self_pay` when they pay themselves.',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the patient’s contact details and insurance',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ checkIns }) => ({ params: checkIns.checkInParamsSchema, responses: { 200: checkIns.staffCheckInResultSchema } })),
});

export const getCheckInSettings = operation({
  operationId: 'getCheckInSettings',
  method: 'GET',
  path: '/api/staff/check-in-settings',
  tag: 'check-in',
  summary: 'How many days before a visit its check-in opens (default 3)',
  access: signedIn(['staff'], 'approved staff'),
  errors: [401, 403],
  schemas: load(({ checkIns }) => ({ responses: { 200: checkIns.checkInSettingsSchema } })),
});

export const updateCheckInSettings = operation({
  operationId: 'updateCheckInSettings',
  method: 'PUT',
  path: '/api/staff/check-in-settings',
  tag: 'check-in',
  summary: 'Set how many days before a visit its check-in opens (1 to 14)',
  access: administratorAccess,
  errors: [400, 401, 403],
  schemas: load(({ checkIns }) => ({ body: checkIns.checkInSettingsInputSchema, responses: { 200: checkIns.checkInSettingsResultSchema } })),
});
