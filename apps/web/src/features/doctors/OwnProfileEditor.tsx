import { photoProblem, profilePhotoRules } from '@clinvia/contracts/profile-photo';
import {
  doctorBioMaxLength,
  doctorProfileUpdateSchema,
  maxInsurancePlans,
  type DoctorProfileUpdate,
  type DoctorProfileUpdateInput,
  type OwnDoctorProfile,
} from '@clinvia/contracts/doctor-portal';
import { removeOwnDoctorPhoto, updateOwnDoctorProfile, uploadOwnDoctorPhoto } from '@clinvia/contracts/operations/doctor-portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { FormAlert, TextAreaField, TextField } from '../../components/fields';
import { LanguagesField } from '../../components/LanguagesField';
import { reasonOf } from '../../lib/api';
import { operationMutation } from '../../lib/operation-queries';
import { showToast } from '../../lib/toast';
import { ownProfileKey } from '../../lib/queries/doctor-profile';
import { citiesQuery } from './api';
import { Button, buttonClass } from '../../components/ui/Button';
import { useApiForm } from '../../components/ui/useApiForm';

// The Edit mode of the signed-in doctor's own profile (issue 11 point 5): what the doctor keeps
// up to date themselves. Find Doctor reads the same record, so a saved change shows there at once.

const fields = ['consultationFee', 'qualifications', 'experienceYears', 'city', 'clinicAddress', 'available', 'bio', 'insurancePlans', 'languages'] as const;

function PhotoEditor({ profile }: { profile: OwnDoctorProfile }) {
  const { t } = useTranslation('doctors');
  const queryClient = useQueryClient();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { mutateAsync: uploadPhoto } = useMutation(
    operationMutation(uploadOwnDoctorPhoto, (file: File) => {
      const body = new FormData();
      body.append('photo', file);
      return { body };
    }),
  );
  const { mutateAsync: removePhoto } = useMutation(operationMutation(removeOwnDoctorPhoto, () => ({})));

  const save = async (run: () => Promise<OwnDoctorProfile>, message: string) => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      queryClient.setQueryData(ownProfileKey, await run());
      void queryClient.invalidateQueries({ queryKey: ['doctors'] });
      setDone(message);
    } catch (error) {
      setProblem(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = photoProblem(file);
    if (wrong !== null) {
      setDone(null);
      setProblem(wrong);
      return;
    }
    void save(() => uploadPhoto(file), t('editor.photoSaved'));
  };

  return (
    <section aria-labelledby="photo-title" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="photo-title" className="text-lg font-semibold text-slate-900">
        {t('editor.photo')}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={profile.name} src={profile.face_url} size={96} />
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={inputId}
              className={buttonClass({ variant: 'outline', className: `cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600 ${busy ? 'pointer-events-none opacity-60' : ''}` })}
            >
              {busy ? t('editor.saving') : t('editor.choosePhoto')}
              <input id={inputId} type="file" accept={profilePhotoRules.types.join(',')} aria-describedby={`${inputId}-hint`} onChange={onFile} disabled={busy} className="sr-only" />
            </label>
            {profile.face_url !== null && (
              <Button
                disabled={busy}
                onClick={() => void save(removePhoto, t('editor.photoRemoved'))}
                variant="secondary"
              >
                {t('editor.removePhoto')}
              </Button>
            )}
          </div>
          <p id={`${inputId}-hint`} className="text-sm text-slate-600">
            {t('editor.photoHint')}
          </p>
          <p role="status" className="text-sm text-green-800">
            {done}
          </p>
          {problem !== null && (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

export function OwnProfileEditor({ profile, onDone }: { profile: OwnDoctorProfile; onDone: () => void }) {
  const { t } = useTranslation('doctors');
  const queryClient = useQueryClient();
  const cities = useQuery(citiesQuery());
  const citiesId = useId();
  const update = useMutation(operationMutation(updateOwnDoctorProfile, (body: DoctorProfileUpdate) => ({ body })));
  const {
    register,
    submit,
    failure,
    control,
    formState: { errors, isSubmitting },
  } = useApiForm<DoctorProfileUpdateInput, DoctorProfileUpdate>({
    schema: doctorProfileUpdateSchema,
    fields,
    onSubmit: async (values) => {
      queryClient.setQueryData(ownProfileKey, await update.mutateAsync(values));
      await queryClient.invalidateQueries({ queryKey: ['doctors'] });
      void showToast({ icon: 'success', title: t('editor.savedTitle'), text: t('editor.savedText'), position: 'bottom-end', durationMs: 3000 });
      onDone();
    },
    defaultValues: {
      consultationFee: String(profile.consultation_fee),
      qualifications: profile.qualifications,
      experienceYears: String(profile.experience_years),
      city: profile.city ?? '',
      clinicAddress: profile.clinic_address ?? '',
      available: profile.available,
      bio: profile.bio ?? '',
      // DOC-11: one plan per line in the box; the contract splits and tidies them.
      insurancePlans: profile.insurance_plans.join('\n'),
      languages: profile.languages,
    },
  });
  const bio = useWatch({ control, name: 'bio' });

  return (
    <div className="space-y-6">
      <PhotoEditor profile={profile} />
      <section aria-labelledby="edit-title" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="edit-title" className="text-lg font-semibold text-slate-900">
          {t('editor.practice')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('editor.practiceLead')}</p>
        <form noValidate onSubmit={submit} className="mt-5 grid gap-5 sm:grid-cols-2">
          {failure !== null && (
            <div className="sm:col-span-2">
              <FormAlert tone="error">{failure}</FormAlert>
            </div>
          )}
          <TextField label={t('editor.fee')} type="number" inputMode="decimal" min={0} step="0.01" error={errors.consultationFee as FieldError | undefined} {...register('consultationFee')} />
          <TextField label={t('editor.experience')} type="number" inputMode="numeric" min={0} max={80} error={errors.experienceYears as FieldError | undefined} {...register('experienceYears')} />
          <div className="sm:col-span-2">
            <TextAreaField label={t('editor.qualifications')} rows={2} className="min-h-0" error={errors.qualifications} {...register('qualifications')} />
          </div>
          <TextField
            label={t('editor.city')}
            optional
            list={citiesId}
            placeholder={t('editor.cityPlaceholder')}
            hint={t('editor.cityHint')}
            error={errors.city as FieldError | undefined}
            {...register('city')}
          />
          <datalist id={citiesId}>
            {(cities.data ?? []).map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
          <TextField label={t('editor.clinicAddress')} optional autoComplete="street-address" error={errors.clinicAddress as FieldError | undefined} {...register('clinicAddress')} />
          {/* DOC-11: plain text for patients, shown above the profile's details (never as HTML). */}
          <div className="sm:col-span-2">
            <TextAreaField
              label={t('editor.bio')}
              optional
              rows={4}
              hint={t('editor.bioHint')}
              count={{ length: typeof bio === 'string' ? bio.length : 0, max: doctorBioMaxLength }}
              error={errors.bio as FieldError | undefined}
              {...register('bio')}
            />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField
              label={t('editor.insurance')}
              optional
              rows={4}
              hint={t('editor.insuranceHint', { max: maxInsurancePlans })}
              placeholder={t('editor.insurancePlaceholder')}
              error={errors.insurancePlans as FieldError | undefined}
              {...register('insurancePlans')}
            />
          </div>
          <div className="sm:col-span-2">
            <LanguagesField registration={register('languages')} error={errors.languages as FieldError | undefined} hint={t('editor.languagesHint')} />
          </div>
          <label className="flex items-start gap-3 sm:col-span-2">
            <input type="checkbox" className="mt-1 size-4 rounded border-slate-400 accent-teal-700 focus-visible:ring-teal-600" {...register('available')} />
            <span>
              <span className="block font-medium text-slate-900">{t('editor.accepting')}</span>
              <span className="block text-sm text-slate-600">{t('editor.acceptingHint')}</span>
            </span>
          </label>
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" disabled={isSubmitting} size="lg">
              {isSubmitting ? t('editor.saving') : t('editor.save')}
            </Button>
            <Button onClick={onDone} variant="secondary" size="lg">
              {t('editor.cancel')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
