import { resetPasswordSchema } from '@clinvia/contracts/auth';
import { resetPassword } from '@clinvia/contracts/operations/auth';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { operationMutation } from '../../lib/operation-queries';
import { showToast } from '../../lib/toast';
import { AuthCard, FormAlert, PasswordField, SubmitButton } from '../../components/fields';
import { useApiForm } from '../../components/ui/useApiForm';

/** A bad or used link is reported for the whole form: there is no token field to mark. */
function linkFailure(error: unknown): never {
  if (error instanceof ApiError && error.fields?.token !== undefined) throw new ApiError({ status: error.status, code: error.code, message: error.fields.token, fromServer: true });
  throw error;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useMutation(operationMutation(resetPassword));
  const form = useApiForm({
    schema: resetPasswordSchema,
    defaultValues: { token, password: '', confirmPassword: '' },
    fields: ['password', 'confirmPassword'],
    onSubmit: async (body) => {
      const { message } = await reset.mutateAsync({ body }).catch(linkFailure);
      await showToast({ icon: 'success', title: t('reset.changed'), text: message, durationMs: 2500 });
      void navigate('/login', { replace: true });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <section className="page-container py-8 sm:py-12">
      <title>{t('reset.pageTitle')}</title>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('reset.title')}</h1>
        <p className="mt-2 text-slate-600">{t('reset.lead')}</p>
        <AuthCard className="mt-6">
          {token === '' ? (
            <FormAlert tone="error">
              {t('reset.incomplete')}{' '}
              <Link to="/forgot-password" className="font-semibold underline">
                {t('reset.requestNew')}
              </Link>
            </FormAlert>
          ) : (
            <form className="space-y-5" noValidate onSubmit={form.submit}>
              {form.failure ? (
                <FormAlert tone="error">
                  {form.failure}{' '}
                  <Link to="/forgot-password" className="font-semibold underline">
                    {t('reset.requestNew')}
                  </Link>
                </FormAlert>
              ) : null}
              <input type="hidden" {...form.register('token')} />
              <PasswordField label={t('reset.password')} autoComplete="new-password" hint={t('reset.passwordHint')} error={errors.password} {...form.register('password')} />
              <PasswordField label={t('reset.confirm')} autoComplete="new-password" error={errors.confirmPassword} {...form.register('confirmPassword')} />
              <SubmitButton busy={isSubmitting} busyText={t('reset.submitting')}>
                {t('reset.submit')}
              </SubmitButton>
            </form>
          )}
        </AuthCard>
      </div>
    </section>
  );
}
