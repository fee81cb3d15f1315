import type { ThreadAuthorRole } from '@clinvia/contracts/threads';

// The words of the secure-message screens the patient pages, the staff console and the doctor
// portal share (MSG-UI-1 to MSG-UI-6). Texts the server also uses live in the contracts.

export const messageTexts = {
  roles: { patient: 'Patient', staff: 'Clinic staff', doctor: 'Doctor' } satisfies Record<ThreadAuthorRole, string>,
  you: 'You',
  unread: 'New',
  unreadLong: 'Unread',
  overdue: 'Overdue',
  lastActivity: 'Last activity',
  answeredBy: 'Answered by',
  assignedTo: 'Assigned to',
  notAssigned: 'In the queue',
  doctor: 'Doctor',
  about: 'About the visit on',
  messagesLabel: 'Messages in this conversation',
  attachments: 'Attachments',
  attachmentFailed: 'This photo could not be shown.',
  download: 'Download',
  replyLabel: 'Your reply',
  clinicReplyLabel: 'Reply as the clinic',
  send: 'Send',
  sending: 'Sending...',
  filesLabel: 'Attach files',
  filesHint: 'Photos (JPEG or PNG) or PDF documents, up to 10 MB each, at most 5.',
  filesFull: '5 files chosen, the most one message takes: remove one to choose another.',
  removeFile: 'Remove',
  chooseFiles: 'Choose files…',
  insertSaved: 'Insert a saved reply',
  insertSavedNone: 'Choose a saved reply',
  insert: 'Insert',
  close: 'Close conversation',
  closing: 'Closing...',
  closedPatient: 'This conversation is closed. Writing again reopens it.',
  closedClinic: 'This conversation is closed. The patient reopens it by writing again.',
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

let instant: Intl.DateTimeFormat | undefined;

/** An instant in the viewer's zone: 'Tue, Jan 7, 2026, 3:05 PM'. */
export function formatWhen(iso: string): string {
  instant ??= new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return instant.format(new Date(iso));
}
