import { forgotPasswordSchema } from '@clinvia/contracts/auth';
import { requestPasswordReset } from '@clinvia/contracts/operations/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, FormAlert, SubmitButton, TextField } from '../../components/fields';
import { useApiForm } from '../../components/ui/useApiForm';
import { operationMutation } from '../../lib/operation-queries';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<string | null>(null);
  const request = useMutation(operationMutation(requestPasswordReset));
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    fields: ['email'],
    onSubmit: async (body) => {
      const { message } = await request.mutateAsync({ body });
      setSent(message);
    },
  });

  return (
    <section className="page-container py-8 sm:py-12">
      <title>{t('forgot.pageTitle')}</title>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('forgot.title')}</h1>
        <p className="mt-2 text-slate-600">{t('forgot.lead')}</p>
        <AuthCard className="mt-6">
          {sent ? (
            <FormAlert tone="success">{sent}</FormAlert>
          ) : (
            <form className="space-y-5" noValidate onSubmit={submit}>
              {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
              <TextField label={t('forgot.email')} type="email" autoComplete="email" error={errors.email} {...register('email')} />
              <SubmitButton busy={isSubmitting} busyText={t('forgot.submitting')}>
                {t('forgot.submit')}
              </SubmitButton>
            </form>
          )}
          <p className="mt-6 text-center text-sm text-slate-700">
            <Link to="/login" className="font-semibold text-teal-700 underline-offset-4 hover:underline">
              {t('forgot.back')}
            </Link>
          </p>
        </AuthCard>
      </div>
    </section>
  );
}
