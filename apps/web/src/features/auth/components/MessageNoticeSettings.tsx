import { getThreadNotificationPreferences, updateThreadNotificationPreferences } from '@clinvia/contracts/operations/threads';
import { threadMessages, type ThreadNotificationPreferences } from '@clinvia/contracts/threads';
import { operationMutation, operationQuery } from '../../../lib/operation-queries';
import { messageNoticeTexts } from '../texts';
import { ChannelSettings } from './ChannelSettings';

/** MSG-11: each user turns the e-mail and the bell's notice of a new message off (or on again); each switch saves at once. */
export function MessageNoticeSettings() {
  return (
    <ChannelSettings
      texts={{ ...messageNoticeTexts, saved: threadMessages.preferencesSaved }}
      read={operationQuery(getThreadNotificationPreferences)}
      write={operationMutation(updateThreadNotificationPreferences, (body: ThreadNotificationPreferences) => ({ body }))}
    />
  );
}
