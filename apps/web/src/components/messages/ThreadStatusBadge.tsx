import type { ThreadStatus } from '@clinvia/contracts/threads';
import { AlertTriangle, CheckCheck, CircleCheck, Eye, Send, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const looks = {
  sent: { icon: Send, classes: 'bg-amber-50 text-amber-900 ring-amber-200' },
  read: { icon: Eye, classes: 'bg-sky-50 text-sky-900 ring-sky-200' },
  answered: { icon: CheckCheck, classes: 'bg-teal-50 text-teal-900 ring-teal-200' },
  closed: { icon: CircleCheck, classes: 'bg-slate-100 text-slate-700 ring-slate-300' },
} satisfies Record<ThreadStatus, { icon: LucideIcon; classes: string }>;

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset';

/** MSG-2: where a thread stands, in words and with an icon (never colour alone). */
export function ThreadStatusBadge({ status }: { status: ThreadStatus }) {
  const { t } = useTranslation('messagesKit');
  const look = looks[status];
  const Icon = look.icon;
  return (
    <span className={`${pill} ${look.classes}`}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`statuses.${status}`)}
    </span>
  );
}

/** MSG-5: past the promised answer time; a word and an icon, with a strong border, not a colour alone. */
export function OverdueBadge() {
  const { t } = useTranslation('messagesKit');
  return (
    <span className={`${pill} bg-red-50 font-semibold text-red-800 ring-2 ring-red-600`}>
      <AlertTriangle className="size-3.5" aria-hidden="true" />
      {t('overdue')}
    </span>
  );
}

/** Something in the thread the viewer has not read yet: a dot and the word. */
export function UnreadMarker() {
  const { t } = useTranslation('messagesKit');
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800">
      <span aria-hidden="true" className="inline-block size-2 rounded-full bg-teal-600" />
      {t('unread')}
    </span>
  );
}
