import { useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { BellRing, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthCard, FormAlert } from '../../../components/fields';
import { PageLoading } from '../../../components/PageLoading';
import { showToast } from '../../../lib/toast';
import { reasonOf } from '../api';

// The settings card of a notice sent by e-mail and under the bell, each switch saving at once:
// reminders (LIFE-8) and new secure messages (MSG-11) keep one card.

/** The two channels a notice goes by. */
export interface Channels {
  email: boolean;
  inApp: boolean;
}

export interface ChannelTexts {
  title: string;
  intro: string;
  email: string;
  emailHint: string;
  inApp: string;
  inAppHint: string;
  /** The toast after a switch saved. */
  saved: string;
}

function Channel({ icon, label, hint, checked, disabled, onChange }: { icon: ReactNode; label: string; hint: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-4 hover:bg-slate-50 has-[:disabled]:cursor-wait">
      <input
        type="checkbox"
        role="switch"
        className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-teal-700"
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <span className="min-w-0">
        <span className="flex items-center gap-2 font-medium text-slate-900">
          {icon}
          {label}
        </span>
        <span className="mt-0.5 block text-sm text-slate-600">{hint}</span>
      </span>
    </label>
  );
}

/** The card: `read` loads the switches, `write` saves all of them; the saved answer replaces the read's. */
export function ChannelSettings<P extends Channels>({ texts, read, write }: { texts: ChannelTexts; read: UseQueryOptions<P, Error, P> & { queryKey: QueryKey }; write: UseMutationOptions<P, Error, P> }) {
  const queryClient = useQueryClient();
  const preferences = useQuery(read);
  const save = useMutation({
    ...write,
    onSuccess: (saved) => {
      queryClient.setQueryData(read.queryKey, saved);
      void showToast({ icon: 'success', title: texts.saved, position: 'bottom-end', durationMs: 1500 });
    },
  });
  const current = save.isPending ? save.variables : preferences.data;
  const change = (patch: Partial<Channels>) => {
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
