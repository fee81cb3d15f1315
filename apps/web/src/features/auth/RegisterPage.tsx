import type { Registration } from '@clinvia/contracts/auth';
import { licenceJurisdictions } from '@clinvia/contracts/licence-jurisdictions';
import { photoProblem, profilePhotoRules } from '@clinvia/contracts/profile-photo';
import { listSpecializations } from '@clinvia/contracts/operations/doctors';
import { useEffect, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError, applyFieldErrors, reasonOf } from '../../lib/api';
import { call } from '../../lib/client';
import { showToast } from '../../lib/toast';
import type { LoginRedirectState } from '../../lib/session';
import type { Role } from '../../lib/token';
import { AuthCard, PasswordField, SelectField, SubmitButton, TextField } from '../../components/fields';

/**
 * zod, the shared registration schemas and the API helpers (~40 KB gzip) are fetched when the
 * form is first used, not with the page, and the form keeps its own fields instead of
 * react-hook-form (~14 KB gzip): the page shows and takes input at once (PERF-7).
 */
function loadRegistration() {
  return Promise.all([import('@clinvia/contracts/auth'), import('@clinvia/contracts/operations/auth')]);
}

/** AUTH-3: the registration toast lasts 1.5 s, then the user goes to /login. */
const TOAST_MS = 1500;

/** Every field of every role's form, as typed (strings); each form uses its own subset. */
interface FormValues {
  role: Role;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  age?: string;
  address?: string;
  gender?: string;
  specialization?: string;
  qualifications?: string;
  experienceYears?: string;
  consultationFee?: string;
  licenceNumber?: string;
  licenceState?: string;
  department?: string;
  position?: string;
  employeeId?: string;
}

const common = { name: '', email: '', password: '', confirmPassword: '', phoneNumber: '' };

/** Only the role's own fields exist in its form, so other roles' fields are never sent (AUTH-1). */
const emptyForms: Record<Role, FormValues> = {
  patient: { role: 'patient', ...common, age: '', address: '', gender: '' },
  doctor: { role: 'doctor', ...common, specialization: '', qualifications: '', experienceYears: '', consultationFee: '', licenceNumber: '', licenceState: '' },
  staff: { role: 'staff', ...common, department: '', position: '', employeeId: '' },
};

const roles: Role[] = ['patient', 'doctor', 'staff'];

/** DOC-10: the jurisdictions as 'California (CA)', by name. */
const licenceStateOptions = Object.entries(licenceJurisdictions)
  .map(([code, name]) => ({ value: code, label: `${name} (${code})` }))
  .sort((a, b) => a.label.localeCompare(b.label));

const genders = ['male', 'female', 'other'] as const;

function asFormData(values: Registration, photo: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  form.append('profilePhoto', photo);
  return form;
}

type FormErrors = Partial<Record<keyof FormValues, FieldError>>;

/** The role's own fields as typed: only the fields its form shows (AUTH-1). */
function readForm(form: HTMLFormElement, role: Role): FormValues {
  const values: Record<string, string> = {};
  for (const key of Object.keys(emptyForms[role])) {
    const field = form.elements.namedItem(key) as HTMLInputElement | HTMLSelectElement | null;
    values[key] = key === 'role' ? role : (field?.value ?? '');
  }
  return values as unknown as FormValues;
}

/** The same rules and messages as the API's (registrationFormSchemas); the first message of each field. */
async function validate(role: Role, values: FormValues): Promise<{ errors: FormErrors; registration?: Registration }> {
  const [{ registrationFormSchemas }] = await loadRegistration();
  const result = registrationFormSchemas[role].safeParse(values);
  if (result.success) return { errors: {}, registration: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof FormValues | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = { type: issue.code, message: issue.message };
  }
  return { errors };
}

function RegistrationForm({ role }: { role: Role }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<FieldError | undefined>(undefined);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const register = (name: keyof FormValues) => ({ name, defaultValue: emptyForms[role][name] });

  /** After a first attempt, the message of the field being typed in follows it (as react-hook-form did). */
  const revalidate = async (name: unknown) => {
    if (!submitted || formRef.current === null || typeof name !== 'string' || !(name in emptyForms[role])) return;
    const { errors: now } = await validate(role, readForm(formRef.current, role));
    const field = name as keyof FormValues;
    setErrors((before) => ({ ...before, [field]: now[field] }));
  };

  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? photoProblem(file) : null;
    setPhotoError(problem ? { type: 'client', message: problem } : undefined);
    setPhoto(problem ? null : file);
  };

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const { errors: found, registration } = await validate(role, readForm(form, role));
    setErrors(found);
    if (registration === undefined) {
      const first = Object.keys(emptyForms[role]).find((key) => found[key as keyof FormValues] !== undefined);
      if (first !== undefined) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (photoError) return;
    setBusy(true);
    try {
      const [, { register: registerAccount }] = await loadRegistration();
      // JSON, or multipart when the doctor adds a photo (the server checks its bytes and size).
      await call(registerAccount, { body: role === 'doctor' && photo ? asFormData(registration, photo) : { ...registration } });
      await showToast({ icon: 'success', title: t('register.successToast'), durationMs: TOAST_MS });
      // Issue 40.7: the sign-in page says the account is ready and keeps the e-mail; a page that
      // sent the person here (a record to claim, FAMILY-9) is where signing in then returns.
      const state: LoginRedirectState = { registeredEmail: registration.email, from: (location.state as LoginRedirectState | null)?.from };
      void navigate('/login', { state });
    } catch (error) {
      const fromServer: FormErrors = {};
      applyFieldErrors(
        error,
        (field: keyof FormValues, fieldError: FieldError) => {
          fromServer[field] = fieldError;
        },
        Object.keys(emptyForms[role]),
      );
      setErrors((before) => ({ ...before, ...fromServer }));
      const photoMessage = error instanceof ApiError ? error.fields?.profilePhoto : undefined;
      if (photoMessage) setPhotoError({ type: 'server', message: photoMessage });
      void showToast({ icon: 'error', title: t('register.failedToast'), text: reasonOf(error), durationMs: TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="space-y-5"
      noValidate
      onFocus={() => void loadRegistration()}
      // A form's change event comes from the field that changed (the target is typed as the form).
      onChange={(event) => void revalidate((event.target as { name?: unknown }).name)}
      onSubmit={(event) => void onSubmit(event)} aria-label={t(`register.form.${role}`)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('register.name')} autoComplete="name" error={errors.name} {...register('name')} />
        <TextField label={t('register.email')} type="email" autoComplete="email" error={errors.email} {...register('email')} />
        <PasswordField label={t('register.password')} autoComplete="new-password" hint={t('register.passwordHint')} error={errors.password} {...register('password')} />
        <PasswordField label={t('register.confirmPassword')} autoComplete="new-password" error={errors.confirmPassword} {...register('confirmPassword')} />
        <TextField label={t('register.phone')} type="tel" autoComplete="tel" error={errors.phoneNumber} {...register('phoneNumber')} />

        {role === 'patient' ? (
          <>
            <TextField label={t('register.age')} type="number" inputMode="numeric" min={0} max={150} error={errors.age} {...register('age')} />
            <SelectField label={t('register.gender')} placeholder={t('register.genderPlaceholder')} options={genders.map((value) => ({ value, label: t(`register.genders.${value}`) }))} error={errors.gender} {...register('gender')} />
            <TextField label={t('register.address')} autoComplete="street-address" error={errors.address} {...register('address')} />
          </>
        ) : null}

        {role === 'doctor' ? (
          <>
            <TextField label={t('register.specialization')} placeholder={t('register.specializationPlaceholder')} list="clinic-specializations" autoComplete="off" error={errors.specialization} {...register('specialization')} />
            <ClinicSpecializations />
            <TextField label={t('register.qualifications')} placeholder={t('register.qualificationsPlaceholder')} error={errors.qualifications} {...register('qualifications')} />
            <TextField label={t('register.experience')} type="number" inputMode="numeric" min={0} max={80} error={errors.experienceYears} {...register('experienceYears')} />
            <TextField label={t('register.fee')} type="number" inputMode="decimal" min={0} step="0.01" error={errors.consultationFee} {...register('consultationFee')} />
            {/* DOC-10: beside the specification's fields, the licence staff check before listing the doctor. */}
            <TextField label={t('register.licenceNumber')} placeholder={t('register.licenceNumberPlaceholder')} autoComplete="off" hint={t('register.licenceNumberHint')} error={errors.licenceNumber} {...register('licenceNumber')} />
            <SelectField label={t('register.licenceState')} placeholder={t('register.licenceStatePlaceholder')} options={licenceStateOptions} error={errors.licenceState} {...register('licenceState')} />
            <div className="sm:col-span-2">
              <TextField
                label={t('register.photo')}
                optional
                type="file"
                accept={profilePhotoRules.types.join(',')}
                hint={t('register.photoHint')}
                error={photoError}
                onChange={onPhoto}
                className="file:mr-4 file:rounded-md file:border-0 file:bg-teal-50 file:px-3 file:py-1.5 file:font-medium file:text-teal-800"
              />
            </div>
          </>
        ) : null}

        {role === 'staff' ? (
          <>
            <TextField label={t('register.department')} error={errors.department} {...register('department')} />
            <TextField label={t('register.position')} error={errors.position} {...register('position')} />
            <TextField label={t('register.employeeId')} error={errors.employeeId} {...register('employeeId')} />
          </>
        ) : null}
      </div>
      {role === 'staff' ? <p className="text-sm text-slate-600">{t('register.staffNote')}</p> : null}
      {role === 'doctor' ? <p className="text-sm text-slate-600">{t('register.doctorNote')}</p> : null}
      <SubmitButton busy={busy} busyText={t('register.submitting')}>
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}

/**
 * AUTH-25 (issue 40.5): the clinic's specializations as the field's suggestions, so that a doctor
 * picks the clinic's spelling; anything else typed is still accepted. Without them (offline), the
 * field is a plain text box.
 */
function ClinicSpecializations() {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // Not checked with zod: the sign-up form keeps zod out of its first download; a list of names is all it reads.
    call(listSpecializations, { signal: controller.signal, unchecked: true }).then(
      (answer) => {
        setNames(answer);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
    };
  }, []);
  return (
    <datalist id="clinic-specializations" data-testid="clinic-specializations">
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [role, setRole] = useState<Role>('patient');
  return (
    <section className="page-container py-8 sm:py-12">
      <title>{t('register.pageTitle')}</title>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('register.title')}</h1>
        <p className="mt-2 text-slate-600">{t('register.lead')}</p>
        <AuthCard className="mt-6">
          <div className="mb-6 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1" role="group" aria-label={t('register.registeringAs')}>
            {roles.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={role === option}
                onClick={() => {
                  setRole(option);
                }}
                className={`rounded-md px-3 py-2 text-sm font-medium ${role === option ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`}
              >
                {t(`register.roles.${option}`)}
              </button>
            ))}
          </div>
          {/* A new key per role: switching the role resets the form (AUTH-1). */}
          <RegistrationForm key={role} role={role} />
          <p className="mt-6 text-center text-sm text-slate-700">
            {t('register.haveAccount')}{' '}
            <Link to="/login" className="font-semibold text-teal-700 underline-offset-4 hover:underline">
              {t('register.signIn')}
            </Link>
          </p>
        </AuthCard>
      </div>
    </section>
  );
}
