import { z } from 'zod';
import { fileMetaSchema } from './file-schemas';
import { tooLongMessage, wholeNumber } from './fields';

// Secure messages between a patient and their care team (MSG-1 to MSG-11): threads, their
// messages and attachments, the staff queue, saved replies and the clinic's answer promise.
// Not the e-mail outbox (messages.ts): these are conversations kept in the portal.

/** MSG-1: what a patient writes about; the clinic sorts its queue by it. */
export const threadTopics = ['appointment', 'medication', 'result', 'billing', 'other'] as const;
export type ThreadTopic = (typeof threadTopics)[number];

export const threadTopicLabels: Record<ThreadTopic, string> = {
  appointment: 'A question about an appointment',
  medication: 'Medication',
  result: 'A result',
  billing: 'Billing or insurance',
  other: 'Something else',
};

/**
 * MSG-2: where a thread stands, as the patient sees it. sent: the patient wrote last and nobody at
 * the clinic has read it; read: the clinic read it but has not answered; answered: the clinic
 * wrote last; closed: the clinic closed it (the patient reopens it by writing again).
 */
export const threadStatuses = ['sent', 'read', 'answered', 'closed'] as const;
export type ThreadStatus = (typeof threadStatuses)[number];

export const threadStatusLabels: Record<ThreadStatus, string> = {
  sent: 'Sent',
  read: 'Read by the clinic',
  answered: 'Answered',
  closed: 'Closed',
};

/** Who wrote a message: the patient, or the clinic as a staff member or a doctor. */
export const threadAuthorRoles = ['patient', 'staff', 'doctor'] as const;
export type ThreadAuthorRole = (typeof threadAuthorRoles)[number];

/** MSG-8, MSG-9: the limits the API enforces and the forms show. */
export const threadLimits = {
  /** About two pages: room for a history and a question, short enough to be read. */
  bodyMaxLength: 5000,
  savedReplyTitleMaxLength: 80,
  savedReplyBodyMaxLength: 5000,
  savedRepliesMax: 200,
  answerBusinessDays: { default: 2, min: 1, max: 10 },
  dailyNewThreads: { default: 5, min: 1, max: 50 },
  pageSize: 20,
} as const;

export const threadMessages = {
  bodyRequired: 'Write your message',
  bodyTooLong: tooLongMessage(threadLimits.bodyMaxLength),
  topicRequired: 'Choose what your message is about',
  doctorInvalid: 'Choose one of your doctors, or nobody',
  doctorNotYours: 'You can write to a doctor you have a visit with. Choose one from the list, or nobody.',
  appointmentInvalid: 'Choose one of your appointments, or none',
  appointmentNotYours: 'Choose one of your appointments, or none',
  dailyLimit: (limit: number) =>
    `You have started ${String(limit)} conversations today, the most the portal allows in one day. Write in one of your open conversations, or start a new one tomorrow. In an emergency call your local emergency number.`,
  sent: 'Your message has been sent.',
  replied: 'Your reply has been sent.',
  closed: 'The conversation is closed. The patient can reopen it by writing again.',
  alreadyClosed: 'This conversation is already closed.',
  closedForClinic: 'This conversation is closed. The patient reopens it by writing again.',
  assigned: 'The conversation has been assigned.',
  unassigned: 'The conversation is back in the queue.',
  assignDoctorRequired: 'Choose the doctor to assign',
  assignDoctorInvalid: 'Choose an active, verified doctor',
  notFound: 'No conversation with this id.',
  attachmentNotFound: 'No attachment with this id.',
  savedReplyTitleRequired: 'Give the reply a short title',
  savedReplyTitleTooLong: tooLongMessage(threadLimits.savedReplyTitleMaxLength),
  savedReplyBodyRequired: 'Write the reply’s text',
  savedReplyBodyTooLong: tooLongMessage(threadLimits.savedReplyBodyMaxLength),
  savedReplySaved: 'Saved reply stored.',
  savedReplyDeleted: 'Saved reply deleted.',
  savedRepliesFull: `At most ${String(threadLimits.savedRepliesMax)} saved replies. Delete one you no longer use first.`,
  savedReplyNotFound: 'No saved reply with this id.',
  answerDaysInvalid: `Enter a whole number of business days from ${String(threadLimits.answerBusinessDays.min)} to ${String(threadLimits.answerBusinessDays.max)}`,
  dailyLimitInvalid: `Enter a whole number from ${String(threadLimits.dailyNewThreads.min)} to ${String(threadLimits.dailyNewThreads.max)}`,
  settingsSaved: 'Message settings saved.',
  preferencesSaved: 'Your message notification choices are saved.',
} as const;

const idField = (message: string) => z.uuid({ error: message });

export const threadParamsSchema = z.object({ threadId: idField('The conversation id must be a valid id') });
export const threadAttachmentParamsSchema = z.object({
  threadId: idField('The conversation id must be a valid id'),
  fileId: idField('The file id must be a valid id'),
});
export const savedReplyParamsSchema = z.object({ replyId: idField('The saved reply id must be a valid id') });

/** A message's text: trimmed, required, at most threadLimits.bodyMaxLength characters. */
const bodyField = z
  .string({ error: threadMessages.bodyRequired })
  .trim()
  .min(1, threadMessages.bodyRequired)
  .max(threadLimits.bodyMaxLength, threadMessages.bodyTooLong);

/** An id that may be left out; a multipart form sends an unused select as ''. */
const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.uuid({ error: message }).optional());

/**
 * POST /api/threads (MSG-1): JSON, or multipart/form-data with the same text fields and up to
 * five files in `files` (MSG-7). The doctor must be one the patient has a visit with, past or
 * ahead; the appointment one of the patient's own.
 */
export const startThreadSchema = z.object({
  topic: z.enum(threadTopics, { error: threadMessages.topicRequired }),
  doctorId: optionalId(threadMessages.doctorInvalid),
  appointmentId: optionalId(threadMessages.appointmentInvalid),
  body: bodyField,
});
export type StartThreadInput = z.input<typeof startThreadSchema>;

/** POST /api/threads/:threadId/messages: JSON, or multipart with up to five files in `files`. */
export const postThreadMessageSchema = z.object({ body: bodyField });
export type PostThreadMessageInput = z.input<typeof postThreadMessageSchema>;

/** The multipart field the files of a message come in. */
export const THREAD_FILES_FIELD = 'files';

/** MSG-4: staff assign a thread to themselves, to a doctor, or back to the queue. */
export const assignThreadSchema = z.discriminatedUnion(
  'assignee',
  [
    z.object({ assignee: z.literal('me') }),
    z.object({ assignee: z.literal('doctor'), doctorId: z.uuid({ error: threadMessages.assignDoctorRequired }) }),
    z.object({ assignee: z.literal('nobody') }),
  ],
  { error: 'Choose me, a doctor or nobody' },
);
export type AssignThreadInput = z.input<typeof assignThreadSchema>;

const personSchema = z.object({ id: z.uuid(), name: z.string() });

/** Inline, without a component id: a nullable reference is not valid OpenAPI 3.0. */
export const threadPersonSchema = z.object({ id: z.uuid(), name: z.string(), role: z.enum(threadAuthorRoles) });
export type ThreadPerson = z.infer<typeof threadPersonSchema>;

/** A thread as lists show it: never a message's text (MSG-3). */
export const threadSummarySchema = z
  .object({
    id: z.uuid(),
    topic: z.enum(threadTopics),
    status: z.enum(threadStatuses),
    patient: personSchema,
    /** The doctor the thread is routed to (the patient's choice or staff's), or null. */
    doctor: personSchema.nullable(),
    /** Who at the clinic handles it: a staff member or the routed doctor; null = in the queue. */
    assignee: threadPersonSchema.nullable(),
    appointment: z.object({ id: z.uuid(), date: z.string(), time: z.string(), timeZone: z.string().describe('TIME-5: the IANA zone of the appointment’s doctor’s location; its date and time are wall clock in it (HOURS-4)') }).nullable(),
    /** MSG-2: who answered last, by name and role (staff or doctor), or null. */
    answered_by: threadPersonSchema.nullable(),
    message_count: z.number().int(),
    last_message_at: z.iso.datetime({ offset: true }),
    /** Whether there is something the caller's side has not read yet. */
    unread: z.boolean(),
    /** MSG-5: when the clinic promised to answer the patient's waiting message (null when nothing waits). */
    answer_due_at: z.iso.datetime({ offset: true }).nullable(),
    /** MSG-5: the promise has passed without an answer. */
    overdue: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    closed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ThreadSummary' });
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadMessageSchema = z
  .object({
    id: z.uuid(),
    /** The writer; `id` is null once their account is gone (the name then reads 'Former clinic member'). */
    author: z.object({ id: z.uuid().nullable(), name: z.string(), role: z.enum(threadAuthorRoles) }),
    body: z.string(),
    attachments: z.array(fileMetaSchema),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ThreadMessage' });
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const threadDetailSchema = z
  .object({
    thread: threadSummarySchema,
    /** Oldest first. */
    messages: z.array(threadMessageSchema),
    /** The caller may write in it (the clinic cannot write in a closed thread; the patient reopens it by writing). */
    can_reply: z.boolean(),
    can_close: z.boolean(),
    can_assign: z.boolean(),
  })
  .meta({ id: 'ThreadDetail' });
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

export const threadActionResultSchema = z.object({ message: z.string(), thread: threadDetailSchema }).meta({ id: 'ThreadActionResult' });
export type ThreadActionResult = z.infer<typeof threadActionResultSchema>;

const page = wholeNumber('Page must be a whole number of at least 1', 1, 10_000).default(1);

/** Which threads a list shows: the open ones (default), the closed ones, or all. */
export const threadStates = ['open', 'closed', 'all'] as const;
const stateField = z.enum(threadStates, { error: 'Choose open, closed or all' }).default('open');

export const patientThreadQuerySchema = z.object({ state: z.enum(threadStates, { error: 'Choose open, closed or all' }).default('all'), page });

/** GET /api/threads: the patient's own threads, newest activity first, with what they may still do today. */
export const patientThreadListSchema = z
  .object({
    threads: z.array(threadSummarySchema),
    page: z.number().int(),
    has_more: z.boolean(),
    /** MSG-5: the clinic answers within this many business days. */
    answer_business_days: z.number().int(),
    /** MSG-9: new threads the patient may still start today (in the clinic's zone). */
    new_threads_left_today: z.number().int(),
  })
  .meta({ id: 'PatientThreadList' });
export type PatientThreadList = z.infer<typeof patientThreadListSchema>;

/** MSG-4: the staff queue's views. */
export const threadQueueViews = ['unassigned', 'mine', 'all'] as const;
export type ThreadQueueView = (typeof threadQueueViews)[number];

export const threadQueueQuerySchema = z.object({
  view: z.enum(threadQueueViews, { error: 'Choose unassigned, mine or all' }).default('unassigned'),
  state: stateField,
  overdue: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: 'overdue must be true or false' }).optional()),
  page,
});

/** GET /api/staff/threads: one view of the queue (oldest waiting first) and the counts of every view. */
export const threadQueueSchema = z
  .object({
    threads: z.array(threadSummarySchema),
    page: z.number().int(),
    has_more: z.boolean(),
    /** Open threads in each view, and how many of all open ones are overdue. */
    counts: z.object({ unassigned: z.number().int(), mine: z.number().int(), all: z.number().int(), overdue: z.number().int() }),
  })
  .meta({ id: 'ThreadQueue' });
export type ThreadQueue = z.infer<typeof threadQueueSchema>;

export const doctorThreadQuerySchema = z.object({ state: stateField, page });

/** GET /api/doctors/me/threads: the threads routed to the doctor. */
export const doctorThreadListSchema = z
  .object({
    threads: z.array(threadSummarySchema),
    page: z.number().int(),
    has_more: z.boolean(),
    counts: z.object({ open: z.number().int(), overdue: z.number().int() }),
  })
  .meta({ id: 'DoctorThreadList' });
export type DoctorThreadList = z.infer<typeof doctorThreadListSchema>;

/** GET /api/threads/options: whom and what a patient may link a new thread to (MSG-1). */
export const threadOptionsSchema = z
  .object({
    doctors: z.array(z.object({ id: z.uuid(), name: z.string(), specialization: z.string() })),
    appointments: z.array(z.object({ id: z.uuid(), date: z.string(), time: z.string(), timeZone: z.string().describe('TIME-5: the IANA zone of the appointment’s doctor’s location; its date and time are wall clock in it (HOURS-4)'), doctor_id: z.uuid(), doctor_name: z.string() })),
    new_threads_left_today: z.number().int(),
    answer_business_days: z.number().int(),
  })
  .meta({ id: 'ThreadOptions' });
export type ThreadOptions = z.infer<typeof threadOptionsSchema>;

/** GET /api/threads/doctors: the active, verified doctors staff can assign a thread to. */
export const assignableDoctorsSchema = z
  .object({ doctors: z.array(z.object({ id: z.uuid(), name: z.string(), specialization: z.string() })) })
  .meta({ id: 'AssignableDoctors' });

// Saved replies (MSG-4): texts staff write once and insert into a reply.

export const savedReplyInputSchema = z.object({
  title: z
    .string({ error: threadMessages.savedReplyTitleRequired })
    .trim()
    .min(1, threadMessages.savedReplyTitleRequired)
    .max(threadLimits.savedReplyTitleMaxLength, threadMessages.savedReplyTitleTooLong),
  body: z
    .string({ error: threadMessages.savedReplyBodyRequired })
    .trim()
    .min(1, threadMessages.savedReplyBodyRequired)
    .max(threadLimits.savedReplyBodyMaxLength, threadMessages.savedReplyBodyTooLong),
});
export type SavedReplyInput = z.input<typeof savedReplyInputSchema>;

export const savedReplySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    body: z.string(),
    updated_at: z.iso.datetime({ offset: true }),
    /** Who last changed it (a staff member's name), or null when they are gone. */
    updated_by: z.string().nullable(),
  })
  .meta({ id: 'SavedReply' });
export type SavedReply = z.infer<typeof savedReplySchema>;

export const savedReplyListSchema = z.object({ replies: z.array(savedReplySchema) }).meta({ id: 'SavedReplyList' });
export const savedReplyResultSchema = z.object({ message: z.string(), reply: savedReplySchema }).meta({ id: 'SavedReplyResult' });

/** GET ...attachments/:fileId?inline=true: an image may be shown inline (as an image only); anything else downloads. */
export const attachmentQuerySchema = z.object({
  inline: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: 'inline must be true or false' }).default(false)),
});

/** The attachment's bytes (JPEG, PNG or PDF), never JSON. */
export const attachmentBodySchema = z.any().describe('The file (JPEG, PNG or PDF)');

/** The bell's live channel (MSG-10): each event is `{ unread }`, never what happened or to whom. */
export const notificationEventSchema = z.any().describe('text/event-stream of `event: unread` with `data: {"unread": n}`');

// The clinic's settings for messages (MSG-5, MSG-9).

export const threadSettingsSchema = z
  .object({
    /** The clinic answers within this many business days (Monday to Friday in the clinic's zone). */
    answer_business_days: z.number().int(),
    /** New threads one patient may start in a day (the clinic's calendar day). */
    daily_new_thread_limit: z.number().int(),
  })
  .meta({ id: 'ThreadSettings' });
export type ThreadSettings = z.infer<typeof threadSettingsSchema>;

export const threadSettingsInputSchema = z.object({
  answer_business_days: wholeNumber(threadMessages.answerDaysInvalid, threadLimits.answerBusinessDays.min, threadLimits.answerBusinessDays.max),
  daily_new_thread_limit: wholeNumber(threadMessages.dailyLimitInvalid, threadLimits.dailyNewThreads.min, threadLimits.dailyNewThreads.max),
});
export type ThreadSettingsInput = z.input<typeof threadSettingsInputSchema>;

export const threadSettingsResultSchema = z.object({ message: z.string(), settings: threadSettingsSchema }).meta({ id: 'ThreadSettingsResult' });

/**
 * MSG-11: how the user hears of a new message: an e-mail (at most one per thread per 15 minutes,
 * naming nothing but Clinvia and a link) and a notice in the bell. Both on until turned off in /settings.
 */
export const threadNotificationPreferencesSchema = z
  .object({
    email: z.boolean({ error: 'Choose whether to get an e-mail about new messages.' }),
    inApp: z.boolean({ error: 'Choose whether to get a notice in the app about new messages.' }),
  })
  .meta({ id: 'ThreadNotificationPreferences' });
export type ThreadNotificationPreferences = z.infer<typeof threadNotificationPreferencesSchema>;
