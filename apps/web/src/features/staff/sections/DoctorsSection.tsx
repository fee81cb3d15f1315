import { languageName } from '@clinvia/contracts/language-codes';
import { doctorStateLabels, doctorStates, staffDoctorUpdateSchema, type DoctorState, type StaffDoctor, type StaffDoctorUpdate } from '@clinvia/contracts/staff';
import * as operations from '@clinvia/contracts/operations/staff';
import * as locationOperations from '@clinvia/contracts/operations/locations';
import type { Location } from '@clinvia/contracts/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SearchButton } from '../components/SearchBox';
import { useId, useState } from 'react';
// The fee's input type is `unknown` (the schema turns the typed text into a number).
import type { FieldError } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { SelectField, TextField } from '../../../components/fields';
import { LanguagesField } from '../../../components/LanguagesField';
import { Pagination } from '../../../components/Pagination';
import { showingCaption } from '../../../components/pagination';
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

const stateTones: Record<DoctorState, Tone> = { listed: 'green', unverified: 'amber', rejected: 'red', deactivated: 'slate' };

/**
 * LOC-7: the choices for a doctor's own location: the active ones, and the doctor's current one
 * even if retired since (so the select shows it). The default one is the select's empty choice.
 */
function locationChoices(locations: readonly Location[], current: string | null): { value: string; label: string }[] {
  return locations
    .filter((location) => !location.is_default && (!location.retired || location.id === current))
    .map((location) => ({ value: location.id, label: `${location.name} (${location.retired ? 'retired' : location.time_zone})` }));
}

function EditDoctorForm({ doctor, onDone }: { doctor: StaffDoctor; onDone: () => void }) {
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
      void showToast({ icon: 'success', title: `${doctor.name} updated`, position: 'bottom-end', durationMs: 2000 });
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
      <TextField label="Specialization" error={errors.specialization} {...register('specialization')} />
      <TextField label="Consultation fee ($)" type="number" min={0} step="0.01" inputMode="decimal" error={errors.consultationFee as FieldError | undefined} {...register('consultationFee')} />
      {/* LOC-7: shown once the list is in, so the select never shows (and sends) a wrong current choice. */}
      <div className="sm:col-span-2">
        {locations.data && main ? (
          <SelectField
            label="Main location"
            placeholder={`Default location: ${main.name} (${main.time_zone})`}
            options={locationChoices(locations.data.locations, doctor.location_id)}
            error={errors.location_id as FieldError | undefined}
            {...register('location_id')}
          />
        ) : (
          <p className="text-sm text-slate-600" role={locations.isError ? 'alert' : 'status'}>
            {locations.isError ? `The locations could not be loaded (${reasonOf(locations.error)}); the main location stays as it is.` : 'Loading locations…'}
          </p>
        )}
        <p className="mt-1 text-xs text-slate-600">Hours that name no location follow the main location; existing bookings keep their place.</p>
      </div>
      {/* DOC-13: staff keep a doctor's languages up to date too (say, from the registration papers). */}
      <div className="sm:col-span-2">
        <LanguagesField registration={register('languages')} error={errors.languages as FieldError | undefined} />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className={check} {...register('available')} />
        Accepting appointments
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className={check} {...register('trending')} />
        Trending (shown in Recommended Doctors)
      </label>
      <SaveOrCancel busy={isSubmitting} saveText="Save changes" onCancel={onDone} className="sm:col-span-2" />
    </form>
  );
}

function DoctorRow({ doctor, administrator }: { doctor: StaffDoctor; administrator: boolean }) {
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
      title: `Deactivate ${doctor.name}?`,
      text: 'Their sessions end at once and they leave Find Doctor and booking. Their existing appointments stay as they are.',
      confirmText: 'Deactivate',
    });
    if (confirmed) await act(() => deactivateDoctor.mutateAsync(), `${doctor.name} deactivated`);
  };

  const endSessions = async () => {
    const confirmed = await confirmDialog({
      title: `Sign ${doctor.name} out everywhere?`,
      text: 'Every session of this account ends at once; they can sign in again with their password.',
      confirmText: 'End sessions',
    });
    if (confirmed) await act(() => endUserSessions.mutateAsync(), `${doctor.name} is signed out everywhere`);
  };

  const resetSecondFactor = async () => {
    const confirmed = await confirmDialog({
      title: `Reset ${doctor.name}'s two-step sign-in?`,
      text: 'For a lost phone: their authenticator app and recovery codes stop working, every session of theirs ends, and they set up two-step sign-in again when they next sign in. The reset is audited.',
      confirmText: 'Reset two-step sign-in',
    });
    if (confirmed) await act(() => resetUserSecondFactor.mutateAsync(), `${doctor.name}'s two-step sign-in is reset`);
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
              <p className="text-sm text-slate-600">{doctor.languages.length > 0 ? `Speaks ${doctor.languages.map(languageName).join(', ')}` : 'No languages listed'}</p>
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-3 text-sm md:w-80">
            <div>
              <dt className="text-xs text-slate-500">Fee</dt>
              <dd className="font-medium text-slate-900">${doctor.consultation_fee}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Bookings</dt>
              <dd className="font-medium text-slate-900">{doctor.available ? 'Open' : 'Closed'}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Status</dt>
              <dd>
                <Badge tone={stateTones[doctor.state]}>{doctorStateLabels[doctor.state]}</Badge>
              </dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2 md:justify-end">
          {/* DOC-10: verification needs the licence checked, on the Approvals screen that shows it. */}
          {administrator && doctor.state === 'unverified' && (
            <ButtonLink to="/staff/approvals">
              Verify<span className="sr-only"> {doctor.name} in Approvals</span>
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
            Edit<span className="sr-only"> {doctor.name}</span>
          </Button>
          {/* HOURS-5: the doctor's week, exceptions and bookings outside them, in the doctor's own editor. */}
          <ButtonLink to={`/staff/doctors/${doctor.id}/hours`} variant="secondary">
            Hours<span className="sr-only"> of {doctor.name}</span>
          </ButtonLink>
          {deactivated && (
            <Button disabled={busy} variant="secondary" onClick={() => void act(() => reactivate.mutateAsync(), `${doctor.name} reactivated`)}>
              Reactivate<span className="sr-only"> {doctor.name}</span>
            </Button>
          )}
          {/* An administrator rejected it: only an administrator reopens it (it then awaits verification again). */}
          {rejected && administrator && (
            <Button disabled={busy} variant="secondary" onClick={() => void act(() => reactivate.mutateAsync(), `${doctor.name}'s registration is reopened`)}>
              Reopen registration<span className="sr-only"> of {doctor.name}</span>
            </Button>
          )}
          {administrator && (
            <Button disabled={busy} variant="secondary" onClick={() => void endSessions()}>
              End sessions<span className="sr-only"> of {doctor.name}</span>
            </Button>
          )}
          {administrator && (
            <Button disabled={busy} variant="secondary" onClick={() => void resetSecondFactor()}>
              Reset two-step sign-in<span className="sr-only"> of {doctor.name}</span>
            </Button>
          )}
          {!deactivated && !rejected && (
            <Button disabled={busy} variant="danger" onClick={() => void deactivate()}>
              Deactivate<span className="sr-only"> {doctor.name}</span>
            </Button>
          )}
        </div>
      </div>
      {doctor.state === 'rejected' && doctor.rejection_reason !== null && <p className="mt-3 text-sm text-slate-700">Rejected: {doctor.rejection_reason}</p>}
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
    <Section title="Doctors" description="Every doctor, listed or not: availability, trending, fees, specializations and accounts.">
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
            Search doctors
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder="Name, e-mail or specialization"
            onChange={(event) => {
              setSearch(event.target.value);
            }}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40"
          />
        </div>
        <div>
          <label htmlFor={stateId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={stateId}
            value={filters.state}
            onChange={(event) => {
              setFilter({ state: event.target.value });
            }}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 sm:w-56"
          >
            <option value="">All doctors</option>
            {doctorStates.map((state) => (
              <option key={state} value={state}>
                {doctorStateLabels[state]}
              </option>
            ))}
          </select>
        </div>
        <SearchButton />
      </form>
      <div className="mt-6">
        <LoadState pending={doctors.isPending} error={doctors.error} empty={data?.items.length === 0} emptyText="No doctors match these filters." onRetry={() => void doctors.refetch()}>
          {data && (
            <>
              <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                {showingCaption(data.page, data.pageSize, data.total, data.items.length)}
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
