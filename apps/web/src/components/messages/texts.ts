import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { localeOf } from '../../lib/i18n/locale';

// I18N-1: the words of the secure-message screens the patient pages, the staff console and the
// doctor portal share (MSG-UI-1 to MSG-UI-6), namespace 'messagesKit', Spanish beside it in
// texts.es.ts. The topics' and statuses' English repeat the contracts' labels (threads.ts).

export const messagesKit = {
  roles: { patient: 'Patient', staff: 'Clinic staff', doctor: 'Doctor' },
  topics: {
    appointment: 'A question about an appointment',
    medication: 'Medication',
    result: 'A result',
    billing: 'Billing or insurance',
    other: 'Something else',
  },
  statuses: { sent: 'Sent', read: 'Read by the clinic', answered: 'Answered', closed: 'Closed' },
  you: 'You',
  unread: 'New',
  unreadLong: 'Unread',
  overdue: 'Overdue',
  lastActivity: 'Last activity',
  messageCount_one: '{{count}} message',
  messageCount_other: '{{count}} messages',
  pages: 'Pages',
  answeredBy: 'Answered by',
  assignedTo: 'Assigned to',
  notAssigned: 'In the queue',
  doctor: 'Doctor',
  about: 'About the visit on',
  person: '{{name}} ({{role}})',
  messagesLabel: 'Messages in this conversation',
  attachments: 'Attachments',
  attachmentFailed: 'This photo could not be shown.',
  loadingFile: 'Loading {{name}}',
  download: 'Download',
  replyLabel: 'Your reply',
  clinicReplyLabel: 'Reply as the clinic',
  send: 'Send',
  sending: 'Sending...',
  filesLabel: 'Attach files',
  optional: '(optional)',
  filesHint: 'Photos (JPEG or PNG) or PDF documents, up to 10 MB each, at most 5.',
  filesFull: '5 files chosen, the most one message takes: remove one to choose another.',
  chosenFiles: 'Chosen files',
  removeFile: 'Remove',
  insertSaved: 'Insert a saved reply',
  insertSavedNone: 'Choose a saved reply',
  savedLoading: 'Loading...',
  savedFailed: 'Saved replies could not be loaded.',
  insert: 'Insert',
  close: 'Close conversation',
  closing: 'Closing...',
  closedPatient: 'This conversation is closed. Writing again reopens it.',
  closedClinic: 'This conversation is closed. The patient reopens it by writing again.',
  cannotWrite: 'You cannot write in this conversation.',
  conversation: 'Conversation · Clinvia',
  topicTitle: '{{topic}} · Clinvia',
  notFound: 'Conversation not found',
  notFoundLead: 'It may have been removed, or it is not yours to read.',
  older: 'Older',
  newer: 'Newer',
  patient: 'Patient',
  dueBy: 'Answer due',
} as const;

const sizeUnits = ['bytes', 'KB', 'MB'] as const;

/** '820 KB', '1.4 MB': a file's size in words. */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? String(value) : value.toFixed(value < 10 ? 1 : 0)} ${sizeUnits[unit] ?? 'bytes'}`;
}

const instants = new Map<UiLanguage, Intl.DateTimeFormat>();

/** An instant in the viewer's zone and language (I18N-4): 'Tue, Jan 7, 2026, 3:05 PM'. */
export function formatWhen(iso: string, language: UiLanguage): string {
  let instant = instants.get(language);
  if (instant === undefined) {
    instant = new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    instants.set(language, instant);
  }
  return instant.format(new Date(iso));
}
