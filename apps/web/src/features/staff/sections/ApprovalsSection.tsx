import { jurisdictionName, licenceLabel } from '@clinvia/contracts/licence-jurisdictions';
import { licenceMessages } from '@clinvia/contracts/licences';
import type { DoctorVerificationInput, PendingDoctor, PendingStaff } from '@clinvia/contracts/staff';
import * as operations from '@clinvia/contracts/operations/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import { Avatar } from '../../../components/Avatar';
import { ApiError, reasonOf } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n/i18n';
import { showToast } from '../../../lib/toast';
import { operationMutation } from '../../../lib/operation-queries';
import { approvalsQuery, clinicSpecializationsQuery, staffKeys } from '../api';
import { Section } from '../components/Section';
import { Button } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { CheckboxField, TextField } from '../../../components/fields';
import { formatInstant } from '../components/dates';
import { ReasonForm } from '../components/ReasonForm';
import { formatPhone } from '../../../lib/phone';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

interface ApplicantCardProps {
  name: string;
  email: string;
  registeredAt: string;
  photo?: ReactNode;
  details: ReactNode;
  approveText: string;
  /** What the approval needs from staff first (the doctor's licence check, DOC-10). */
  checks?: ReactNode;
  /** The decision's answer, or null when it was not sent (a check is missing: its field says so). */
  onApprove: () => Promise<{ message: string } | null>;
  onReject: (reason: string) => Promise<{ message: string }>;
}

/** One registration with its details; approve at once, or reject with a reason the applicant reads. */
function ApplicantCard({ name, email, registeredAt, photo, details, approveText, checks, onApprove, onReject }: ApplicantCardProps) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const done = async (message: string) => {
    void showToast({ icon: 'success', title: message, position: 'bottom-end', durationMs: 2500 });
    await queryClient.invalidateQueries({ queryKey: staffKeys.all });
  };

  const approve = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await onApprove();
      if (answer === null) {
        setBusy(false);
        return;
      }
      await done(answer.message);
    } catch (error) {
      setFailure(reasonOf(error));
      setBusy(false);
    }
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {photo}
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
          <p className="break-words text-sm text-slate-600">
            <a href={`mailto:${email}`} className="text-teal-700 underline underline-offset-4">
              {email}
            </a>{' '}
            {t('approvals.registered', { time: formatInstant(registeredAt, language) })}
          </p>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">{details}</dl>
        </div>
      </div>
      {checks !== undefined && !rejecting && <div className="mt-4">{checks}</div>}
      {failure !== null && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failure}
        </p>
      )}
      {rejecting ? (
        <ReasonForm
          label={t('approvals.rejectReason', { name })}
          submitText={t('approvals.rejectRegistration')}
          busyText={t('approvals.rejecting')}
          onSubmit={async (reason) => {
            await done((await onReject(reason)).message);
          }}
          onCancel={() => {
            setRejecting(false);
          }}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => void approve()} aria-label={`${approveText} ${name}`}>
            {busy ? t('approvals.saving') : approveText}
          </Button>
          <Button
            disabled={busy}
            onClick={() => {
              setRejecting(true);
            }}
            variant="danger"
            aria-label={t('approvals.rejectName', { name })}
          >
            {t('approvals.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}

type VerificationErrors = Partial<Record<keyof DoctorVerificationInput, string>>;

function asFieldError(message: string | undefined): FieldError | undefined {
  return message === undefined ? undefined : { type: 'check', message };
}

/**
 * DOC-9, DOC-10: what staff settle as they verify a doctor: the specialization (prefilled with the
 * doctor's words, the clinic's list as suggestions, corrected if need be) and an explicit
 * confirmation of the licence shown. Verify is refused until the licence is confirmed.
 */
function VerificationChecks({
  doctor,
  specialization,
  onSpecialization,
  checked,
  onChecked,
  errors,
}: {
  doctor: PendingDoctor;
  specialization: string;
  onSpecialization: (value: string) => void;
  checked: boolean;
  onChecked: (value: boolean) => void;
  errors: VerificationErrors;
}) {
  const { t } = useTranslation('staff');
  const specializations = useQuery(clinicSpecializationsQuery());
  const id = useId();
  const licence = doctor.licence_number !== null && doctor.licence_state !== null ? licenceLabel(doctor.licence_number, doctor.licence_state) : null;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('approvals.beforeVerify')}</legend>
      <TextField
        label={t('approvals.specialization')}
        hint={t('approvals.specializationHint')}
        list={`${id}-specializations`}
        autoComplete="off"
        maxLength={120}
        value={specialization}
        onChange={(event) => {
          onSpecialization(event.target.value);
        }}
        error={asFieldError(errors.specialization)}
      />
      <datalist id={`${id}-specializations`}>
        {(specializations.data ?? []).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <CheckboxField
        label={licence === null ? t('approvals.checkedNoLicence') : t('approvals.checkedLicence', { licence })}
        checked={checked}
        onChange={(event) => {
          onChecked(event.target.checked);
        }}
        error={asFieldError(errors.licenceChecked)}
      />
    </fieldset>
  );
}

function DoctorApplicant({ doctor }: { doctor: PendingDoctor }) {
  const { t } = useTranslation('staff');
  const [specialization, setSpecialization] = useState(doctor.specialization);
  const [checked, setChecked] = useState(false);
  const [errors, setErrors] = useState<VerificationErrors>({});
  // DOC-9, DOC-10: verified once the licence is checked, with the specialization as staff corrected it.
  const verifyCall = useMutation(operationMutation(operations.verifyDoctor, (body: DoctorVerificationInput) => ({ params: { id: doctor.id }, body })));
  const reject = useMutation(operationMutation(operations.rejectDoctor, (reason: string) => ({ params: { id: doctor.id }, body: { reason } })));

  const verify = async () => {
    if (!checked) {
      setErrors({ licenceChecked: licenceMessages.checkRequired });
      return null;
    }
    setErrors({});
    const corrected = specialization === doctor.specialization ? undefined : specialization;
    try {
      return await verifyCall.mutateAsync({ licenceChecked: true, specialization: corrected });
    } catch (error) {
      // The field's own message (an empty specialization, say), beside the field.
      if (error instanceof ApiError && error.fields !== undefined) {
        setErrors(error.fields);
        return null;
      }
      throw error;
    }
  };

  return (
    <ApplicantCard
      name={doctor.name}
      email={doctor.email}
      registeredAt={doctor.registered_at}
      photo={<Avatar name={doctor.name} src={doctor.face_url} size={72} />}
      approveText={t('approvals.verify')}
      checks={
        <VerificationChecks
          doctor={doctor}
          specialization={specialization}
          onSpecialization={setSpecialization}
          checked={checked}
          onChecked={(value) => {
            setChecked(value);
            if (value) setErrors((before) => ({ ...before, licenceChecked: undefined }));
          }}
          errors={errors}
        />
      }
      onApprove={verify}
      onReject={(reason) => reject.mutateAsync(reason)}
      details={
        <>
          <Detail label={t('approvals.specialization')}>{doctor.specialization}</Detail>
          <Detail label={t('approvals.qualifications')}>{doctor.qualifications}</Detail>
          <Detail label={t('approvals.experience')}>{t('approvals.years', { years: doctor.experience_years })}</Detail>
          <Detail label={t('approvals.fee')}>{`$${String(doctor.consultation_fee)}`}</Detail>
          <Detail label={t('approvals.phone')}>{formatPhone(doctor.phone)}</Detail>
          <Detail label={t('approvals.licence')}>
            {doctor.licence_number !== null && doctor.licence_state !== null
              ? `${doctor.licence_number}, ${jurisdictionName(doctor.licence_state)}`
              : t('approvals.noLicence')}
          </Detail>
        </>
      }
    />
  );
}

function StaffApplicant({ member }: { member: PendingStaff }) {
  const { t } = useTranslation('staff');
  const approve = useMutation(operationMutation(operations.approveStaff, () => ({ params: { id: member.id } })));
  const reject = useMutation(operationMutation(operations.rejectStaff, (reason: string) => ({ params: { id: member.id }, body: { reason } })));
  return (
    <ApplicantCard
      name={member.name}
      email={member.email}
      registeredAt={member.registered_at}
      approveText={t('approvals.approve')}
      onApprove={() => approve.mutateAsync()}
      onReject={(reason) => reject.mutateAsync(reason)}
      details={
        <>
          <Detail label={t('approvals.department')}>{member.department}</Detail>
          <Detail label={t('approvals.position')}>{member.position}</Detail>
          <Detail label={t('approvals.employeeId')}>{member.employee_id}</Detail>
          <Detail label={t('approvals.phone')}>{formatPhone(member.phone)}</Detail>
        </>
      }
    />
  );
}

export default function ApprovalsSection() {
  const { t } = useTranslation('staff');
  const approvals = useQuery(approvalsQuery());
  const data = approvals.data;
  return (
    <Section title={t('approvals.title')} description={t('approvals.description')}>
      <LoadState pending={approvals.isPending} error={approvals.error} empty={false} emptyText="" onRetry={() => void approvals.refetch()}>
        {data && (
          <div className="space-y-8">
            <section aria-labelledby="pending-doctors">
              <h2 id="pending-doctors" className="text-lg font-semibold text-slate-900">
                {t('approvals.doctors', { count: data.doctors.length })}
              </h2>
              {data.doctors.length === 0 ? (
                <p className="mt-3 text-slate-600">{t('approvals.noDoctors')}</p>
              ) : (
                <ul className="mt-3 space-y-4">
                  {data.doctors.map((doctor) => (
                    <DoctorApplicant key={doctor.id} doctor={doctor} />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="pending-staff">
              <h2 id="pending-staff" className="text-lg font-semibold text-slate-900">
                {t('approvals.staff', { count: data.staff.length })}
              </h2>
              {data.staff.length === 0 ? (
                <p className="mt-3 text-slate-600">{t('approvals.noStaff')}</p>
              ) : (
                <ul className="mt-3 space-y-4">
                  {data.staff.map((member) => (
                    <StaffApplicant key={member.id} member={member} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </LoadState>
    </Section>
  );
}
