import { openAccess, operation, schemasFrom, signedIn } from './operation';

const load = schemasFrom(async () => ({ visits: await import('../visits'), reminders: await import('../reminders'), waitlist: await import('../waitlist') }));

const linkDescription = [
  'The token is the `token` query value of a link in an appointment e-mail (booked, confirmed, reminder): an HMAC-signed payload naming the appointment, the action, the slot it was sent for and a nonce. A token that is malformed, tampered with or signed with another secret answers 404 `link_invalid`, never more.',
  'Limited per client IP (`PUBLIC_FORM_MAX` per `PUBLIC_FORM_WINDOW_SECONDS`, 10 per 10 minutes by default, counted per route). Every call that names an appointment writes an audit row.',
].join('\n\n');

export const getVisitLink = operation({
  operationId: 'getVisitLink',
  method: 'GET',
  path: '/api/visit-links',
  tag: 'appointments',
  summary: 'What a one-click link of an appointment e-mail would do, and whether it still works (changes nothing)',
  description: `Answers 200 with the link's state for every genuine link, usable or not (\`ready\`, \`done\`, \`used\`, \`expired\`, \`changed\`, \`closed\`) and the minimum of detail: the doctor, the clinic date and time.\n\n${linkDescription}`,
  access: openAccess,
  personalData: 'the doctor, date and time of the appointment the link was sent for',
  errors: [400, 404],
  schemas: load(({ visits }) => ({ query: visits.visitLinkQuerySchema, responses: { 200: visits.visitLinkSchema } })),
});

export const actOnVisitLink = operation({
  operationId: 'actOnVisitLink',
  method: 'POST',
  path: '/api/visit-links',
  tag: 'appointments',
  summary: 'Take a one-click link’s action: confirm attendance, or cancel the appointment as the patient',
  description: `Works once per link, until the visit begins (clinic time), while the appointment is pending or confirmed and unchanged since the link was sent (any confirmation, reschedule or other change retires it, even a move back to the same time). 'attend' records the patient's 'I'll be there' (it does not confirm a pending request: only the doctor or staff accept one); 'cancel' cancels through the appointment lifecycle as the patient. 409 \`link_used\`, \`link_expired\`, \`link_changed\` or \`link_closed\` otherwise.\n\n${linkDescription}`,
  access: openAccess,
  personalData: 'the doctor, date and time of the appointment the link was sent for',
  errors: [400, 404, 409],
  schemas: load(({ visits }) => ({ body: visits.visitLinkBodySchema, responses: { 200: visits.visitLinkSchema } })),
});

const addressLinkDescription = [
  'The token is the `token` query value of the link sent to a contact address given at booking (MAIL-1): an HMAC-signed payload naming the account, the address and when the link expires (7 days). A token that is malformed, tampered with or signed with another secret answers 404 `link_invalid`.',
  'Limited per client IP (`PUBLIC_FORM_MAX` per `PUBLIC_FORM_WINDOW_SECONDS`, counted per route). Every call writes an audit row.',
].join('\n\n');

export const getContactAddressLink = operation({
  operationId: 'getContactAddressLink',
  method: 'GET',
  path: '/api/contact-address-links',
  tag: 'appointments',
  summary: 'What a contact-address confirmation link would confirm, and whether it still works (changes nothing)',
  description: `Answers 200 with \`ready\`, \`done\` (already confirmed) or \`expired\` and the address.\n\n${addressLinkDescription}`,
  access: openAccess,
  personalData: 'the contact address the link was sent to',
  errors: [400, 404],
  schemas: load(({ visits }) => ({ query: visits.addressLinkQuerySchema, responses: { 200: visits.addressLinkSchema } })),
});

export const confirmContactAddress = operation({
  operationId: 'confirmContactAddress',
  method: 'POST',
  path: '/api/contact-address-links',
  tag: 'appointments',
  summary: 'Confirm a contact address for the appointment e-mails of the patient who gave it',
  description: `From now on the patient's appointment e-mails whose contact is this address go to it (until then, to the account's own address). Confirming twice answers \`done\` again. 409 \`link_expired\` after 7 days.\n\n${addressLinkDescription}`,
  access: openAccess,
  personalData: 'the contact address the link was sent to',
  errors: [400, 404, 409],
  schemas: load(({ visits }) => ({ body: visits.addressLinkBodySchema, responses: { 200: visits.addressLinkSchema } })),
});

const ownPreferences = signedIn(['patient'], 'a patient (their own reminder preferences)');

export const getReminderPreferences = operation({
  operationId: 'getReminderPreferences',
  method: 'GET',
  path: '/api/authentication/account/reminders',
  tag: 'authentication',
  summary: 'The patient’s reminder channels (e-mail, in-app)',
  access: ownPreferences,
  errors: [401, 403],
  schemas: load(({ reminders }) => ({ responses: { 200: reminders.reminderPreferencesSchema } })),
});

export const updateReminderPreferences = operation({
  operationId: 'updateReminderPreferences',
  method: 'PUT',
  path: '/api/authentication/account/reminders',
  tag: 'authentication',
  summary: 'Turn reminders on or off per channel; applies to reminders already planned',
  access: ownPreferences,
  errors: [400, 401, 403],
  schemas: load(({ reminders }) => ({ body: reminders.reminderPreferencesSchema, responses: { 200: reminders.reminderPreferencesSchema } })),
});

const offerLinkDescription = [
  'The token is the `token` query value of the \'Book this slot\' or \'No thanks\' link of a waitlist offer e-mail (WAIT-2): an HMAC-signed payload naming the offer and the action. A token that is malformed, tampered with or signed with another secret answers 404 `link_invalid`, never more. A link works while its offer is open: once the slot is booked, declined, passed on or gone, it only says so.',
  'Limited per client IP (`PUBLIC_FORM_MAX` per `PUBLIC_FORM_WINDOW_SECONDS`, counted per route). Every call that names an offer writes an audit row.',
].join('\n\n');

export const getWaitlistOfferLink = operation({
  operationId: 'getWaitlistOfferLink',
  method: 'GET',
  path: '/api/waitlist-offers',
  tag: 'appointments',
  summary: 'What a waitlist offer e-mail’s link would do, and whether the slot is still held (changes nothing)',
  description: `Answers 200 with the offer's state for every genuine link (\`ready\`, \`booked\`, \`declined\`, \`expired\`, \`withdrawn\`) and the minimum of detail: the doctor, the clinic date and time and when the hold ends.\n\n${offerLinkDescription}`,
  access: openAccess,
  personalData: 'the doctor, date and time of the slot held for the patient',
  errors: [400, 404],
  schemas: load(({ waitlist }) => ({ query: waitlist.offerLinkQuerySchema, responses: { 200: waitlist.offerSchema } })),
});

export const actOnWaitlistOfferLink = operation({
  operationId: 'actOnWaitlistOfferLink',
  method: 'POST',
  path: '/api/waitlist-offers',
  tag: 'appointments',
  summary: 'Book the held slot, or decline it, from a waitlist offer e-mail without signing in (WAIT-2)',
  description: `'accept' books the slot through the appointment lifecycle as the patient it is held for (with the waitlist entry's visit type, reason and payment, or \`details\`), 'decline' passes it to the next patient waiting. Works while the offer is open; 409 \`offer_closed\` otherwise, or the booking's own 409s.\n\n${offerLinkDescription}`,
  access: openAccess,
  personalData: 'the doctor, date and time of the slot held for the patient',
  errors: [400, 404, 409],
  schemas: load(({ waitlist }) => ({ body: waitlist.offerLinkBodySchema, responses: { 200: waitlist.offerSchema } })),
});
