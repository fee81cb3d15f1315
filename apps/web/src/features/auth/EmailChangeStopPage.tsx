import type { EmailChangeStop } from '@clinvia/contracts/auth';
import * as operations from '@clinvia/contracts/operations/auth';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { linkIconClass } from '../../components/LinkCard';
import { LinkActionPage, linkAlertIcon } from '../../components/LinkActionPage';
import { operationMutation, operationQuery } from '../../lib/operation-queries';
import { useTranslation } from 'react-i18next';

/**
 * AUTH-28: the page behind the link sent to the old address when a change of address is asked
 * for or made. It shows the new address masked and one button that stops (or undoes) the change
 * and signs out every device; the page's load changes nothing.
 */

const stopIcon = <ShieldAlert className={`${linkIconClass} text-red-700`} aria-hidden="true" />;
const doneIcon = <ShieldCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />;

export default function EmailChangeStopPage() {
  const { t } = useTranslation('account');
  return (
    <LinkActionPage<EmailChangeStop>
      link={(token) => operationQuery(operations.getEmailChangeStopLink, { query: { token } })}
      action={(token) => operationMutation(operations.stopEmailChange, () => ({ body: { token } }))}
      address={(link) => link.maskedEmail}
      addressLabel={t('emailLink.maskedAddress')}
      outcome={(link) =>
        link.state === 'done'
          ? { icon: doneIcon, title: t('emailLink.stoppedTitle'), say: 'success' }
          : link.state === 'expired'
            ? { icon: linkAlertIcon, title: t('emailLink.expiredTitle'), say: 'text' }
            : null
      }
      ready={{ icon: stopIcon, title: t('emailLink.stopTitle'), button: t('emailLink.stop'), busy: t('emailLink.stopping'), variant: 'danger' }}
      invalidTitle={t('emailLink.invalidTitle')}
      noToken={t('emailLink.noToken')}
      next={[
        { to: '/login', label: t('emailLink.signIn') },
        { to: '/forgot-password', label: t('emailLink.resetPassword') },
      ]}
    />
  );
}
