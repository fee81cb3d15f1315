import type { EmailChangeLink } from '@clinvia/contracts/auth';
import * as operations from '@clinvia/contracts/operations/auth';
import { MailCheck } from 'lucide-react';
import { linkIconClass } from '../../components/LinkCard';
import { LinkActionPage, linkAlertIcon, type LinkOutcome } from '../../components/LinkActionPage';
import { operationMutation, operationQuery } from '../../lib/operation-queries';
import { emailLinkTexts as texts } from './texts';

/**
 * AUTH-26: the page behind the link sent to a new e-mail address, without signing in. It shows
 * the address and one button that confirms it (a POST, never the page's load).
 */

const mailIcon = <MailCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />;

const outcomes: Record<Exclude<EmailChangeLink['state'], 'ready'>, LinkOutcome> = {
  done: { icon: mailIcon, title: texts.doneTitle, say: 'success' },
  expired: { icon: linkAlertIcon, title: texts.expiredTitle, say: 'info' },
  replaced: { icon: linkAlertIcon, title: texts.closedTitle, say: 'info' },
  withdrawn: { icon: linkAlertIcon, title: texts.closedTitle, say: 'info' },
};

export default function EmailChangeLinkPage() {
  return (
    <LinkActionPage<EmailChangeLink>
      link={(token) => operationQuery(operations.getEmailChangeLink, { query: { token } })}
      action={(token) => operationMutation(operations.confirmEmailChange, () => ({ body: { token } }))}
      address={(link) => link.email}
      addressLabel={texts.address}
      outcome={(link) => (link.state === 'ready' ? null : outcomes[link.state])}
      ready={{ icon: mailIcon, title: texts.confirmTitle, button: texts.confirm, busy: texts.confirming }}
      invalidTitle={texts.invalidTitle}
      noToken={texts.noToken}
      next={[
        { to: '/login', label: texts.signIn },
        { to: '/', label: texts.home },
      ]}
    />
  );
}
