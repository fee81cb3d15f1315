import type { ReminderPreferences } from '@clinvia/contracts/reminders';
import { getReminderPreferences, updateReminderPreferences } from '@clinvia/contracts/operations/visits';
import { operationMutation, operationQuery } from '../../../lib/operation-queries';
import { reminderTexts } from '../texts';
import { ChannelSettings } from './ChannelSettings';

/** LIFE-8: a patient turns reminders off (or on again) per channel; each switch saves at once. */
export function ReminderSettings() {
  return (
    <ChannelSettings
      texts={reminderTexts}
      read={operationQuery(getReminderPreferences)}
      write={operationMutation(updateReminderPreferences, (body: ReminderPreferences) => ({ body }))}
    />
  );
}
