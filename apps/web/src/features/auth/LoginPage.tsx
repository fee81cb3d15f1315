import type { LoginInput, LoginResponse } from '@clinvia/contracts/auth';
import { Building2, LayoutDashboard, Stethoscope, UserRound } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type SyntheticEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LogoMark } from '../../components/Logo';
import { ApiError } from '../../lib/api';
import { adoptProfileLanguage } from '../../lib/i18n/choose';
import { useSession, type LoginRedirectState } from '../../lib/session';
import { showToast } from '../../lib/toast';
import type { Role } from '../../lib/token';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../components/fields';
import { ProcessingView } from './components/ProcessingView';

/** AUTH-9: both login toasts last 1500 ms. */
const TOAST_MS = 1500;

/** Where each role lands after signing in (AUTH-9; staff: their console, STAFF-1). */
export const homeOf: Record<Role, string> = { patient: '/', doctor: '/doctor-portal', staff: '/staff' };

const tabs: Role[] = ['patient', 'doctor', 'staff'];

const features = [
  { icon: UserRound, role: 'patient' },
  { icon: LayoutDashboard, role: 'doctor' },
  { icon: Building2, role: 'staff' },
] as const;

/**
 * zod, the shared schemas and the API helpers that check responses with them (~40 KB gzip) are
 * fetched when the form is first used, not with the page: the page shows and takes input at once.
 * The form keeps its own few fields instead of react-hook-form (~14 KB gzip) for the same reason.
 */
// Only an account with two-step sign-in sees the code step: it loads with the sign-in code below,
// after the password, so the first download of /login stays within its budget (PERF-7).
const SecondStepForm = lazy(async () => ({ default: (await import('./components/SecondStepForm')).SecondStepForm }));

function loadSignIn() {
  return Promise.all([import('@clinvia/contracts/auth'), import('@clinvia/contracts/operations/auth'), import('../../lib/client')]);
}

type LoginErrors = Partial<Record<keyof LoginInput, FieldError>>;

function readForm(form: HTMLFormElement): LoginInput {
  const input = (name: keyof LoginInput) => form.elements.namedItem(name) as HTMLInputElement | null;
  return { email: input('email')?.value ?? '', password: input('password')?.value ?? '', rememberMe: input('rememberMe')?.checked === true };
}

/** The same rules and messages as the API's (loginSchema); the first message of each field. */
async function validate(values: LoginInput): Promise<{ errors: LoginErrors; valid: boolean }> {
  const [{ loginSchema }] = await loadSignIn();
  const result = loginSchema.safeParse(values);
  if (result.success) return { errors: {}, valid: true };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined) errors[field] = { type: issue.code, message: issue.message };
  }
  return { errors, valid: false };
}

function destinationAfterLogin(role: Role, state: LoginRedirectState | null): string {
  const from = state?.from;
  if (from && from.pathname !== '/login') return `${from.pathname}${from.search}${from.hash}`;
  return homeOf[role];
}

export default function LoginPage() {
  const { signIn } = useSession();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [tab, setTab] = useState<Role>('patient');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [challenge, setChallenge] = useState<{ challenge: string; rememberMe: boolean } | null>(null);
  // Why the last session ended, when it ended by itself or elsewhere (AUTH-16).
  const endedReason = (location.state as LoginRedirectState | null)?.reason;
  const registeredEmail = (location.state as LoginRedirectState | null)?.registeredEmail;

  /** After a first attempt, the messages follow what is typed (as react-hook-form did). */
  const revalidate = async () => {
    if (!submitted || formRef.current === null) return;
    setErrors((await validate(readForm(formRef.current))).errors);
  };

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form);
    setSubmitted(true);
    const checked = await validate(values);
    setErrors(checked.errors);
    if (!checked.valid) {
      const first = (['email', 'password'] as const).find((field) => checked.errors[field] !== undefined);
      if (first !== undefined) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    setAlert(null);
    const [, { login }, { call }] = await loadSignIn();
    try {
      const rememberMe = values.rememberMe === true;
      const answer = await call(login, { body: { email: values.email, password: values.password, rememberMe } });
      form.reset();
      setSubmitted(false);
      if ('secondStep' in answer) {
        setChallenge({ challenge: answer.challenge, rememberMe });
        return;
      }
      await finish(answer);
    } catch (error) {
      const { reasonOf } = await import('./api');
      const reason = reasonOf(error);
      if (error instanceof ApiError && error.status === 429) setAlert(reason);
      void showToast({ icon: 'error', title: t('signIn.failedToast'), text: reason, position: 'top', durationMs: TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  const finish = async ({ token, user, language }: LoginResponse) => {
    const { toSessionUser } = await import('./api');
    // I18N-2: the profile's language wins over the device's from now on; the page follows it
    // even if its catalogues could not be fetched (it then stays as it is).
    await adoptProfileLanguage(language).catch(() => undefined);
    signIn(token, toSessionUser(user));
    void showToast({ icon: 'success', title: t('signIn.successToast'), position: 'bottom-end', durationMs: TOAST_MS });
    void navigate(destinationAfterLogin(user.role, location.state as LoginRedirectState | null), { replace: true });
  };

  return (
    <section className="page-container py-8 sm:py-12">
      <title>{t('signIn.pageTitle')}</title>
      {busy ? <ProcessingView /> : null}
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
        <div className="bg-gradient-to-br from-teal-700 to-teal-900 p-8 text-white sm:p-10">
          <div className="flex items-center gap-3">
            <LogoMark className="size-10" />
            <p className="text-2xl font-bold tracking-tight">{t('signIn.brand')}</p>
          </div>
          <p className="mt-4 text-lg text-teal-50">{t('signIn.lead')}</p>
          <ul className="mt-8 space-y-5">
            {features.map(({ icon: Icon, role }) => (
              <li key={role} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold">{t(`signIn.features.${role}.title`)}</span>
                  <span className="block text-sm text-teal-50">{t(`signIn.features.${role}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div className="p-6 sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('signIn.title')}</h1>
          <p className="mt-2 text-slate-600">{t('signIn.subtitle')}</p>

          <div className="mt-6 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1" role="group" aria-label={t('signIn.signingInAs')}>
            {tabs.map((role) => (
              <button
                key={role}
                type="button"
                aria-pressed={tab === role}
                onClick={() => {
                  setTab(role);
                }}
                className={`rounded-md px-3 py-2 text-sm font-medium ${tab === role ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`}
              >
                {t(`signIn.tabs.${role}`)}
              </button>
            ))}
          </div>

          {challenge !== null ? (
            <Suspense fallback={null}>
              <SecondStepForm
                challenge={challenge}
                onDone={finish}
                onRestart={(reason) => {
                  setChallenge(null);
                  setAlert(reason);
                }}
              />
            </Suspense>
          ) : null}
          <form
            hidden={challenge !== null}
            ref={formRef}
            className="mt-6 space-y-5"
            noValidate
            onFocus={() => void loadSignIn()}
            onChange={() => void revalidate()}
            onSubmit={(event) => void onSubmit(event)}
          >
            {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
            {endedReason !== undefined && alert === null ? <FormAlert tone="info">{endedReason}</FormAlert> : null}
            {registeredEmail !== undefined && alert === null ? (
              <FormAlert tone="success">{t('signIn.registered', { email: registeredEmail })}</FormAlert>
            ) : null}
            <TextField label={t('signIn.email')} type="email" autoComplete="email" placeholder={t('signIn.emailPlaceholder')} name="email" defaultValue={registeredEmail} error={errors.email} />
            <PasswordField label={t('signIn.password')} autoComplete="current-password" placeholder={t('signIn.passwordPlaceholder')} name="password" error={errors.password} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" className="size-4 rounded border-slate-400 accent-teal-700" name="rememberMe" />
                {t('signIn.rememberMe')}
              </label>
              <Link to="/forgot-password" className="text-sm font-medium text-teal-700 underline-offset-4 hover:underline">
                {t('signIn.forgot')}
              </Link>
            </div>
            <SubmitButton busy={busy} busyText={t('signIn.submitting')}>
              {t('signIn.submit')}
            </SubmitButton>
          </form>

          <p className="mt-6 text-center text-sm text-slate-700">
            {t('signIn.noAccount')}{' '}
            <Link to="/register" className="font-semibold text-teal-700 underline-offset-4 hover:underline">
              {t('signIn.createOne')}
            </Link>
          </p>
          {tab === 'patient' ? (
            <p className="mt-4 flex items-center justify-center gap-2 text-center text-sm">
              <Stethoscope className="size-4 text-red-700" aria-hidden="true" />
              <Link to="/contact#urgent-care" className="font-medium text-red-700 underline underline-offset-4 hover:text-red-800">
                {t('signIn.urgentCare')}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
