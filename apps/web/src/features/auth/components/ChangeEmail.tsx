import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema, type ChangeEmailInput, type PendingEmailChange } from '@clinvia/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard, FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/fields';
import { Button } from '../../../components/ui/Button';
import { accountKey } from '../../../lib/queries/account';
import { showToast } from '../../../lib/toast';
import { applyFieldErrors, cancelEmailChange, changeEmail, fetchMfaStatus, mfaKey, reasonOf, resendEmailChange } from '../api';
import { emailChangeTexts as texts } from '../texts';

// /settings (AUTH-26, AUTH-27): a change of address waits for the link sent to the new address;
// the card shows the one waiting, with 'send again' and 'cancel', and the form asks for another
// (a newer request replaces it).

const until = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function PendingChange({ pending }: { pending: PendingEmailChange }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKey });
  const resend = useMutation({ mutationFn: resendEmailChange, onSuccess: () => refresh() });
  const cancel = useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: async () => {
      await refresh();
      void showToast({ icon: 'success', title: texts.cancelled, position: 'bottom-end', durationMs: 2000 });
    },
  });
  const failure = resend.error ?? cancel.error;
  return (
    <div className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" role="status">
      <p className="break-words font-semibold">{texts.waiting(pending.email)}</p>
      <p className="mt-1 text-sm">{texts.waitingUntil(until(pending.expiresAt))}</p>
      <p className="mt-1 text-sm">{texts.resendsLeft(pending.resendsLeft)}</p>
      {resend.isSuccess ? <p className="mt-2 text-sm font-medium">{resend.data.message}</p> : null}
      {failure ? (
        <div className="mt-3">
          <FormAlert tone="error">{reasonOf(failure)}</FormAlert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {pending.resendsLeft > 0 ? (
          <Button variant="secondary" loading={resend.isPending} loadingText={texts.resending} onClick={() => { resend.mutate(); }}>
            {texts.resend}
          </Button>
        ) : null}
        <Button variant="secondary" loading={cancel.isPending} loadingText={texts.cancelling} onClick={() => { cancel.mutate(); }}>
          {texts.cancel}
        </Button>
      </div>
    </div>
  );
}

/** AUTH-23: a new address needs the password (and a code with two-step sign-in on). */
export function ChangeEmail({ pending }: { pending: PendingEmailChange | null }) {
  const queryClient = useQueryClient();
  const mfa = useQuery({ queryKey: mfaKey, queryFn: ({ signal }) => fetchMfaStatus(signal) });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema), defaultValues: { email: '', password: '', code: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    try {
      const { code, ...rest } = values;
      const answer = await changeEmail({ ...rest, ...(code === undefined || code === '' ? {} : { code }) });
      reset();
      setSent(answer.message);
      await queryClient.invalidateQueries({ queryKey: accountKey });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email', 'password', 'code'])) setFailure(reasonOf(error));
    }
  });

  return (
    <AuthCard>
      <h2 className="text-xl font-semibold text-slate-900">{texts.title}</h2>
      <p className="mt-1 text-sm text-slate-600">{texts.intro}</p>
      {sent !== null ? (
        <div className="mt-5">
          <FormAlert tone="success">
            <span className="font-semibold">{texts.sentTitle}.</span> {sent}
          </FormAlert>
        </div>
      ) : null}
      {pending !== null ? <PendingChange pending={pending} /> : null}
      <form className="mt-5 space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <TextField label={texts.newEmail} type="email" autoComplete="email" error={errors.email} {...register('email')} />
        <PasswordField label={texts.password} autoComplete="current-password" error={errors.password} {...register('password')} />
        {mfa.data?.enabled === true ? <TextField label={texts.code} autoComplete="one-time-code" error={errors.code} {...register('code')} /> : null}
        <div className="sm:w-64">
          <SubmitButton busy={isSubmitting} busyText={texts.submitting}>
            {texts.submit}
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
