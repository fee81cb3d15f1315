import { getThreadNotificationPreferences, updateThreadNotificationPreferences } from '@clinvia/contracts/operations/threads';
import type { ThreadNotificationPreferences } from '@clinvia/contracts/threads';
import { threadMessages } from '@clinvia/contracts/threads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Mail } from 'lucide-react';
import { AuthCard, FormAlert } from '../../../components/fields';
import { PageLoading } from '../../../components/PageLoading';
import { operationKey, operationMutation, operationQuery } from '../../../lib/operation-queries';
import { showToast } from '../../../lib/toast';
import { reasonOf } from '../api';
import { messageNoticeTexts as texts } from '../texts';
import { Channel } from './ReminderSettings';

/** MSG-11: each user turns the e-mail and the bell's notice of a new message off (or on again); each switch saves at once. */
export function MessageNoticeSettings() {
  const queryClient = useQueryClient();
  const preferences = useQuery(operationQuery(getThreadNotificationPreferences));
  const save = useMutation({
    ...operationMutation(updateThreadNotificationPreferences, (body: ThreadNotificationPreferences) => ({ body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(operationKey(getThreadNotificationPreferences), saved);
      void showToast({ icon: 'success', title: threadMessages.preferencesSaved, position: 'bottom-end', durationMs: 1500 });
    },
  });
  const current = save.isPending ? save.variables : preferences.data;
  const change = (patch: Partial<ThreadNotificationPreferences>) => {
    if (current) save.mutate({ ...current, ...patch });
  };
  return (
    <AuthCard>
      <h2 className="text-xl font-semibold text-slate-900">{texts.title}</h2>
      <p className="mt-1 text-sm text-slate-600">{texts.intro}</p>
      {preferences.isPending ? <PageLoading /> : null}
      {preferences.isError ? <FormAlert tone="error">{reasonOf(preferences.error)}</FormAlert> : null}
      {save.isError ? (
        <div className="mt-4">
          <FormAlert tone="error">{reasonOf(save.error)}</FormAlert>
        </div>
      ) : null}
      {current ? (
        <fieldset className="mt-5 space-y-3">
          <legend className="sr-only">{texts.title}</legend>
          <Channel
            icon={<Mail className="size-4 text-teal-700" aria-hidden="true" />}
            label={texts.email}
            hint={texts.emailHint}
            checked={current.email}
            disabled={save.isPending}
            onChange={(email) => {
              change({ email });
            }}
          />
          <Channel
            icon={<BellRing className="size-4 text-teal-700" aria-hidden="true" />}
            label={texts.inApp}
            hint={texts.inAppHint}
            checked={current.inApp}
            disabled={save.isPending}
            onChange={(inApp) => {
              change({ inApp });
            }}
          />
        </fieldset>
      ) : null}
    </AuthCard>
  );
}
