import type { AddressLink } from '@clinvia/contracts/visits';
import { confirmContactAddress, getContactAddressLink } from '@clinvia/contracts/operations/visits';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { linkIconClass } from '../../components/LinkCard';
import { LinkActionPage, linkAlertIcon } from '../../components/LinkActionPage';
import { operationMutation, operationQuery } from '../../lib/operation-queries';

/**
 * MAIL-1: the page behind the link sent to a contact address given at booking, without signing
 * in. It shows the address and one button that confirms it (a POST, never the page's load).
 */

const mailIcon = <MailCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />;

export default function AddressLinkPage() {
  const { t } = useTranslation('visits');
  return (
    <LinkActionPage<AddressLink>
      link={(token) => operationQuery(getContactAddressLink, { query: { token } })}
      action={(token) => operationMutation(confirmContactAddress, () => ({ body: { token } }))}
      address={(link) => link.email}
      addressLabel={t('address.address')}
      outcome={(link) =>
        link.state === 'done'
          ? { icon: mailIcon, title: t('address.doneTitle'), say: 'success' }
          : link.state === 'expired'
            ? { icon: linkAlertIcon, title: t('address.expiredTitle'), say: 'text' }
            : null
      }
      ready={{ icon: mailIcon, title: t('address.title'), button: t('address.confirm'), busy: t('address.confirming') }}
      invalidTitle={t('invalidTitle')}
      noToken={t('address.noToken')}
      next={[{ to: '/', label: t('home') }]}
    />
  );
}
