import { changeEmailSchema, type PendingEmailChange } from '@clinvia/contracts/auth';
import * as operations from '@clinvia/contracts/operations/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AuthCard, FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/fields';
import { Button } from '../../../components/ui/Button';
import { useApiForm } from '../../../components/ui/useApiForm';
import { accountKey } from '../../../lib/queries/account';
import { showToast } from '../../../lib/toast';
import { operationMutation, operationQuery } from '../../../lib/operation-queries';
import { reasonOf } from '../api';
import { useLanguage } from '../../../lib/i18n/i18n';
import { localeOf } from '../../../lib/i18n/locale';
import { useTranslation } from 'react-i18next';

// /settings (AUTH-26, AUTH-27): a change of address waits for the link sent to the new address;
// the card shows the one waiting, with 'send again' and 'cancel', and the form asks for another
// (a newer request replaces it).

const until = (iso: string, locale: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

function PendingChange({ pending }: { pending: PendingEmailChange }) {
  const { t } = useTranslation('account');
  const locale = localeOf(useLanguage());
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKey });
  // AUTH-27: the pending change's link again.
  const resend = useMutation({ ...operationMutation(operations.resendEmailChange, () => ({})), onSuccess: () => refresh() });
  const cancel = useMutation({
    ...operationMutation(operations.cancelEmailChange, () => ({})),
    onSuccess: async () => {
      await refresh();
      void showToast({ icon: 'success', title: t('emailChange.cancelled'), position: 'bottom-end', durationMs: 2000 });
    },
  });
  const failure = resend.error ?? cancel.error;
  return (
    <div className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" role="status">
      <p className="break-words font-semibold">{t('emailChange.waiting', { email: pending.email })}</p>
      <p className="mt-1 text-sm">{t('emailChange.waitingUntil', { until: until(pending.expiresAt, locale) })}</p>
      <p className="mt-1 text-sm">{t('emailChange.resendsLeft', { count: pending.resendsLeft })}</p>
      {resend.isSuccess ? <p className="mt-2 text-sm font-medium">{resend.data.message}</p> : null}
      {failure ? (
        <div className="mt-3">
          <FormAlert tone="error">{reasonOf(failure)}</FormAlert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {pending.resendsLeft > 0 ? (
          <Button variant="secondary" loading={resend.isPending} loadingText={t('emailChange.resending')} onClick={() => { resend.mutate(); }}>
            {t('emailChange.resend')}
          </Button>
        ) : null}
        <Button variant="secondary" loading={cancel.isPending} loadingText={t('emailChange.cancelling')} onClick={() => { cancel.mutate(); }}>
          {t('emailChange.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** AUTH-23: a new address needs the password (and a code with two-step sign-in on). */
export function ChangeEmail({ pending }: { pending: PendingEmailChange | null }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const mfa = useQuery(operationQuery(operations.getMfaStatus));
  const [sent, setSent] = useState<string | null>(null);
  // AUTH-23, AUTH-26: a new address, with the password (and a code with two-step sign-in on); it waits for the link sent to it.
  const change = useMutation(operationMutation(operations.changeEmail, (body: { email: string; password: string; code?: string }) => ({ body })));
  const form = useApiForm({
    schema: changeEmailSchema,
    defaultValues: { email: '', password: '', code: '' },
    fields: ['email', 'password', 'code'],
    onSubmit: async (values) => {
      setSent(null);
      const { code, ...rest } = values;
      const answer = await change.mutateAsync({ ...rest, ...(code === undefined || code === '' ? {} : { code }) });
      form.reset();
      setSent(answer.message);
      await queryClient.invalidateQueries({ queryKey: accountKey });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthCard>
      <h2 className="text-xl font-semibold text-slate-900">{t('emailChange.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('emailChange.intro')}</p>
      {sent !== null ? (
        <div className="mt-5">
          <FormAlert tone="success">
            <span className="font-semibold">{t('emailChange.sentTitle')}</span> {sent}
          </FormAlert>
        </div>
      ) : null}
      {pending !== null ? <PendingChange pending={pending} /> : null}
      <form className="mt-5 space-y-5" noValidate onSubmit={form.submit}>
        {form.failure ? <FormAlert tone="error">{form.failure}</FormAlert> : null}
        <TextField label={t('emailChange.newEmail')} type="email" autoComplete="email" error={errors.email} {...form.register('email')} />
        <PasswordField label={t('emailChange.password')} autoComplete="current-password" error={errors.password} {...form.register('password')} />
        {mfa.data?.enabled === true ? <TextField label={t('emailChange.code')} autoComplete="one-time-code" error={errors.code} {...form.register('code')} /> : null}
        <div className="sm:w-64">
          <SubmitButton busy={isSubmitting} busyText={t('emailChange.submitting')}>
            {t('emailChange.submit')}
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
