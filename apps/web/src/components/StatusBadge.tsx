import { displayStatus, type AppointmentStatus } from '@clinvia/contracts/appointments';
import { BadgeCheck, CheckCircle2, CircleSlash, CircleX, Hourglass, UserX, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const looks = {
  pending: { icon: Hourglass, classes: 'bg-amber-50 text-amber-900 ring-amber-200' },
  confirmed: { icon: BadgeCheck, classes: 'bg-teal-50 text-teal-900 ring-teal-200' },
  completed: { icon: CheckCircle2, classes: 'bg-slate-100 text-slate-800 ring-slate-300' },
  cancelled: { icon: CircleSlash, classes: 'bg-slate-50 text-slate-700 ring-slate-300' },
  no_show: { icon: UserX, classes: 'bg-rose-50 text-rose-900 ring-rose-200' },
  // LIFE-12: a request the doctor said no to, stored as cancelled.
  declined: { icon: CircleX, classes: 'bg-slate-50 text-slate-700 ring-slate-300' },
} satisfies Record<AppointmentStatus | 'declined', { icon: LucideIcon; classes: string }>;

/**
 * LIFE-1's status, in words and with an icon (never colour alone); an unknown status shows as
 * pending; `declined` (LIFE-12) reads 'Declined' where the status is cancelled.
 */
export function StatusBadge({ status, declined = false }: { status: string; declined?: boolean }) {
  const { t } = useTranslation('common');
  const shown = displayStatus(status);
  const key = declined && shown === 'cancelled' ? 'declined' : shown;
  const look = looks[key];
  const Icon = look.icon;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset ${look.classes}`}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`status.${key}`)}
    </span>
  );
}
