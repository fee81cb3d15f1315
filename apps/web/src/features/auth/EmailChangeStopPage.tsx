import type { EmailChangeStop } from '@clinvia/contracts/auth';
import * as operations from '@clinvia/contracts/operations/auth';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { linkIconClass } from '../../components/LinkCard';
import { LinkActionPage, linkAlertIcon } from '../../components/LinkActionPage';
import { operationMutation, operationQuery } from '../../lib/operation-queries';
import { emailLinkTexts as texts } from './texts';

/**
 * AUTH-28: the page behind the link sent to the old address when a change of address is asked
 * for or made. It shows the new address masked and one button that stops (or undoes) the change
 * and signs out every device; the page's load changes nothing.
 */

const stopIcon = <ShieldAlert className={`${linkIconClass} text-red-700`} aria-hidden="true" />;
const doneIcon = <ShieldCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />;

export default function EmailChangeStopPage() {
  return (
    <LinkActionPage<EmailChangeStop>
      link={(token) => operationQuery(operations.getEmailChangeStopLink, { query: { token } })}
      action={(token) => operationMutation(operations.stopEmailChange, () => ({ body: { token } }))}
      address={(link) => link.maskedEmail}
      addressLabel={texts.maskedAddress}
      outcome={(link) =>
        link.state === 'done'
          ? { icon: doneIcon, title: texts.stoppedTitle, say: 'success' }
          : link.state === 'expired'
            ? { icon: linkAlertIcon, title: texts.expiredTitle, say: 'text' }
            : null
      }
      ready={{ icon: stopIcon, title: texts.stopTitle, button: texts.stop, busy: texts.stopping, variant: 'danger' }}
      invalidTitle={texts.invalidTitle}
      noToken={texts.noToken}
      next={[
        { to: '/login', label: texts.signIn },
        { to: '/forgot-password', label: texts.resetPassword },
      ]}
    />
  );
}
