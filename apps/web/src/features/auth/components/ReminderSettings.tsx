import type { ReminderPreferences } from '@clinvia/contracts/reminders';
import { getReminderPreferences, updateReminderPreferences } from '@clinvia/contracts/operations/visits';
import { operationMutation, operationQuery } from '../../../lib/operation-queries';
import { ChannelSettings } from './ChannelSettings';
import { useTranslation } from 'react-i18next';

/** LIFE-8: a patient turns reminders off (or on again) per channel; each switch saves at once. */
export function ReminderSettings() {
  const { t } = useTranslation('account');
  const texts = {
    title: t('reminders.title'),
    intro: t('reminders.intro'),
    email: t('reminders.email'),
    emailHint: t('reminders.emailHint'),
    inApp: t('reminders.inApp'),
    inAppHint: t('reminders.inAppHint'),
    saved: t('reminders.saved'),
  };
  return (
    <ChannelSettings
      texts={texts}
      read={operationQuery(getReminderPreferences)}
      write={operationMutation(updateReminderPreferences, (body: ReminderPreferences) => ({ body }))}
    />
  );
}
