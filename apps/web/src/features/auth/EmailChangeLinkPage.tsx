import type { EmailChangeLink } from '@clinvia/contracts/auth';
import * as operations from '@clinvia/contracts/operations/auth';
import { MailCheck } from 'lucide-react';
import { linkIconClass } from '../../components/LinkCard';
import { LinkActionPage, linkAlertIcon, type LinkOutcome } from '../../components/LinkActionPage';
import { operationMutation, operationQuery } from '../../lib/operation-queries';
import { useTranslation } from 'react-i18next';

/**
 * AUTH-26: the page behind the link sent to a new e-mail address, without signing in. It shows
 * the address and one button that confirms it (a POST, never the page's load).
 */

const mailIcon = <MailCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />;

export default function EmailChangeLinkPage() {
  const { t } = useTranslation('account');
  const outcomes: Record<Exclude<EmailChangeLink['state'], 'ready'>, LinkOutcome> = {
    done: { icon: mailIcon, title: t('emailLink.doneTitle'), say: 'success' },
    expired: { icon: linkAlertIcon, title: t('emailLink.expiredTitle'), say: 'info' },
    replaced: { icon: linkAlertIcon, title: t('emailLink.closedTitle'), say: 'info' },
    withdrawn: { icon: linkAlertIcon, title: t('emailLink.closedTitle'), say: 'info' },
  };
  return (
    <LinkActionPage<EmailChangeLink>
      link={(token) => operationQuery(operations.getEmailChangeLink, { query: { token } })}
      action={(token) => operationMutation(operations.confirmEmailChange, () => ({ body: { token } }))}
      address={(link) => link.email}
      addressLabel={t('emailLink.address')}
      outcome={(link) => (link.state === 'ready' ? null : outcomes[link.state])}
      ready={{ icon: mailIcon, title: t('emailLink.confirmTitle'), button: t('emailLink.confirm'), busy: t('emailLink.confirming') }}
      invalidTitle={t('emailLink.invalidTitle')}
      noToken={t('emailLink.noToken')}
      next={[
        { to: '/login', label: t('emailLink.signIn') },
        { to: '/', label: t('emailLink.home') },
      ]}
    />
  );
}
