import { getThreadNotificationPreferences, updateThreadNotificationPreferences } from '@clinvia/contracts/operations/threads';
import type { ThreadNotificationPreferences } from '@clinvia/contracts/threads';
import { operationMutation, operationQuery } from '../../../lib/operation-queries';
import { ChannelSettings } from './ChannelSettings';
import { useTranslation } from 'react-i18next';

/** MSG-11: each user turns the e-mail and the bell's notice of a new message off (or on again); each switch saves at once. */
export function MessageNoticeSettings() {
  const { t } = useTranslation('account');
  const texts = {
    title: t('messageNotices.title'),
    intro: t('messageNotices.intro'),
    email: t('messageNotices.email'),
    emailHint: t('messageNotices.emailHint'),
    inApp: t('messageNotices.inApp'),
    inAppHint: t('messageNotices.inAppHint'),
    saved: t('messageNotices.saved'),
  };
  return (
    <ChannelSettings
      texts={texts}
      read={operationQuery(getThreadNotificationPreferences)}
      write={operationMutation(updateThreadNotificationPreferences, (body: ThreadNotificationPreferences) => ({ body }))}
    />
  );
}
