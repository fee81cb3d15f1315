import { appointmentStatuses, type AppointmentStatus, type DoctorAppointment } from '@clinvia/contracts/appointments';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { appointmentTabs, type AppointmentTab } from '@clinvia/contracts/doctor-portal';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CalendarCheck, CalendarX2, MoreHorizontal, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../components/Pagination';
import { SegmentedTabs, tabIds } from '../../components/SegmentedTabs';
import { useMediaQuery } from '../../components/useMediaQuery';
import { VisitPatient } from './VisitPatient';
import { reasonOf } from '../../lib/api';
import { useLanguage } from '../../lib/i18n/i18n';
import { StatusBadge } from '../../components/StatusBadge';
import { appointmentsQuery } from './api';
import { DecisionButton, decisionsFor } from './decisions';
import { appointmentLabel, scheduleOf } from './format';
import { Button } from '../../components/ui/Button';
import { Table, type Column } from '../../components/ui/Table';
import { CheckInState } from '../../components/CheckInState';
import { useVisitTypeName } from '../../components/visit-type-name';

const pageSize = 20;

/** The list's filters, kept in the address so a reload or a shared link keeps them. */
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const tab = appointmentTabs.find((known) => known === params.get('tab')) ?? appointmentTabs[0];
  const status = appointmentStatuses.find((known) => known === params.get('status'));
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  /** Changes filters in one step; any change but the page's goes back to page 1. */
  const set = (changes: Partial<Record<'tab' | 'status' | 'q' | 'page', string>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || (key === 'page' && value === '1') || (key === 'tab' && value === appointmentTabs[0])) next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { tab, status, q, page, set };
}

/** Opens the details drawer of an appointment (`?appointment=`). */
export function useOpenDetails(): (appointmentId: string) => void {
  const [, setParams] = useSearchParams();
  return (appointmentId) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('appointment', appointmentId);
        return next;
      },
      { preventScrollReset: true },
    );
  };
}

function Actions({ appointment }: { appointment: DoctorAppointment }) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const openDetails = useOpenDetails();
  const decisions = decisionsFor(appointment);
  // PORTAL-8: pending rows show accept and reject, confirmed rows one action, every row more options.
  const shown = appointment.status === 'confirmed' ? decisions.slice(0, 1) : decisions;
  return (
    <div className="flex items-center gap-2" data-actions={appointment.id}>
      {shown.map((decision) => (
        <DecisionButton key={decision} appointment={appointment} decision={decision} />
      ))}
      <Button
        onClick={() => {
          openDetails(appointment.id);
        }}
        variant="secondary"
        size="icon"
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('appointments.details', { appointment: appointmentLabel(appointment, language) })}</span>
      </Button>
    </div>
  );
}

/** The table's columns, their headers in the page's language. */
const tableColumns = (t: TFunction<'doctorPortal'>, language: UiLanguage, visitTypeName: (type: string) => string): readonly Column<DoctorAppointment>[] => [
  {
    header: t('appointments.columns.patient'),
    className: 'align-top text-sm',
    cell: (appointment) => (
      <>
        <VisitPatient appointment={appointment} />
      </>
    ),
  },
  {
    header: t('appointments.columns.schedule'),
    className: 'align-top whitespace-nowrap text-sm',
    cell: (appointment) => {
      const { day, time } = scheduleOf(appointment, language);
      return (
        <>
          <p className="font-medium text-slate-900">{day}</p>
          <p className="text-slate-600">{time}</p>
        </>
      );
    },
  },
  {
    header: t('appointments.columns.reason'),
    className: 'align-top text-sm',
    cell: (appointment) => (
      <>
        <p className="line-clamp-2 break-words text-slate-700" title={appointment.reason}>
          {appointment.reason}
        </p>
        <p className="text-xs text-slate-500">{visitTypeName(appointment.appointment_type)}</p>
      </>
    ),
  },
  {
    header: t('appointments.columns.status'),
    className: 'align-top text-sm',
    cell: (appointment) => (
      <>
        <StatusBadge status={appointment.status} declined={appointment.declined} />
        <AttendanceLine appointment={appointment} />
        <CheckInState checkIn={appointment.check_in} />
        <StaffConfirmsNote appointment={appointment} />
      </>
    ),
  },
  { header: t('appointments.columns.actions'), className: 'align-top whitespace-nowrap text-sm', cell: (appointment) => <Actions appointment={appointment} /> },
];

function AppointmentTable({ items }: { items: DoctorAppointment[] }) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const visitTypeName = useVisitTypeName();
  return <Table caption={t('appointments.title')} columns={tableColumns(t, language, visitTypeName)} rows={items} rowKey={(appointment) => appointment.id} emptyText={t('appointments.empty')} />;
}

/** The patient's 'I'll be there' from an e-mail's link (LIFE-8), under the status. */
function AttendanceLine({ appointment }: { appointment: DoctorAppointment }) {
  const { t } = useTranslation('doctorPortal');
  if (appointment.patient_confirmed_at === null) return null;
  return (
    <p className="mt-1 flex items-center gap-1 text-xs font-medium text-teal-800">
      <CalendarCheck className="size-3.5" aria-hidden="true" />
      {t('appointments.patientWillAttend')}
    </p>
  );
}

/** NOSHOW-2: why a pending booking has no Accept button. */
function StaffConfirmsNote({ appointment }: { appointment: DoctorAppointment }) {
  const { t } = useTranslation('doctorPortal');
  if (!appointment.staff_confirms || appointment.status !== 'pending') return null;
  return <span className="mt-1 block text-xs text-slate-600">{t('decisions.staffConfirms')}</span>;
}

function AppointmentCards({ items }: { items: DoctorAppointment[] }) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  return (
    <ul className="space-y-3" aria-label={t('appointments.title')}>
      {items.map((appointment) => {
        const { day, time } = scheduleOf(appointment, language);
        return (
          <li key={appointment.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="portal-appointment">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <VisitPatient appointment={appointment} compact />
              </div>
              <div className="shrink-0 text-right">
                <StatusBadge status={appointment.status} declined={appointment.declined} />
                <AttendanceLine appointment={appointment} />
                <CheckInState checkIn={appointment.check_in} />
                <StaffConfirmsNote appointment={appointment} />
              </div>
            </div>
            <p className="mt-2 text-sm font-medium text-slate-900">
              {day} · {time}
            </p>
            <p className="mt-1 break-words text-sm text-slate-700">
              <span className="font-medium text-slate-900">{t('appointments.reasonLead')}</span>
              {appointment.reason}
            </p>
            <div className="mt-3">
              <Actions appointment={appointment} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Filters({ status, q, onStatus, onSearch }: { status: AppointmentStatus | undefined; q: string; onStatus: (status: string) => void; onSearch: (q: string) => void }) {
  const { t } = useTranslation('doctorPortal');
  const searchId = useId();
  const statusId = useId();
  const [typed, setTyped] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  // 'Clear filters' (or the address) changed the search: show it in the box.
  if (q !== seenQ) {
    setSeenQ(q);
    if (typed.trim() !== q) setTyped(q);
  }
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  // Typing searches after a short pause; the list asks the server each time.
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => {
      search.current(typed.trim());
    }, 300);
    return () => {
      clearTimeout(timer);
    };
  }, [typed, q]);

  return (
    <form
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          {t('appointments.searchLabel')}
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input
          id={searchId}
          type="search"
          value={typed}
          placeholder={t('appointments.search')}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
          className="block w-full rounded-md border border-slate-300 bg-white py-2.5 pl-9 pr-3 text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40"
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
          <span className="sr-only">{t('appointments.filterBy')}</span>
          {t('appointments.statusLabel')}
        </label>
        <select
          id={statusId}
          value={status ?? ''}
          onChange={(event) => {
            onStatus(event.target.value);
          }}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 sm:w-44"
        >
          <option value="">{t('appointments.allStatus')}</option>
          {appointmentStatuses.map((known) => (
            <option key={known} value={known}>
              {t(`status.${known}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

function EmptyState({ tab, filtered, onClear }: { tab: AppointmentTab; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('doctorPortal');
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center">
      <CalendarX2 className="mx-auto size-8 text-slate-400" aria-hidden="true" />
      <p className="mt-3 font-semibold text-slate-900">{t('appointments.empty')}</p>
      <p className="mt-1 text-slate-600">{t(`emptyTab.${tab}`)}</p>
      {filtered && (
        <Button variant="inline" className="mt-4" onClick={onClear}>
          {t('appointments.clearFilters')}
        </Button>
      )}
    </div>
  );
}

/** The right card (PORTAL-5, PORTAL-6, PORTAL-7): the tabs, the patient search, the status filter and the table (cards on phones). */
export function AppointmentsCard({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('doctorPortal');
  const { tab, status, q, page, set } = useListFilters();
  const wide = useMediaQuery('(min-width: 768px)');
  const appointments = useQuery(appointmentsQuery(doctorId, { tab, status, q: q === '' ? undefined : q, page, pageSize }));
  const ids = tabIds('portal', tab);

  return (
    <section aria-labelledby="portal-appointments-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="portal-appointments-title" tabIndex={-1} data-focus-fallback className="mb-4 text-lg font-semibold text-slate-900 focus:outline-none">
        {t('appointments.title')}
      </h2>
      <SegmentedTabs
        label={t('appointments.title')}
        idPrefix="portal"
        layout="grid"
        tabs={appointmentTabs.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        selected={tab}
        onSelect={(next) => {
          set({ tab: next });
        }}
      />
      <div id={ids.panel} role="tabpanel" aria-labelledby={ids.tab} className="mt-4 space-y-4">
        <Filters
          status={status}
          q={q}
          onStatus={(next) => {
            set({ status: next });
          }}
          onSearch={(next) => {
            set({ q: next });
          }}
        />
        {appointments.isPending ? (
          <p role="status" className="py-10 text-center text-slate-600">
            {t('appointments.loading')}
          </p>
        ) : appointments.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">{t('appointments.loadError')}</p>
            <p className="mt-1 text-sm">{reasonOf(appointments.error)}</p>
            <Button variant="danger" className="mt-3" onClick={() => void appointments.refetch()}>
              {t('appointments.retry')}
            </Button>
          </div>
        ) : appointments.data.items.length === 0 ? (
          <EmptyState
            tab={tab}
            filtered={status !== undefined || q !== ''}
            onClear={() => {
              set({ status: '', q: '' });
            }}
          />
        ) : (
          <div aria-busy={appointments.isFetching}>
            <p className="mb-2 text-sm text-slate-600" aria-live="polite">
              {appointments.data.items.length > 0 &&
                t('appointments.showing', { first: (appointments.data.page - 1) * appointments.data.pageSize + 1, last: (appointments.data.page - 1) * appointments.data.pageSize + appointments.data.items.length, total: appointments.data.total })}
            </p>
            {wide ? (
              <div className="overflow-x-auto">
                <AppointmentTable items={appointments.data.items} />
              </div>
            ) : (
              <AppointmentCards items={appointments.data.items} />
            )}
            <Pagination
              page={appointments.data.page}
              pageCount={Math.ceil(appointments.data.total / appointments.data.pageSize)}
              onPage={(next) => {
                set({ page: String(next) });
              }}
            />
          </div>
        )}
      </div>
    </section>
  );
}
