import { useQuery } from '@tanstack/react-query';
import { Mail, Phone, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { formatPhone } from '../../../lib/phone';
import { accountQuery } from '../../../lib/queries/account';
import { dashboardQuery } from '../api';
import { Section } from '../components/Section';
import { ButtonLink } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { Badge } from '../../../components/ui/Badge';

/** One term of the account: the dt and dd are the row's direct children, as a description list wants. */
function Row({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="relative py-4 pl-13 pr-5">
      {icon}
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const iconClass = 'absolute left-5 top-[1.1rem] size-5 text-slate-500';

/**
 * STAFF-17: /staff/profile, where a staff member's 'Your Profile' leads: their account (name,
 * e-mail, phone) and their role in the console (staff, administrator or not). Changes are made on
 * /settings, the one place that edits an account.
 */
export default function ProfileSection() {
  const { t } = useTranslation('staff');
  const account = useQuery(accountQuery());
  const dashboard = useQuery(dashboardQuery());
  const administrator = dashboard.data?.administrator === true;
  return (
    <Section title={t('profile.title')} description={t('profile.description')}>
      <LoadState pending={account.isPending} error={account.error} empty={false} emptyText="" onRetry={() => void account.refetch()}>
        {account.data && (
          <div className="max-w-2xl overflow-hidden rounded-xl border border-slate-200 bg-white">
            <div className="flex items-center gap-4 border-b border-slate-200 p-5">
              <Avatar name={account.data.user.name} src={account.data.user.profileImage} size={56} />
              <div className="min-w-0">
                <p className="truncate text-lg font-semibold text-slate-900">{account.data.user.name}</p>
                <p className="mt-1 flex flex-wrap gap-2">
                  <Badge tone="teal">{t('profile.staff')}</Badge>
                  {administrator && <Badge tone="blue">{t('profile.administrator')}</Badge>}
                  {account.data.user.status === 'pending' && <Badge tone="amber">{t('profile.awaitingApproval')}</Badge>}
                </p>
              </div>
            </div>
            <dl className="divide-y divide-slate-100">
              <Row label={t('profile.email')} icon={<Mail className={iconClass} aria-hidden="true" />}>
                {account.data.user.email}
              </Row>
              <Row label={t('profile.phone')} icon={<Phone className={iconClass} aria-hidden="true" />}>
                {formatPhone(account.data.phoneNumber)}
              </Row>
              <Row label={t('profile.role')} icon={<UserRound className={iconClass} aria-hidden="true" />}>
                {t(administrator ? 'profile.staffAdministrator' : 'profile.staff')}
              </Row>
              <Row label={t('profile.canDo')} icon={<ShieldCheck className={iconClass} aria-hidden="true" />}>
                {t(administrator ? 'profile.canDoAdministrator' : 'profile.canDoMember')}
              </Row>
            </dl>
            <div className="border-t border-slate-200 bg-slate-50 px-5 py-4">
              <ButtonLink to="/settings" variant="secondary">
                {t('profile.change')}
              </ButtonLink>
            </div>
          </div>
        )}
      </LoadState>
    </Section>
  );
}
