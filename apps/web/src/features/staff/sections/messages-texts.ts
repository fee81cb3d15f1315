// The Messages section's words (LIFE-10), in one module; the kinds' and statuses' labels come
// from the contracts the server shares.

export const messagesTexts = {
  title: 'Messages',
  description: 'The e-mails appointments send patients: what was sent, what is due, and what failed after every attempt.',
  filterLabel: 'Show messages',
  views: { failed: 'Failed', queued: 'Due', sent: 'Sent', dropped: 'Dropped', notSent: 'Not sent', all: 'All' },
  empty: { failed: 'No failed e-mails. Everything due has been sent.', other: 'No e-mails here.' },
  /** `when` is the appointment's day and time, with its zone when the viewer's differs (TIME-5). */
  appointment: (doctor: string, when: string) => `Dr. ${doctor} · ${when}`,
  due: 'Due',
  sent: 'Sent',
  attempts: (count: number) => (count === 1 ? '1 attempt' : `${String(count)} attempts`),
  lastError: 'Last error',
  retry: 'Retry',
  retryLabel: (kind: string) => `Retry the ‘${kind}’ e-mail`,
  retrying: 'Retrying…',
  retried: 'Queued again',
  dropped: 'Not sent: the appointment changed before it went out, and a newer e-mail tells the news.',
  notSent: 'Not sent: e-mail was off (MAIL_DELIVERY=off) when it fell due; it was never handed to anyone.',
} as const;
