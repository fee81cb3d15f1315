import { z } from 'zod';

/**
 * A patient's reminder channels (LIFE-8): an e-mail and a notice in the app's bell before each
 * pending or confirmed visit. Both on until the patient turns one off in /settings; the choice
 * is read when a reminder falls due.
 */
export const reminderPreferencesSchema = z
  .object({
    email: z.boolean({ error: 'Choose whether to get reminders by e-mail.' }).describe('Reminder e-mails before each visit'),
    inApp: z.boolean({ error: 'Choose whether to get reminders in the app.' }).describe('Reminder notices in the app’s bell before each visit'),
  })
  .meta({ id: 'ReminderPreferences' });
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;
