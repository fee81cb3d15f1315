import {
  appointmentStatuses,
  staffStatusChangeSchema,
  type DoctorAppointment,
  type StaffStatusChangeInput,
  type StatusChangeTarget,
} from '@clinvia/contracts/appointments';
import * as operations from '@clinvia/contracts/operations/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, ChevronDown, ChevronUp, Filter } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination';
import { VisitContactLine, visitContactLabel } from '../../../components/VisitContact';
import { reasonOf } from '../../../lib/api';
import { clinicConfigQuery } from '../../../lib/clinic-config';
import { useLanguage } from '../../../lib/i18n/i18n';
import { showToast } from '../../../lib/toast';
import { StatusBadge } from '../../../components/StatusBadge';
import { CheckInState } from '../../../components/CheckInState';
import { CheckInPanel } from './CheckInPanel';
import { operationMutation } from '../../../lib/operation-queries';
import { staffAppointmentQuery, staffAppointmentsQuery, staffKeys, type AppointmentFilters } from '../api';
import { Section } from '../components/Section';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { formatDay, formatInstant, formatStoredSlot } from '../components/dates';
import { zonedClock } from '../../../lib/zone-time';
import { formatPhone } from '../../../lib/phone';
import { SaveOrCancel } from '../../../components/ui/FormActions';
import { FieldError } from '../../../components/ui/Field';
import { useVisitTypeName } from '../../../components/visit-type-name';

// Issue 14 section 5: every appointment of the clinic, by date range, doctor, status and patient
// name; a status change with the reason the patient and the doctor read; booking for a patient.

const roles = ['patient', 'doctor', 'staff'] as const;
const isRole = (role: string): role is (typeof roles)[number] => (roles as readonly string[]).includes(role);
const inputClass = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40';

/**
 * The filters, kept in the address (the dashboard links here with them). Without any, the list
 * starts today; an emptied From shows every date.
 */
function useFilters(today: string) {
  const [params, setParams] = useSearchParams();
  const filters: AppointmentFilters = {
    from: params.has('from') ? (params.get('from') ?? '') : today,
    to: params.get('to') ?? '',
    doctor: params.get('doctor') ?? '',
    q: params.get('q') ?? '',
    status: appointmentStatuses.find((status) => status === params.get('status')) ?? '',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Number(params.get('page') ?? '1') || 1),
  };
  const apply = (changes: Partial<Record<keyof AppointmentFilters, string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      // An empty From is kept ('every date'); other empty filters are dropped.
      if (key === 'from') next.set(key, value);
      else if (value === '' || (key === 'page' && value === '1') || (key === 'order' && value === 'asc')) next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return { filters, apply };
}

function FilterForm({ filters, onApply }: { filters: AppointmentFilters; onApply: (changes: Partial<Record<keyof AppointmentFilters, string>>) => void }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const field = (key: keyof AppointmentFilters) => ({
    id: `${id}-${key}`,
    value: String(draft[key]),
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [key]: event.target.value }));
    },
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (draft.from !== '' && draft.to !== '' && draft.to < draft.from) {
      setDateProblem(t('appointments.endBeforeStart'));
      return;
    }
    setDateProblem(null);
    onApply({ from: draft.from, to: draft.to, doctor: draft.doctor.trim(), q: draft.q.trim(), status: draft.status, order: draft.order });
  };
  const label = 'mb-1.5 block text-sm font-medium text-slate-800';
  return (
    <form role="search" aria-label={t('appointments.filters')} noValidate onSubmit={submit} className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 *:min-w-0 sm:gap-4 xl:grid-cols-3">
      <div>
        <label htmlFor={`${id}-from`} className={label}>
          {t('appointments.from')}
        </label>
        <input type="date" className={inputClass} {...field('from')} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={label}>
          {t('appointments.to')}
        </label>
        <input
          type="date"
          className={`${inputClass} ${dateProblem === null ? '' : 'border-red-600'}`}
          aria-invalid={dateProblem === null ? undefined : true}
          aria-describedby={dateProblem === null ? undefined : `${id}-to-error`}
          {...field('to')}
        />
        <FieldError id={`${id}-to-error`} message={dateProblem} />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={label}>
          {t('appointments.status')}
        </label>
        <select className={inputClass} {...field('status')}>
          <option value="">{t('appointments.allStatuses')}</option>
          {appointmentStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`appointments.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-doctor`} className={label}>
          {t('appointments.doctor')}
        </label>
        <input type="search" placeholder={t('appointments.doctorPlaceholder')} className={inputClass} {...field('doctor')} />
      </div>
      <div>
        <label htmlFor={`${id}-q`} className={label}>
          {t('appointments.patient')}
        </label>
        <input type="search" placeholder={t('appointments.patientPlaceholder')} className={inputClass} {...field('q')} />
      </div>
      <div>
        <label htmlFor={`${id}-order`} className={label}>
          {t('appointments.order')}
        </label>
        <select className={inputClass} {...field('order')}>
          <option value="asc">{t('appointments.soonest')}</option>
          <option value="desc">{t('appointments.latest')}</option>
        </select>
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 xl:col-span-3">
        <Button type="submit">
          <Filter className="size-4" aria-hidden="true" />
          {t('appointments.apply')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            const cleared = { ...filters, from: '', to: '', doctor: '', q: '', status: '' as const, order: 'asc' as const };
            setDraft(cleared);
            setDateProblem(null);
            onApply({ from: '', to: '', doctor: '', q: '', status: '', order: 'asc' });
          }}
        >
          {t('appointments.showAll')}
        </Button>
      </div>
    </form>
  );
}

/** Changes the status with the reason both the patient and the doctor read (required from staff). */
function StatusForm({ appointment, onDone }: { appointment: DoctorAppointment; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const changeStatus = useMutation(operationMutation(operations.changeStaffAppointmentStatus, (body: StaffStatusChangeInput) => ({ params: { id: appointment.id }, body })));
  const id = useId();
  const [status, setStatus] = useState<StatusChangeTarget | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ status?: string; reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const moves = appointment.next_statuses.filter((next): next is StatusChangeTarget => next !== 'pending');

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = staffStatusChangeSchema.safeParse({ status, reason });
    if (!parsed.success) {
      const found: { status?: string; reason?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'status' ? 'status' : 'reason';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await changeStatus.mutateAsync(parsed.data);
      void showToast({ icon: 'success', title: t(`appointments.success.${parsed.data.status}`), text: t('appointments.told'), position: 'bottom-end', durationMs: 3000 });
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      onDone();
    } catch (error) {
      setErrors({ form: reasonOf(error) });
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    } finally {
      setBusy(false);
    }
  };

  const described = (key: 'status' | 'reason') => (errors[key] === undefined ? undefined : `${id}-${key}-error`);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[14rem_1fr]">
      <div>
        <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('appointments.newStatus')}
        </label>
        <select
          id={`${id}-status`}
          value={status}
          aria-invalid={errors.status === undefined ? undefined : true}
          aria-describedby={described('status')}
          onChange={(event) => {
            setStatus(moves.find((move) => move === event.target.value) ?? '');
          }}
          className={`${inputClass} ${errors.status === undefined ? '' : 'border-red-600'}`}
        >
          <option value="">{t('appointments.choose')}</option>
          {moves.map((move) => (
            <option key={move} value={move}>
              {t(`appointments.moves.${move}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-status-error`} message={errors.status} />
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('appointments.reason')} <span className="font-normal text-slate-600">{t('appointments.reasonNote')}</span>
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          aria-invalid={errors.reason === undefined ? undefined : true}
          aria-describedby={described('reason')}
          onChange={(event) => {
            setReason(event.target.value);
          }}
          className={`${inputClass} ${errors.reason === undefined ? '' : 'border-red-600'}`}
        />
        <FieldError id={`${id}-reason-error`} message={errors.reason} />
      </div>
      {errors.form !== undefined && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.form}
        </p>
      )}
      <SaveOrCancel busy={busy} saveText={t('appointments.saveStatus')} onCancel={onDone} className="sm:col-span-2" />
    </form>
  );
}

function History({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const visitTypeName = useVisitTypeName();
  const details = useQuery(staffAppointmentQuery(appointmentId));
  if (details.isPending) return <p className="mt-3 text-sm text-slate-600">{t('appointments.loading')}</p>;
  if (details.isError) return <p className="mt-3 text-sm text-red-700">{reasonOf(details.error)}</p>;
  const data = details.data;
  return (
    <div className="mt-4 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-2">
      <dl className="space-y-1">
        <div>
          <dt className="inline text-slate-600">{visitContactLabel}: </dt>
          <dd className="inline break-words text-slate-900">
            {data.contact_name} · {data.contact_email} · {formatPhone(data.contact_phone)}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('appointments.type')} </dt>
          <dd className="inline text-slate-900">{visitTypeName(data.appointment_type)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('appointments.payment')} </dt>
          <dd className="inline text-slate-900">
            {data.is_insurance
              ? data.insurance_id
                ? t('appointments.insuranceWithId', { provider: data.insurance_provider ?? '', id: data.insurance_id })
                : t('appointments.insurance', { provider: data.insurance_provider ?? '' })
              : t('appointments.selfPay')}
          </dd>
        </div>
      </dl>
      <div>
        <p className="font-medium text-slate-900">{t('appointments.history.title')}</p>
        <ol className="mt-1 space-y-1">
          {data.history.map((event, i) => (
            <li key={`${event.at}-${String(i)}`} className="text-slate-700">
              {formatInstant(event.at, language)}:{' '}
              {event.kind === 'booked'
                ? t('appointments.history.booked')
                : event.kind === 'attendance_confirmed'
                  ? t('appointments.history.attending')
                  : event.kind === 'rescheduled'
                    ? t('appointments.history.moved', { from: event.from_slot === null ? t('appointments.history.anotherTime') : formatStoredSlot(event.from_slot, data.timeZone, language) })
                    : `${event.from_status === null ? '' : t(`appointments.codes.${event.from_status}`)} → ${event.to_status === null ? '' : t(`appointments.codes.${event.to_status}`)}`}
              {event.actor_name !== null && ` ${t('appointments.history.by', { name: event.actor_name })}`}
              {event.actor_role !== null && ` (${isRole(event.actor_role) ? t(`auditLog.role.${event.actor_role}`) : event.actor_role})`}
              {event.reason !== null && `: ${event.reason}`}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

function AppointmentRow({ appointment }: { appointment: DoctorAppointment }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [panel, setPanel] = useState<'status' | 'details' | 'check-in' | null>(null);
  const titleId = `staff-appointment-${appointment.id}`;
  const canChange = appointment.next_statuses.length > 0;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={titleId} data-testid="staff-appointment">
      <div className="flex flex-col gap-3 md:flex-row md:items-start">
        <div className="md:w-36">
          <p id={titleId} className="font-semibold text-slate-900">
            {formatDay(appointment.appointment_date, language)}
            <span className="sr-only">,</span> <span className="whitespace-nowrap md:block">{zonedClock(appointment.appointment_date, appointment.appointment_time, appointment.timeZone, language)}</span>
          </p>
          <div className="mt-1">
            <StatusBadge status={appointment.status} declined={appointment.declined} />
            <CheckInState checkIn={appointment.check_in} />
          </div>
        </div>
        <div className="min-w-0 flex-1 text-sm">
          <p className="text-slate-900">
            <span className="font-semibold">{appointment.patient.name}</span>
            <span className="text-slate-600">
              {' '}
              {t('appointments.withDoctor', { name: appointment.doctor_name, specialization: appointment.doctor_specialization })}
            </span>
          </p>
          {/* FAMILY-4: booked by the account holder above for their dependent, the patient of this visit. */}
          {appointment.dependent !== null && (
            <p className="mt-1 font-medium text-slate-900" data-testid="visit-dependent">
              {t('appointments.dependent', { name: appointment.dependent.name, age: appointment.dependent.age, holder: appointment.patient.name })}
            </p>
          )}
          <p className="mt-1 break-words text-slate-700">
            <span className="font-medium text-slate-900">{t('appointments.reasonLabel')} </span>
            {appointment.reason}
          </p>
          <VisitContactLine holder={appointment.patient.name} contact={appointment.contact_name} />
          {appointment.status_reason !== null && <p className="mt-1 text-slate-600">{appointment.status_reason}</p>}
        </div>
        <div className="flex flex-wrap gap-2 md:justify-end">
          {canChange && (
            <Button
              aria-expanded={panel === 'status'}
              variant="secondary"
              onClick={() => {
                setPanel((open) => (open === 'status' ? null : 'status'));
              }}
            >
              {t('appointments.changeStatus')}
              <span className="sr-only">, {appointment.patient.name}</span>
            </Button>
          )}
          {/* CHECKIN-7: the check-in's details, card photos and 'Mark insurance verified'. */}
          <Button
            aria-expanded={panel === 'check-in'}
            variant="secondary"
            onClick={() => {
              setPanel((open) => (open === 'check-in' ? null : 'check-in'));
            }}
          >
            {t('appointments.checkIn')}
            <span className="sr-only">, {appointment.patient.name}</span>
          </Button>
          <Button
            aria-expanded={panel === 'details'}
            variant="secondary"
            onClick={() => {
              setPanel((open) => (open === 'details' ? null : 'details'));
            }}
          >
            {t('appointments.details')}
            <span className="sr-only">, {appointment.patient.name}</span>
            {panel === 'details' ? <ChevronUp className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {panel === 'status' && (
        <StatusForm
          appointment={appointment}
          onDone={() => {
            setPanel(null);
          }}
        />
      )}
      {panel === 'details' && <History appointmentId={appointment.id} />}
      {panel === 'check-in' && <CheckInPanel appointmentId={appointment.id} />}
    </li>
  );
}

function AppointmentList({ today }: { today: string }) {
  const { t } = useTranslation('staff');
  const { filters, apply } = useFilters(today);
  const appointments = useQuery(staffAppointmentsQuery(filters));
  const data = appointments.data;
  return (
    <>
      <FilterForm key={JSON.stringify(filters)} filters={filters} onApply={apply} />
      <div className="mt-6">
        <LoadState pending={appointments.isPending} error={appointments.error} empty={data?.items.length === 0} emptyText={t('appointments.empty')} onRetry={() => void appointments.refetch()}>
          {data && (
            <>
              <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                {data.items.length > 0 && t('appointments.showing', { first: (data.page - 1) * data.pageSize + 1, last: (data.page - 1) * data.pageSize + data.items.length, total: data.total })}
              </p>
              <ul className="space-y-3">
                {data.items.map((appointment) => (
                  <AppointmentRow key={appointment.id} appointment={appointment} />
                ))}
              </ul>
              <Pagination
                page={data.page}
                pageCount={Math.ceil(data.total / data.pageSize)}
                onPage={(page) => {
                  apply({ page: String(page) });
                }}
              />
            </>
          )}
        </LoadState>
      </div>
    </>
  );
}

export default function AppointmentsSection() {
  const { t } = useTranslation('staff');
  const config = useQuery(clinicConfigQuery());
  return (
    <Section
      title={t('appointments.title')}
      description={t('appointments.description')}
      actions={
        <ButtonLink to="/staff/appointments/book">
          <CalendarPlus className="size-4" aria-hidden="true" />
          {t('book.title')}
        </ButtonLink>
      }
    >
      <LoadState pending={config.isPending} error={config.error} empty={false} emptyText="" onRetry={() => void config.refetch()}>
        {config.data && <AppointmentList today={config.data.today} />}
      </LoadState>
    </Section>
  );
}
