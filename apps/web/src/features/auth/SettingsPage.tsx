import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, contactDetailsSchema, type AccountResponse, type ChangePasswordInput, type ContactDetailsInput } from '@clinvia/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useSession, type LoginRedirectState } from '../../lib/session';
import { confirmDialog, showToast } from '../../lib/toast';
import { applyFieldErrors, changePassword, fetchAccount, reasonOf, signOutEverywhere, toSessionUser, updateContact } from './api';
import { AuthCard, FormAlert, PasswordField, SubmitButton, TextField } from '../../components/fields';

const accountKey = ['account'] as const;

function ContactDetailsForm({ account }: { account: AccountResponse }) {
  const queryClient = useQueryClient();
  const isPatient = account.user.role === 'patient';
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ContactDetailsInput>({
    resolver: zodResolver(contactDetailsSchema),
    defaultValues: isPatient ? { phoneNumber: account.phoneNumber, address: account.address ?? '' } : { phoneNumber: account.phoneNumber },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await updateContact(values);
      queryClient.setQueryData(accountKey, updated);
      reset(isPatient ? { phoneNumber: updated.phoneNumber, address: updated.address ?? '' } : { phoneNumber: updated.phoneNumber });
      void showToast({ icon: 'success', title: 'Contact details saved', position: 'bottom-end', durationMs: 1500 });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['phoneNumber', 'address'])) setFailure(reasonOf(error));
    }
  });

  return (
    <AuthCard>
      <h2 className="text-xl font-semibold text-slate-900">Contact details</h2>
      <p className="mt-1 text-sm text-slate-600">How the clinic reaches you.</p>
      <form className="mt-5 space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <TextField label="Email" type="email" value={account.user.email} readOnly disabled hint="Your email identifies your account and cannot be changed here." />
        <TextField label="Phone number" type="tel" autoComplete="tel" error={errors.phoneNumber} {...register('phoneNumber')} />
        {isPatient ? <TextField label="Address" autoComplete="street-address" error={errors.address} {...register('address')} /> : null}
        <div className="sm:w-56">
          <SubmitButton busy={isSubmitting || !isDirty} busyText={isSubmitting ? 'Saving...' : 'Save details'}>
            Save details
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}

function ChangePasswordForm() {
  const { signIn } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token, user } = await changePassword(values);
      // Other devices are signed out by the change; this one continues with the new token.
      signIn(token, toSessionUser(user));
      reset();
      void showToast({ icon: 'success', title: 'Password changed', text: 'Other devices have been signed out.', position: 'bottom-end', durationMs: 2500 });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['currentPassword', 'newPassword', 'confirmPassword'])) setFailure(reasonOf(error));
    }
  });

  return (
    <AuthCard>
      <h2 className="text-xl font-semibold text-slate-900">Change password</h2>
      <p className="mt-1 text-sm text-slate-600">You stay signed in here; your other devices are signed out.</p>
      <form className="mt-5 space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <PasswordField label="Current password" autoComplete="current-password" error={errors.currentPassword} {...register('currentPassword')} />
        <PasswordField label="New password" autoComplete="new-password" hint="At least 8 characters" error={errors.newPassword} {...register('newPassword')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword} {...register('confirmPassword')} />
        <div className="sm:w-56">
          <SubmitButton busy={isSubmitting} busyText="Processing...">
            Change password
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}

function SignOutEverywhere() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      signOut();
      // Signing in again leads back here.
      const state: LoginRedirectState = { from: location };
      void navigate('/login', { replace: true, state });
      void showToast({ icon: 'success', title: 'Signed out of all devices', position: 'bottom-end', durationMs: 1500 });
    },
  });

  const onClick = async () => {
    const confirmed = await confirmDialog({
      title: 'Sign out of all devices?',
      text: 'You will need to sign in again on every device, including this one.',
      confirmText: 'Sign out everywhere',
    });
    if (confirmed) mutation.mutate();
  };

  return (
    <AuthCard>
      <h2 className="text-xl font-semibold text-slate-900">Sessions</h2>
      <p className="mt-1 text-sm text-slate-600">Lost a phone or used a shared computer? End every session of your account.</p>
      {mutation.isError ? (
        <div className="mt-4">
          <FormAlert tone="error">{reasonOf(mutation.error)}</FormAlert>
        </div>
      ) : null}
      <button
        type="button"
        disabled={mutation.isPending}
        onClick={() => void onClick()}
        className="mt-5 rounded-md border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
      >
        {mutation.isPending ? 'Signing out...' : 'Sign out of all devices'}
      </button>
    </AuthCard>
  );
}

export default function SettingsPage() {
  const account = useQuery({ queryKey: accountKey, queryFn: ({ signal }) => fetchAccount(signal) });
  return (
    <section className="page-container py-8 sm:py-12">
      <title>Settings · Clinvia</title>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Settings</h1>
        <p className="mt-2 text-slate-600">Change your password and contact details.</p>
        <div className="mt-6 space-y-6">
          {account.isPending ? <PageLoading /> : null}
          {account.isError ? <FormAlert tone="error">{reasonOf(account.error)}</FormAlert> : null}
          {account.data ? <ContactDetailsForm account={account.data} /> : null}
          <ChangePasswordForm />
          <SignOutEverywhere />
        </div>
      </div>
    </section>
  );
}
