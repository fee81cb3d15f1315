import { administratorAccess, operation, schemasFrom, signedIn } from './operation';

// Secure messages between patients and their care team (MSG-1 to MSG-11). Who reads a thread:
// its patient, approved staff, and the doctor it is routed to; anyone else gets 404 (MSG-3).

const load = schemasFrom(async () => {
  const [threads, auth] = await Promise.all([import('../threads'), import('../auth')]);
  return { threads, auth };
});

const participants = signedIn(['patient', 'staff', 'doctor'], 'the thread’s patient, approved staff, or the doctor it is routed to (anyone else: 404)');
const clinic = signedIn(['staff', 'doctor'], 'approved staff, or the doctor the thread is routed to (anyone else: 404)');

export const listMyThreads = operation({
  operationId: 'listMyThreads',
  method: 'GET',
  path: '/api/threads',
  tag: 'threads',
  summary: 'Your conversations with the clinic, latest activity first, with their status and who answered',
  access: signedIn(['patient'], 'a patient (their own threads)'),
  proxyScope: 'message',
  personalData: 'the caller’s own threads and the clinic members who answered',
  errors: [400, 401, 403],
  schemas: load(({ threads }) => ({ query: threads.patientThreadQuerySchema, responses: { 200: threads.patientThreadListSchema } })),
});

export const getThreadOptions = operation({
  operationId: 'getThreadOptions',
  method: 'GET',
  path: '/api/threads/options',
  tag: 'threads',
  summary: 'What a new thread may name: your doctors (a visit with them, past or ahead) and your appointments; how many threads you may still start today',
  access: signedIn(['patient'], 'a patient (their own doctors and appointments)'),
  proxyScope: 'message',
  personalData: 'the caller’s own appointments',
  errors: [401, 403],
  schemas: load(({ threads }) => ({ responses: { 200: threads.threadOptionsSchema } })),
});

export const startThread = operation({
  operationId: 'startThread',
  method: 'POST',
  path: '/api/threads',
  tag: 'threads',
  summary: 'Start a conversation with the clinic (JSON, or multipart/form-data with up to 5 files in `files`: JPEG, PNG or PDF, 10 MB each)',
  description:
    'The message and its files are stored in one transaction. Files are typed by their bytes; photos are re-encoded without their metadata (location). 400 `fields.files` for a refused file, `fields.doctorId`/`fields.appointmentId` for a doctor or appointment that is not the patient’s; 413 past the patient’s file quota; 429 `thread_limit` past the clinic’s daily limit of new threads (counted atomically, in the clinic’s day).',
  access: signedIn(['patient'], 'a patient (a thread of their own)'),
  proxyScope: 'message',
  personalData: 'the caller’s own thread',
  errors: [400, 401, 403, 413, 429],
  consumes: ['application/json', 'multipart/form-data'],
  schemas: load(({ threads }) => ({ body: threads.startThreadSchema, responses: { 201: threads.threadActionResultSchema } })),
});

export const getThread = operation({
  operationId: 'getThread',
  method: 'GET',
  path: '/api/threads/:threadId',
  tag: 'threads',
  summary: 'One conversation with its messages (oldest first) and their attachments’ descriptions',
  description: 'Reading does not mark it read: call `markThreadRead` when the thread is shown.',
  access: participants,
  proxyScope: 'message',
  personalData: 'the thread’s patient and messages',
  errors: [400, 401, 403, 404],
  schemas: load(({ threads }) => ({ params: threads.threadParamsSchema, responses: { 200: threads.threadDetailSchema } })),
});

export const postThreadMessage = operation({
  operationId: 'postThreadMessage',
  method: 'POST',
  path: '/api/threads/:threadId/messages',
  tag: 'threads',
  summary: 'Write in a conversation (JSON, or multipart/form-data with up to 5 files in `files`); the patient writing in a closed thread reopens it',
  description:
    'Staff and the routed doctor write as the clinic; the clinic cannot write in a closed thread (409 `thread_closed`). The message and its files are stored in one transaction. 400 `fields.files` for a refused file; 413 past the patient’s file quota.',
  access: participants,
  proxyScope: 'message',
  personalData: 'the thread’s patient and messages',
  errors: [400, 401, 403, 404, 409, 413],
  consumes: ['application/json', 'multipart/form-data'],
  schemas: load(({ threads }) => ({ params: threads.threadParamsSchema, body: threads.postThreadMessageSchema, responses: { 201: threads.threadActionResultSchema } })),
});

export const markThreadRead = operation({
  operationId: 'markThreadRead',
  method: 'POST',
  path: '/api/threads/:threadId/read',
  tag: 'threads',
  summary: 'Mark a conversation read for your side: the patient has read the clinic’s answers, or the clinic has read the patient (the patient then sees “Read by the clinic”)',
  access: participants,
  proxyScope: 'message',
  personalData: 'the thread’s patient',
  errors: [400, 401, 403, 404],
  schemas: load(({ threads }) => ({ params: threads.threadParamsSchema, responses: { 200: threads.threadSummarySchema } })),
});

export const assignThread = operation({
  operationId: 'assignThread',
  method: 'POST',
  path: '/api/threads/:threadId/assign',
  tag: 'threads',
  summary: 'Assign a conversation to yourself, to a doctor (who then sees it), or back to the queue',
  description: '400 `fields.doctorId` for a doctor who is not active and verified.',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the thread’s patient and messages',
  errors: [400, 401, 403, 404],
  schemas: load(({ threads }) => ({ params: threads.threadParamsSchema, body: threads.assignThreadSchema, responses: { 200: threads.threadActionResultSchema } })),
});

export const closeThread = operation({
  operationId: 'closeThread',
  method: 'POST',
  path: '/api/threads/:threadId/close',
  tag: 'threads',
  summary: 'Close a conversation (the patient reopens it by writing again)',
  description: '409 `thread_closed` when it is closed already.',
  access: clinic,
  personalData: 'the thread’s patient and messages',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ threads }) => ({ params: threads.threadParamsSchema, responses: { 200: threads.threadActionResultSchema } })),
});

export const getThreadAttachment = operation({
  operationId: 'getThreadAttachment',
  method: 'GET',
  path: '/api/threads/:threadId/attachments/:fileId',
  tag: 'threads',
  summary: 'An attachment’s bytes, as a download (`inline=true` shows a photo inline, as an image only)',
  description: 'Sent with `Content-Disposition: attachment` (inline only for images when asked), `X-Content-Type-Options: nosniff`, a sandboxing policy, never cached by a shared cache. 404 for a file that is not an attachment of this thread or a thread the caller may not read.',
  access: participants,
  proxyScope: 'message',
  personalData: 'the thread’s patient (the file is theirs or sent to them)',
  errors: [400, 401, 403, 404],
  produces: ['image/jpeg', 'image/png', 'application/pdf'],
  schemas: load(({ threads }) => ({ params: threads.threadAttachmentParamsSchema, query: threads.attachmentQuerySchema, responses: { 200: threads.attachmentBodySchema } })),
});

export const listThreadQueue = operation({
  operationId: 'listThreadQueue',
  method: 'GET',
  path: '/api/staff/threads',
  tag: 'threads',
  summary: 'The staff queue of conversations: unassigned, mine or all; overdue ones flagged (past the promised answer time in business days, in the clinic’s zone); oldest waiting first',
  access: signedIn(['staff'], 'approved staff'),
  personalData: 'the patients the threads belong to',
  errors: [400, 401, 403],
  schemas: load(({ threads }) => ({ query: threads.threadQueueQuerySchema, responses: { 200: threads.threadQueueSchema } })),
});

export const listAssignableDoctors = operation({
  operationId: 'listAssignableDoctors',
  method: 'GET',
  path: '/api/staff/threads/doctors',
  tag: 'threads',
  summary: 'The active, verified doctors a conversation can be assigned to',
  access: signedIn(['staff'], 'approved staff'),
  errors: [401, 403],
  schemas: load(({ threads }) => ({ responses: { 200: threads.assignableDoctorsSchema } })),
});

export const listDoctorThreads = operation({
  operationId: 'listDoctorThreads',
  method: 'GET',
  path: '/api/doctors/me/threads',
  tag: 'threads',
  summary: 'The conversations routed to you (by the patient or by staff), oldest waiting first, overdue ones flagged',
  access: signedIn(['doctor'], 'a doctor (the threads routed to them)'),
  personalData: 'the patients the threads belong to',
  errors: [400, 401, 403],
  schemas: load(({ threads }) => ({ query: threads.doctorThreadQuerySchema, responses: { 200: threads.doctorThreadListSchema } })),
});

export const listSavedReplies = operation({
  operationId: 'listSavedReplies',
  method: 'GET',
  path: '/api/staff/saved-replies',
  tag: 'threads',
  summary: 'The clinic’s saved replies, by title, to insert into an answer',
  access: signedIn(['staff', 'doctor'], 'approved staff or a doctor (to insert them)'),
  personalData: 'the staff members who last changed them',
  errors: [401, 403],
  schemas: load(({ threads }) => ({ responses: { 200: threads.savedReplyListSchema } })),
});

export const createSavedReply = operation({
  operationId: 'createSavedReply',
  method: 'POST',
  path: '/api/staff/saved-replies',
  tag: 'threads',
  summary: 'Store a saved reply',
  description: '409 `saved_replies_full` past 200 saved replies.',
  access: signedIn(['staff'], 'approved staff'),
  errors: [400, 401, 403, 409],
  schemas: load(({ threads }) => ({ body: threads.savedReplyInputSchema, responses: { 201: threads.savedReplyResultSchema } })),
});

export const updateSavedReply = operation({
  operationId: 'updateSavedReply',
  method: 'PUT',
  path: '/api/staff/saved-replies/:replyId',
  tag: 'threads',
  summary: 'Change a saved reply’s title and text',
  access: signedIn(['staff'], 'approved staff'),
  errors: [400, 401, 403, 404],
  schemas: load(({ threads }) => ({ params: threads.savedReplyParamsSchema, body: threads.savedReplyInputSchema, responses: { 200: threads.savedReplyResultSchema } })),
});

export const deleteSavedReply = operation({
  operationId: 'deleteSavedReply',
  method: 'DELETE',
  path: '/api/staff/saved-replies/:replyId',
  tag: 'threads',
  summary: 'Delete a saved reply',
  access: signedIn(['staff'], 'approved staff'),
  errors: [400, 401, 403, 404],
  schemas: load(({ threads, auth }) => ({ params: threads.savedReplyParamsSchema, responses: { 200: auth.messageResponseSchema } })),
});

export const getThreadSettings = operation({
  operationId: 'getThreadSettings',
  method: 'GET',
  path: '/api/staff/thread-settings',
  tag: 'threads',
  summary: 'The promised answer time (business days, default 2) and the daily limit of new threads per patient (default 5)',
  access: signedIn(['staff'], 'approved staff'),
  errors: [401, 403],
  schemas: load(({ threads }) => ({ responses: { 200: threads.threadSettingsSchema } })),
});

export const updateThreadSettings = operation({
  operationId: 'updateThreadSettings',
  method: 'PUT',
  path: '/api/staff/thread-settings',
  tag: 'threads',
  summary: 'Set the promised answer time and the daily limit of new threads per patient',
  access: administratorAccess,
  errors: [400, 401, 403],
  schemas: load(({ threads }) => ({ body: threads.threadSettingsInputSchema, responses: { 200: threads.threadSettingsResultSchema } })),
});

export const getThreadNotificationPreferences = operation({
  operationId: 'getThreadNotificationPreferences',
  method: 'GET',
  path: '/api/threads/preferences',
  tag: 'threads',
  summary: 'How you hear of a new message: by e-mail and in the bell (both on until turned off)',
  access: signedIn('any', 'any signed-in user (their own choices)'),
  errors: [401],
  schemas: load(({ threads }) => ({ responses: { 200: threads.threadNotificationPreferencesSchema } })),
});

export const updateThreadNotificationPreferences = operation({
  operationId: 'updateThreadNotificationPreferences',
  method: 'PUT',
  path: '/api/threads/preferences',
  tag: 'threads',
  summary: 'Choose how you hear of a new message (e-mail, bell)',
  access: signedIn('any', 'any signed-in user (their own choices)'),
  errors: [400, 401],
  schemas: load(({ threads }) => ({ body: threads.threadNotificationPreferencesSchema, responses: { 200: threads.threadNotificationPreferencesSchema } })),
});
