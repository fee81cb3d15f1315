import { changePasswordSchema, contactDetailsSchema, type AccountResponse, type ContactDetailsInput } from '@clinvia/contracts/auth';
import * as operations from '@clinvia/contracts/operations/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useSession, type LoginRedirectState } from '../../lib/session';
import { confirmDialog, showToast } from '../../lib/toast';
import type { SessionListing } from '@clinvia/contracts/auth';
import { operationKey, operationMutation, operationQuery } from '../../lib/operation-queries';
import { reasonOf } from './api';
import { AuthCard, FormAlert, PasswordField, SubmitButton, TextField } from '../../components/fields';
import { ReminderSettings } from './components/ReminderSettings';
import { MessageNoticeSettings } from './components/MessageNoticeSettings';
import { LanguageSettings } from './components/LanguageSettings';
import { TwoStepSetup } from './components/TwoStepSetup';
import { ChangeEmail } from './components/ChangeEmail';
import { accountKey, accountQuery } from '../../lib/queries/account';
import { Button } from '../../components/ui/Button';
import { useApiForm } from '../../components/ui/useApiForm';
import { NotWhileActing } from '../../components/NotWhileActing';
import { useLanguage } from '../../lib/i18n/i18n';
import { localeOf } from '../../lib/i18n/locale';
import { useTranslation } from 'react-i18next';


function ContactDetailsForm({ account }: { account: AccountResponse }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const isPatient = account.user.role === 'patient';
  const updateContact = useMutation(operationMutation(operations.updateContactDetails, (body: ContactDetailsInput) => ({ body })));
  const {
    register,
    submit,
    failure,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useApiForm({
    schema: contactDetailsSchema,
    defaultValues: isPatient ? { phoneNumber: account.phoneNumber, address: account.address ?? '' } : { phoneNumber: account.phoneNumber },
    fields: ['phoneNumber', 'address'],
    onSubmit: async (values) => {
      const updated = await updateContact.mutateAsync(values);
      queryClient.setQueryData(accountKey, updated);
      reset(isPatient ? { phoneNumber: updated.phoneNumber, address: updated.address ?? '' } : { phoneNumber: updated.phoneNumber });
      void showToast({ icon: 'success', title: t('contact.saved'), position: 'bottom-end', durationMs: 1500 });
    },
  });

  return (
    <AuthCard>
      <h2 className="text-xl font-semibold text-slate-900">{t('contact.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('contact.lead')}</p>
      <form className="mt-5 space-y-5" noValidate onSubmit={submit}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <TextField label={t('contact.email')} type="email" value={account.user.email} readOnly disabled hint={t('contact.emailHint')} />
        <TextField label={t('contact.phone')} type="tel" autoComplete="tel" error={errors.phoneNumber} {...register('phoneNumber')} />
        {isPatient ? <TextField label={t('contact.address')} autoComplete="street-address" error={errors.address} {...register('address')} /> : null}
        <div className="sm:w-56">
          <SubmitButton busy={isSubmitting || !isDirty} busyText={isSubmitting ? t('contact.saving') : t('contact.save')}>
            {t('contact.save')}
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  // Re-authentication: with two-step sign-in on, a current code too (AUTH-18).
  const mfa = useQuery(operationQuery(operations.getMfaStatus));
  const changePassword = useMutation(operationMutation(operations.changePassword));
  const {
    register,
    submit,
    failure,
    reset,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', endOtherSessions: true, code: '' },
    fields: ['currentPassword', 'newPassword', 'confirmPassword', 'code'],
    onSubmit: async (values) => {
      const { code, ...rest } = values;
      const { message } = await changePassword.mutateAsync({ body: { ...rest, endOtherSessions: values.endOtherSessions !== false, ...(code === undefined || code === '' ? {} : { code }) } });
      // This device's session goes on; the list of devices may have changed.
      reset();
      void queryClient.invalidateQueries({ queryKey: operationKey(operations.listSessions) });
      void showToast({ icon: 'success', title: t('password.changed'), text: message, position: 'bottom-end', durationMs: 2500 });
    },
  });

  return (
    <AuthCard>
      <h2 className="text-xl font-semibold text-slate-900">{t('password.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('password.lead')}</p>
      <form className="mt-5 space-y-5" noValidate onSubmit={submit}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <PasswordField label={t('password.current')} autoComplete="current-password" error={errors.currentPassword} {...register('currentPassword')} />
        <PasswordField label={t('password.new')} autoComplete="new-password" hint={t('password.newHint')} error={errors.newPassword} {...register('newPassword')} />
        <PasswordField label={t('password.confirm')} autoComplete="new-password" error={errors.confirmPassword} {...register('confirmPassword')} />
        {mfa.data?.enabled === true ? <TextField label={t('password.code')} autoComplete="one-time-code" error={errors.code} {...register('code')} /> : null}
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('endOtherSessions')} />
          {t('password.endOthers')}
        </label>
        <div className="sm:w-56">
          <SubmitButton busy={isSubmitting} busyText={t('password.submitting')}>
            {t('password.submit')}
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}

const dateTimeStyle = { dateStyle: 'medium', timeStyle: 'short' } as const;

function SessionRow({ session }: { session: SessionListing }) {
  const { t } = useTranslation('account');
  const dateTime = new Intl.DateTimeFormat(localeOf(useLanguage()), dateTimeStyle);
  const queryClient = useQueryClient();
  const end = useMutation({
    ...operationMutation(operations.endSession, () => ({ params: { sessionId: session.id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationKey(operations.listSessions) }),
  });
  const title = t('sessions.device', { browser: session.browser, device: session.device });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {title}
          {session.current ? <span className="ml-2 rounded bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">{t('sessions.thisDevice')}</span> : null}
        </p>
        <p className="text-slate-600">{session.place}</p>
        <p className="text-slate-600">{t('sessions.times', { started: dateTime.format(new Date(session.startedAt)), active: dateTime.format(new Date(session.lastActiveAt)) })}</p>
        {end.isError ? <p className="text-red-700">{reasonOf(end.error)}</p> : null}
      </div>
      {session.current ? null : (
        <Button
          disabled={end.isPending}
          onClick={() => {
            end.mutate();
          }}
          aria-label={t('sessions.signOutLabel', { browser: session.browser, device: session.device, started: dateTime.format(new Date(session.startedAt)) })}
          variant="secondary" size="sm"
        >
          {end.isPending ? t('sessions.signingOut') : t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** AUTH-17: the signed-in devices, this one marked; any other can be ended. */
function SessionList() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const sessions = useQuery(operationQuery(operations.listSessions));
  const others = useMutation({
    ...operationMutation(operations.endOtherSessions, () => ({})),
    onSuccess: ({ message }) => {
      void showToast({ icon: 'success', title: message, position: 'bottom-end', durationMs: 1500 });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationKey(operations.listSessions) }),
  });
  const list = sessions.data?.sessions ?? [];
  return (
    <AuthCard>
      <h2 className="text-xl font-semibold text-slate-900">{t('sessions.title')}</h2>
      {sessions.isPending ? <PageLoading /> : null}
      {sessions.isError ? <FormAlert tone="error">{reasonOf(sessions.error)}</FormAlert> : null}
      <ul className="mt-3 divide-y divide-slate-200" aria-label={t('sessions.list')}>
        {list.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others.isError ? <FormAlert tone="error">{reasonOf(others.error)}</FormAlert> : null}
      {list.length > 1 ? (
        <Button
          disabled={others.isPending}
          onClick={() => {
            others.mutate();
          }}
          variant="secondary" size="lg" className="mt-4"
        >
          {others.isPending ? t('sessions.signingOut') : t('sessions.signOutOthers')}
        </Button>
      ) : null}
    </AuthCard>
  );
}

function SignOutEverywhere() {
  const { t } = useTranslation('account');
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useMutation({
    ...operationMutation(operations.signOutEverywhere, () => ({})),
    onSuccess: () => {
      signOut();
      // Signing in again leads back here.
      const state: LoginRedirectState = { from: location };
      void navigate('/login', { replace: true, state });
      void showToast({ icon: 'success', title: t('everywhere.done'), position: 'bottom-end', durationMs: 1500 });
    },
  });

  const onClick = async () => {
    const confirmed = await confirmDialog({
      title: t('everywhere.confirmTitle'),
      text: t('everywhere.confirmText'),
      confirmText: t('everywhere.confirmButton'),
    });
    if (confirmed) mutation.mutate();
  };

  return (
    <AuthCard>
      <h2 className="text-xl font-semibold text-slate-900">{t('everywhere.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('everywhere.lead')}</p>
      {mutation.isError ? (
        <div className="mt-4">
          <FormAlert tone="error">{reasonOf(mutation.error)}</FormAlert>
        </div>
      ) : null}
      <Button
        disabled={mutation.isPending}
        onClick={() => void onClick()}
        variant="secondary" size="lg" className="mt-5"
      >
        {mutation.isPending ? t('everywhere.signingOut') : t('everywhere.button')}
      </Button>
    </AuthCard>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation('account');
  const account = useQuery(accountQuery());
  return (
    <section className="page-container py-8 sm:py-12">
      <title>{t('settings.pageTitle')}</title>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('settings.title')}</h1>
        <p className="mt-2 text-slate-600">{t('settings.lead')}</p>
        <div className="mt-6 space-y-6">
          <NotWhileActing why={(name) => t('settings.whileActing', { name })}>
            {account.isPending ? <PageLoading /> : null}
            {account.isError ? <FormAlert tone="error">{reasonOf(account.error)}</FormAlert> : null}
            {account.data ? <LanguageSettings /> : null}
            {account.data ? <ContactDetailsForm account={account.data} /> : null}
            {account.data ? <ChangeEmail pending={account.data.pendingEmail} /> : null}
            {account.data?.user.role === 'patient' ? <ReminderSettings /> : null}
            {account.data ? <MessageNoticeSettings /> : null}
            <ChangePasswordForm />
            <TwoStepSetup />
            <SessionList />
            <SignOutEverywhere />
          </NotWhileActing>
        </div>
      </div>
    </section>
  );
}
