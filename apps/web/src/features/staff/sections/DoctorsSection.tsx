import { languageName } from '@clinvia/contracts/language-codes';
import { doctorStates, staffDoctorUpdateSchema, type DoctorState, type StaffDoctor, type StaffDoctorUpdate } from '@clinvia/contracts/staff';
import * as operations from '@clinvia/contracts/operations/staff';
import * as locationOperations from '@clinvia/contracts/operations/locations';
import type { Location } from '@clinvia/contracts/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SearchButton } from '../components/SearchBox';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
// The fee's input type is `unknown` (the schema turns the typed text into a number).
import type { FieldError } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { SelectField, TextField } from '../../../components/fields';
import { LanguagesField } from '../../../components/LanguagesField';
import { Pagination } from '../../../components/Pagination';
import { reasonOf } from '../../../lib/api';
import { operationKey, operationMutation, operationQuery } from '../../../lib/operation-queries';
import { doctorHoursKey } from '../../../lib/queries/doctor-hours';
import { confirmDialog, showToast } from '../../../lib/toast';
import { dashboardQuery, staffDoctorsQuery, staffKeys, type DoctorFilters } from '../api';
import { Section } from '../components/Section';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { useApiForm } from '../../../components/ui/useApiForm';
import { Badge, type Tone } from '../../../components/ui/Badge';
import { SaveOrCancel } from '../../../components/ui/FormActions';
import { useLanguage } from '../../../lib/i18n/i18n';

const stateTones: Record<DoctorState, Tone> = { listed: 'green', unverified: 'amber', rejected: 'red', deactivated: 'slate' };

/**
 * LOC-7: the choices for a doctor's own location: the active ones, and the doctor's current one
 * even if retired since (so the select shows it). The default one is the select's empty choice.
 */
function locationChoices(locations: readonly Location[], current: string | null, t: TFunction<'staff'>): { value: string; label: string }[] {
  return locations
    .filter((location) => !location.is_default && (!location.retired || location.id === current))
    .map((location) => ({ value: location.id, label: t('doctors.locationChoice', { name: location.name, detail: location.retired ? t('doctors.retired') : location.time_zone }) }));
}

function EditDoctorForm({ doctor, onDone }: { doctor: StaffDoctor; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const locations = useQuery(operationQuery(locationOperations.listLocations));
  const main = locations.data?.locations.find((location) => location.is_default);
  const update = useMutation(operationMutation(operations.updateStaffDoctor, (body: StaffDoctorUpdate) => ({ params: { id: doctor.id }, body })));
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: staffDoctorUpdateSchema,
    // LOC-7: '' is the default location; the value sent unchanged leaves the location alone.
    defaultValues: { available: doctor.available, trending: doctor.trending, consultationFee: doctor.consultation_fee, specialization: doctor.specialization, location_id: doctor.location_id ?? '', languages: doctor.languages },
    fields: ['consultationFee', 'specialization', 'location_id', 'languages'],
    onSubmit: async (values) => {
      await update.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      // LOC-7: a new main location changes the locations' counts and the zone of the doctor's hours.
      await queryClient.invalidateQueries({ queryKey: operationKey(locationOperations.listLocations) });
      await queryClient.invalidateQueries({ queryKey: doctorHoursKey(doctor.id) });
      await queryClient.invalidateQueries({ queryKey: ['doctors'] });
      void showToast({ icon: 'success', title: t('doctors.updated', { name: doctor.name }), position: 'bottom-end', durationMs: 2000 });
      onDone();
    },
  });
  const check = 'size-4 rounded border-slate-400 text-teal-700 focus-visible:ring-teal-600';
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2">
      {failure !== null && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {failure}
        </p>
      )}
      <TextField label={t('doctors.specialization')} error={errors.specialization} {...register('specialization')} />
      <TextField label={t('doctors.fee')} type="number" min={0} step="0.01" inputMode="decimal" error={errors.consultationFee as FieldError | undefined} {...register('consultationFee')} />
      {/* LOC-7: shown once the list is in, so the select never shows (and sends) a wrong current choice. */}
      <div className="sm:col-span-2">
        {locations.data && main ? (
          <SelectField
            label={t('doctors.mainLocation')}
            placeholder={t('doctors.defaultLocation', { name: main.name, zone: main.time_zone })}
            options={locationChoices(locations.data.locations, doctor.location_id, t)}
            error={errors.location_id as FieldError | undefined}
            {...register('location_id')}
          />
        ) : (
          <p className="text-sm text-slate-600" role={locations.isError ? 'alert' : 'status'}>
            {locations.isError ? t('doctors.locationsFailed', { reason: reasonOf(locations.error) }) : t('doctors.loadingLocations')}
          </p>
        )}
        <p className="mt-1 text-xs text-slate-600">{t('doctors.locationHint')}</p>
      </div>
      {/* DOC-13: staff keep a doctor's languages up to date too (say, from the registration papers). */}
      <div className="sm:col-span-2">
        <LanguagesField registration={register('languages')} error={errors.languages as FieldError | undefined} />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className={check} {...register('available')} />
        {t('doctors.accepting')}
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className={check} {...register('trending')} />
        {t('doctors.trending')}
      </label>
      <SaveOrCancel busy={isSubmitting} saveText={t('doctors.save')} onCancel={onDone} className="sm:col-span-2" />
    </form>
  );
}

function DoctorRow({ doctor, administrator }: { doctor: StaffDoctor; administrator: boolean }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const params = () => ({ params: { id: doctor.id } });
  const deactivateDoctor = useMutation(operationMutation(operations.deactivateDoctor, params));
  const reactivate = useMutation(operationMutation(operations.reactivateDoctor, params));
  const endUserSessions = useMutation(operationMutation(operations.endUserSessions, params));
  const resetUserSecondFactor = useMutation(operationMutation(operations.resetUserSecondFactor, params));

  const act = async (run: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await run();
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['doctors'] });
      void showToast({ icon: 'success', title: message, position: 'bottom-end', durationMs: 2000 });
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };

  const deactivate = async () => {
    const confirmed = await confirmDialog({
      title: t('doctors.deactivateTitle', { name: doctor.name }),
      text: t('doctors.deactivateText'),
      confirmText: t('doctors.deactivate'),
    });
    if (confirmed) await act(() => deactivateDoctor.mutateAsync(), t('doctors.deactivated', { name: doctor.name }));
  };

  const endSessions = async () => {
    const confirmed = await confirmDialog({
      title: t('team.endSessionsTitle', { name: doctor.name }),
      text: t('team.endSessionsText'),
      confirmText: t('team.endSessions'),
    });
    if (confirmed) await act(() => endUserSessions.mutateAsync(), t('doctors.signedOut', { name: doctor.name }));
  };

  const resetSecondFactor = async () => {
    const confirmed = await confirmDialog({
      title: t('team.resetTitle', { name: doctor.name }),
      text: t('team.resetText'),
      confirmText: t('team.reset'),
    });
    if (confirmed) await act(() => resetUserSecondFactor.mutateAsync(), t('doctors.resetDone', { name: doctor.name }));
  };

  const deactivated = doctor.state === 'deactivated';
  const rejected = doctor.state === 'rejected';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={doctor.name}>
      {/* The actions on a row of their own: beside the name and figures they squeezed the name to a letter a line. */}
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-4 md:flex-row md:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <Avatar name={doctor.name} src={doctor.face_url} size={48} />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{doctor.name}</p>
              <p className="break-words text-sm text-slate-600">
                {doctor.specialization} · {doctor.email}
              </p>
              {/* DOC-13: what patients see on the doctor's card, so staff notice a list left empty. */}
              <p className="text-sm text-slate-600">{doctor.languages.length > 0 ? t('doctors.speaks', { languages: doctor.languages.map((code) => languageName(code, language, 'inText')).join(', ') }) : t('doctors.noLanguages')}</p>
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-3 text-sm md:w-80">
            <div>
              <dt className="text-xs text-slate-500">{t('doctors.feeShort')}</dt>
              <dd className="font-medium text-slate-900">${doctor.consultation_fee}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('doctors.bookings')}</dt>
              <dd className="font-medium text-slate-900">{t(doctor.available ? 'doctors.open' : 'doctors.closed')}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('doctors.status')}</dt>
              <dd>
                <Badge tone={stateTones[doctor.state]}>{t(`doctors.state.${doctor.state}`)}</Badge>
              </dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2 md:justify-end">
          {/* DOC-10: verification needs the licence checked, on the Approvals screen that shows it. */}
          {administrator && doctor.state === 'unverified' && (
            <ButtonLink to="/staff/approvals">
              {t('doctors.verify')}
              <span className="sr-only"> {t('doctors.inApprovals', { name: doctor.name })}</span>
            </ButtonLink>
          )}
          <Button
            disabled={busy}
            aria-expanded={editing}
            variant="secondary"
            onClick={() => {
              setEditing((open) => !open);
            }}
          >
            {t('doctors.edit')}
            <span className="sr-only"> {doctor.name}</span>
          </Button>
          {/* HOURS-5: the doctor's week, exceptions and bookings outside them, in the doctor's own editor. */}
          <ButtonLink to={`/staff/doctors/${doctor.id}/hours`} variant="secondary">
            {t('doctors.hours')}
            <span className="sr-only"> {t('team.of', { name: doctor.name })}</span>
          </ButtonLink>
          {deactivated && (
            <Button disabled={busy} variant="secondary" onClick={() => void act(() => reactivate.mutateAsync(), t('doctors.reactivated', { name: doctor.name }))}>
              {t('team.reactivate')}
              <span className="sr-only"> {doctor.name}</span>
            </Button>
          )}
          {/* An administrator rejected it: only an administrator reopens it (it then awaits verification again). */}
          {rejected && administrator && (
            <Button disabled={busy} variant="secondary" onClick={() => void act(() => reactivate.mutateAsync(), t('doctors.reopened', { name: doctor.name }))}>
              {t('doctors.reopen')}
              <span className="sr-only"> {t('team.of', { name: doctor.name })}</span>
            </Button>
          )}
          {administrator && (
            <Button disabled={busy} variant="secondary" onClick={() => void endSessions()}>
              {t('team.endSessions')}
              <span className="sr-only"> {t('team.of', { name: doctor.name })}</span>
            </Button>
          )}
          {administrator && (
            <Button disabled={busy} variant="secondary" onClick={() => void resetSecondFactor()}>
              {t('team.reset')}
              <span className="sr-only"> {t('team.of', { name: doctor.name })}</span>
            </Button>
          )}
          {!deactivated && !rejected && (
            <Button disabled={busy} variant="danger" onClick={() => void deactivate()}>
              {t('doctors.deactivate')}
              <span className="sr-only"> {doctor.name}</span>
            </Button>
          )}
        </div>
      </div>
      {doctor.state === 'rejected' && doctor.rejection_reason !== null && <p className="mt-3 text-sm text-slate-700">{t('doctors.rejected', { reason: doctor.rejection_reason })}</p>}
      {failure !== null && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failure}
        </p>
      )}
      {editing && (
        <EditDoctorForm
          doctor={doctor}
          onDone={() => {
            setEditing(false);
          }}
        />
      )}
    </li>
  );
}

export default function DoctorsSection() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const filters: DoctorFilters = {
    q: params.get('q') ?? '',
    state: doctorStates.find((state) => state === params.get('state')) ?? '',
    page: Math.max(1, Number(params.get('page') ?? '1') || 1),
  };
  const [search, setSearch] = useState(filters.q);
  const doctors = useQuery(staffDoctorsQuery(filters));
  const administrator = useQuery(dashboardQuery()).data?.administrator === true;
  const searchId = useId();
  const stateId = useId();

  const setFilter = (changes: Partial<Record<'q' | 'state' | 'page', string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === '1') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const data = doctors.data;
  return (
    <Section title={t('doctors.title')} description={t('doctors.description')}>
      <form
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ q: search.trim() });
        }}
      >
        <div className="flex-1">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('doctors.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('doctors.searchPlaceholder')}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40"
          />
        </div>
        <div>
          <label htmlFor={stateId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('doctors.status')}
          </label>
          <select
            id={stateId}
            value={filters.state}
            onChange={(event) => {
              setFilter({ state: event.target.value });
            }}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 sm:w-56"
          >
            <option value="">{t('doctors.all')}</option>
            {doctorStates.map((state) => (
              <option key={state} value={state}>
                {t(`doctors.state.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <SearchButton />
      </form>
      <div className="mt-6">
        <LoadState pending={doctors.isPending} error={doctors.error} empty={data?.items.length === 0} emptyText={t('doctors.empty')} onRetry={() => void doctors.refetch()}>
          {data && (
            <>
              <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                {data.items.length > 0 && t('doctors.showing', { first: (data.page - 1) * data.pageSize + 1, last: (data.page - 1) * data.pageSize + data.items.length, total: data.total })}
              </p>
              <ul className="space-y-3">
                {data.items.map((doctor) => (
                  <DoctorRow key={doctor.id} doctor={doctor} administrator={administrator} />
                ))}
              </ul>
              <Pagination
                page={data.page}
                pageCount={Math.ceil(data.total / data.pageSize)}
                onPage={(page) => {
                  setFilter({ page: String(page) });
                }}
              />
            </>
          )}
        </LoadState>
      </div>
    </Section>
  );
}
