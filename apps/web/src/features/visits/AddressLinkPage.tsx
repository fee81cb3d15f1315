import type { AddressLink } from '@clinvia/contracts/visits';
import { confirmContactAddress, getContactAddressLink } from '@clinvia/contracts/operations/visits';
import { MailCheck } from 'lucide-react';
import { linkIconClass } from '../../components/LinkCard';
import { LinkActionPage, linkAlertIcon } from '../../components/LinkActionPage';
import { operationMutation, operationQuery } from '../../lib/operation-queries';
import { addressTexts as texts, visitTexts } from './texts';

/**
 * MAIL-1: the page behind the link sent to a contact address given at booking, without signing
 * in. It shows the address and one button that confirms it (a POST, never the page's load).
 */

const mailIcon = <MailCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />;

export default function AddressLinkPage() {
  return (
    <LinkActionPage<AddressLink>
      link={(token) => operationQuery(getContactAddressLink, { query: { token } })}
      action={(token) => operationMutation(confirmContactAddress, () => ({ body: { token } }))}
      address={(link) => link.email}
      addressLabel={texts.address}
      outcome={(link) =>
        link.state === 'done'
          ? { icon: mailIcon, title: texts.doneTitle, say: 'success' }
          : link.state === 'expired'
            ? { icon: linkAlertIcon, title: texts.expiredTitle, say: 'text' }
            : null
      }
      ready={{ icon: mailIcon, title: texts.title, button: texts.confirm, busy: texts.confirming }}
      invalidTitle={visitTexts.invalidTitle}
      noToken={texts.noToken}
      next={[{ to: '/', label: visitTexts.home }]}
    />
  );
}
