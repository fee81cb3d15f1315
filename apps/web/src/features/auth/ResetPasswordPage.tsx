import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@clinvia/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyFieldErrors, reasonOf, resetPassword } from './api';
import { AuthCard, FormAlert, PasswordField, SubmitButton } from '../../components/fields';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await resetPassword(values);
      await showToast({ icon: 'success', title: 'Password changed', text: message, durationMs: 2500 });
      void navigate('/login', { replace: true });
    } catch (error) {
      applyFieldErrors(error, setError, ['password', 'confirmPassword']);
      // A bad or used link is reported for the whole form: there is no token field to mark.
      setFailure(error instanceof ApiError && error.fields?.token ? error.fields.token : reasonOf(error));
    }
  });

  return (
    <section className="page-container py-8 sm:py-12">
      <title>Reset your password · Clinvia</title>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Reset your password</h1>
        <p className="mt-2 text-slate-600">Choose a new password for your account. You will be signed out everywhere.</p>
        <AuthCard className="mt-6">
          {token === '' ? (
            <FormAlert tone="error">
              This reset link is incomplete.{' '}
              <Link to="/forgot-password" className="font-semibold underline">
                Request a new link
              </Link>
              .
            </FormAlert>
          ) : (
            <form className="space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
              {failure ? (
                <FormAlert tone="error">
                  {failure}{' '}
                  <Link to="/forgot-password" className="font-semibold underline">
                    Request a new link
                  </Link>
                </FormAlert>
              ) : null}
              <input type="hidden" {...register('token')} />
              <PasswordField label="New password" autoComplete="new-password" hint="At least 8 characters" error={errors.password} {...register('password')} />
              <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword} {...register('confirmPassword')} />
              <SubmitButton busy={isSubmitting} busyText="Processing...">
                Set new password
              </SubmitButton>
            </form>
          )}
        </AuthCard>
      </div>
    </section>
  );
}
