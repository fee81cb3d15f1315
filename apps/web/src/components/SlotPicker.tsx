import type { Slot, SlotsResponse } from '@clinvia/contracts/doctors';
import { useQuery } from '@tanstack/react-query';
import { placeLine, type Place } from '@clinvia/contracts/locations';
import { AlertCircle, Ban, CalendarX2, Check, Clock, Hourglass, Lock, MapPin, RotateCw } from 'lucide-react';
import i18next, { type TFunction } from 'i18next';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClinicDate } from '../lib/clinic-dates';
import { useLanguage } from '../lib/i18n/i18n';
import { bookingSlotsQuery } from '../lib/queries/doctors';
import { clockLabel, zoneNote } from '../lib/zone-time';
import { Button } from './ui/Button';
import { FieldError } from './ui/Field';

const alertIcon = <AlertCircle className="size-4 shrink-0" aria-hidden="true" />;

// Step 1 of the wizard and the reschedule dialog: 10 days from the clinic's today and the 12
// slots of the chosen day. Taken, held, past and unavailable slots are shown but cannot be chosen,
// and say why in words (not only in colour).

export interface SlotChoice {
  date: string;
  time: string;
}

interface SlotPickerProps {
  doctorId: string;
  /** The clinic's today (GET /api/config). */
  today: string;
  value: SlotChoice;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  dateError?: string | undefined;
  timeError?: string | undefined;
  /** The appointment being moved: its slot shows as 'Current'. */
  current?: SlotChoice;
  /** Prefix for element ids, unique per picker on the page. */
  idPrefix: string;
  /** The visit being moved (reschedule): a type that takes two slots with this doctor needs the slot after its time free too (BOOK-20). */
  visitType?: string;
}

type SlotState = 'available' | 'current' | 'taken' | 'held' | 'blocked' | 'past' | 'too_soon' | 'too_short' | 'closed';

function stateOf(slot: Slot, date: string, current: SlotChoice | undefined, needsTwoSlots: boolean): SlotState {
  if (current?.date === date && current.time === slot.time) return 'current';
  if (slot.available) return needsTwoSlots && !slot.fits_two_slots ? 'too_short' : 'available';
  if (slot.past) return 'past';
  if (slot.too_soon) return 'too_soon';
  if (slot.taken) return 'taken';
  // WAIT-2: freed, and held a few minutes for the patient first on the waitlist.
  if (slot.held) return 'held';
  if (slot.blocked) return 'blocked';
  return 'closed';
}

const stateIcons: Record<Exclude<SlotState, 'available'>, ReactNode> = {
  current: <Check className="size-3.5" aria-hidden="true" />,
  taken: <Lock className="size-3.5" aria-hidden="true" />,
  held: <Hourglass className="size-3.5" aria-hidden="true" />,
  blocked: <Ban className="size-3.5" aria-hidden="true" />,
  past: <Clock className="size-3.5" aria-hidden="true" />,
  too_soon: <Clock className="size-3.5" aria-hidden="true" />,
  too_short: <Ban className="size-3.5" aria-hidden="true" />,
  closed: <Ban className="size-3.5" aria-hidden="true" />,
};

/** BOOK-20 in words: the doctor's minimum notice, or null without one. */
export function noticeText(hours: number, t: TFunction<'bookingKit'> = i18next.getFixedT(null, 'bookingKit')): string | null {
  if (hours === 0) return null;
  return t('slots.notice', { count: hours });
}

function freeCount(slots: readonly Slot[]): number {
  return slots.filter((slot) => slot.available).length;
}

function DayOption({ date, slots, selected, name, onChange }: { date: string; slots: Slot[]; selected: boolean; name: string; onChange: () => void }) {
  const { t } = useTranslation('bookingKit');
  const language = useLanguage();
  const free = freeCount(slots);
  const option = useRef<HTMLLabelElement>(null);
  useEffect(() => {
    // On a phone the days scroll sideways: keep the chosen one in view.
    if (selected) option.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  return (
    <label ref={option} className="relative block shrink-0 cursor-pointer">
      <input type="radio" name={name} value={date} checked={selected} onChange={onChange} className="peer sr-only" />
      <span
        className={`flex w-24 flex-col sm:w-auto items-center rounded-lg border px-2 py-2.5 text-center transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600 peer-focus-visible:ring-offset-2 ${
          selected ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-teal-600'
        }`}
      >
        <span className="text-xs font-medium uppercase tracking-wide">{formatClinicDate(date, 'weekday', language)}</span>
        <span className="text-base font-semibold">{formatClinicDate(date, 'monthDay', language)}</span>
        <span className={`mt-1 text-xs ${selected ? 'text-teal-50' : free === 0 ? 'text-slate-600' : 'text-teal-800'}`}>
          {free === 0 ? t('slots.noneFree') : t('slots.free', { count: free })}
        </span>
      </span>
    </label>
  );
}

function SlotOption({ slot, state, selected, name, onChange }: { slot: Slot; state: SlotState; selected: boolean; name: string; onChange: () => void }) {
  const { t } = useTranslation('bookingKit');
  const language = useLanguage();
  const selectable = state === 'available';
  const label = clockLabel(slot.time, language);
  // What a screen reader hears beside the time: the short label, or more where it would not say enough.
  const stateName = state === 'available' ? '' : state === 'held' ? t('slots.heldName') : t(`slots.states.${state}`).toLowerCase();
  return (
    <label className={`relative block ${selectable ? 'cursor-pointer' : 'cursor-not-allowed'}`}>
      <input
        type="radio"
        name={name}
        value={slot.time}
        checked={selected}
        disabled={!selectable}
        onChange={onChange}
        aria-label={state === 'available' ? label : `${label}, ${stateName}`}
        className="peer sr-only"
      />
      <span
        data-state={state}
        className={`flex min-h-14 flex-col items-center justify-center rounded-lg border px-2 py-2 text-center peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600 peer-focus-visible:ring-offset-2 ${
          selected
            ? 'border-teal-700 bg-teal-700 font-semibold text-white'
            : selectable
              ? 'border-slate-300 bg-white font-medium text-slate-900 hover:border-teal-600 hover:bg-teal-50'
              : state === 'current'
                ? 'border-dashed border-teal-600 bg-teal-50 text-teal-900'
                : state === 'held'
                  ? 'border-dashed border-amber-500 bg-amber-50 text-amber-900'
                  : 'border-dashed border-slate-300 bg-slate-100 text-slate-600'
        }`}
      >
        <span className={`whitespace-nowrap text-sm sm:text-base ${selectable || state === 'current' || state === 'held' ? '' : 'line-through'}`}>{label}</span>
        {!selectable && (
          <span className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium">
            {stateIcons[state]}
            {t(`slots.states.${state}`)}
          </span>
        )}
      </span>
    </label>
  );
}

/** TIME-5: which zone the times are in, when the browser's clock reads otherwise. */
function ZoneLine({ date, timeZone }: { date: string; timeZone: string }) {
  const { t } = useTranslation('bookingKit');
  const language = useLanguage();
  const zone = zoneNote(date, '12:00', timeZone, language);
  if (zone === null) return null;
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
      <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>
        {t('slots.zoneLead')} <strong className="font-semibold">{zone}</strong>
        {t('slots.zoneTail')}
      </span>
    </p>
  );
}

/** HOURS-9: where the slot at `time` on `date` is, or null when the grid does not say. */
export function slotPlace(data: SlotsResponse, date: string, time: string): Place | null {
  const slot = data.days.find((day) => day.date === date)?.slots.find((candidate) => candidate.time === time);
  return slot === undefined ? null : (data.locations.find((place) => place.id === slot.location_id) ?? null);
}

/** The locations of a day's slots, in the order of their first slot. */
function placesOfDay(data: SlotsResponse, slots: readonly Slot[]): Place[] {
  const ids = [...new Set(slots.map((slot) => slot.location_id))];
  return ids.flatMap((id) => data.locations.filter((place) => place.id === id));
}

/** LOC-5: where the times of a group are, in words beside a pin. */
function PlaceLine({ place, lead }: { place: Place; lead: string }) {
  return (
    <p className="mt-1 flex items-start gap-1.5 break-words text-sm text-slate-700" data-testid="slot-location">
      <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>
        {lead} <strong className="font-semibold">{placeLine(place)}</strong>
      </span>
    </p>
  );
}

function SlotGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="mb-2 text-sm font-medium text-slate-600">{title}</p>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">{children}</div>
    </div>
  );
}

function PickerSkeleton() {
  const { t } = useTranslation('bookingKit');
  return (
    <div aria-busy="true">
      <p role="status" className="text-slate-600">
        {t('slots.loading')}
      </p>
      <div className="mt-3 flex gap-2 overflow-hidden">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-20 w-24 shrink-0 animate-pulse rounded-lg bg-slate-100" />
        ))}
      </div>
      <div className="mt-5 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {Array.from({ length: 12 }, (_, i) => (
          <div key={i} className="h-14 animate-pulse rounded-lg bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

function Times({ data, props }: { data: SlotsResponse; props: SlotPickerProps }) {
  const { t } = useTranslation('bookingKit');
  const language = useLanguage();
  const { value, current, idPrefix, timeError, onTimeChange, onDateChange, visitType } = props;
  const needsTwoSlots = visitType !== undefined && data.two_slot_visit_types.includes(visitType);
  const day = data.days.find((candidate) => candidate.date === value.date);
  if (!day) {
    return (
      <div>
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700">{t('slots.chooseDay')}</p>
        <FieldError id={`${idPrefix}-time-error`} message={timeError} icon={alertIcon} className="mt-2" />
      </div>
    );
  }
  const nextFree = data.days.find((candidate) => candidate.date > day.date && freeCount(candidate.slots) > 0);
  const places = placesOfDay(data, day.slots);
  const options = (slots: Slot[]) =>
    slots.map((slot) => (
      <SlotOption
        key={slot.time}
        slot={slot}
        state={stateOf(slot, day.date, current, needsTwoSlots)}
        selected={value.time === slot.time && slot.available}
        name={`${idPrefix}-time`}
        onChange={() => {
          onTimeChange(slot.time);
        }}
      />
    ));
  return (
    <fieldset className="min-w-0" aria-describedby={timeError ? `${idPrefix}-time-error` : undefined}>
      <legend className="text-base font-semibold text-slate-900">{t('slots.timesOn', { date: formatClinicDate(day.date, 'long', language) })}</legend>
      <ZoneLine date={day.date} timeZone={data.clinicTimeZone} />
      {freeCount(day.slots) === 0 && (
        <div role="status" className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          <CalendarX2 className="size-5 shrink-0" aria-hidden="true" />
          <span>{t('slots.noFree')}</span>
          {nextFree && (
            <button
              type="button"
              onClick={() => {
                onDateChange(nextFree.date);
              }}
              className="font-semibold underline underline-offset-4 hover:text-amber-950"
            >
              {t('slots.nextFree', { date: formatClinicDate(nextFree.date, 'short', language) })}
            </button>
          )}
        </div>
      )}
      {places.length === 1 && places[0] !== undefined && <PlaceLine place={places[0]} lead={t('slots.at')} />}
      {places.length > 1 ? (
        // HOURS-9: a day worked at several locations shows each one's times under its name.
        places.map((place) => {
          const here = day.slots.filter((slot) => slot.location_id === place.id);
          return (
            <div key={place.id} className="mt-4 rounded-lg border border-slate-200 p-3">
              <PlaceLine place={place} lead={t('slots.at')} />
              <div className="mt-3 space-y-4">
                {here.some((slot) => slot.time < '12:00') && <SlotGroup title={t('dayParts.morning')}>{options(here.filter((slot) => slot.time < '12:00'))}</SlotGroup>}
                {here.some((slot) => slot.time >= '12:00') && <SlotGroup title={t('dayParts.afternoon')}>{options(here.filter((slot) => slot.time >= '12:00'))}</SlotGroup>}
              </div>
            </div>
          );
        })
      ) : (
        <div className="mt-3 space-y-4">
          <SlotGroup title={t('dayParts.morning')}>{options(day.slots.filter((slot) => slot.time < '12:00'))}</SlotGroup>
          <SlotGroup title={t('dayParts.afternoon')}>{options(day.slots.filter((slot) => slot.time >= '12:00'))}</SlotGroup>
        </div>
      )}
      <FieldError id={`${idPrefix}-time-error`} message={timeError} icon={alertIcon} className="mt-2" />
    </fieldset>
  );
}

export function SlotPicker(props: SlotPickerProps) {
  const { t } = useTranslation('bookingKit');
  const { doctorId, today, value, onDateChange, dateError, idPrefix } = props;
  const slots = useQuery(bookingSlotsQuery(doctorId, today));

  if (slots.isPending) return <PickerSkeleton />;
  if (slots.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-4 text-red-800">
        <p className="font-semibold">{t('slots.loadFailed')}</p>
        <p className="mt-1 text-sm">{slots.error.message}</p>
        <Button variant="danger" size="sm" className="mt-3" onClick={() => void slots.refetch()}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('slots.tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <fieldset className="min-w-0" aria-describedby={dateError ? `${idPrefix}-date-error` : undefined}>
        <legend className="text-base font-semibold text-slate-900">{t('slots.date')}</legend>
        <p className="mt-1 text-sm text-slate-600">
          {t('slots.window')}
          {slots.data.booking_notice_hours > 0 && ` ${noticeText(slots.data.booking_notice_hours, t) ?? ''}`}
        </p>
        {/* A scrolling row on phones, two rows of five from the small breakpoint. */}
        <div className="-mx-1 mt-3 flex gap-2 overflow-x-auto px-1 pb-2 pt-1 sm:grid sm:grid-cols-5 sm:overflow-visible">
          {slots.data.days.map((day) => (
            <DayOption
              key={day.date}
              date={day.date}
              slots={day.slots}
              selected={value.date === day.date}
              name={`${idPrefix}-date`}
              onChange={() => {
                onDateChange(day.date);
              }}
            />
          ))}
        </div>
        <FieldError id={`${idPrefix}-date-error`} message={dateError} icon={alertIcon} className="mt-2" />
      </fieldset>
      <Times data={slots.data} props={props} />
    </div>
  );
}
