import { overrideUpdateSchema, type DoctorHours } from '@clinvia/contracts/schedule-schemas';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { clockLabel } from '../../lib/zone-time';
import type { PeriodInput } from '@clinvia/contracts/schedule-schemas';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { FormAlert } from '../fields';
import { Button } from '../ui/Button';
import { errorsUnder, PeriodRows } from './PeriodRows';
import { issuesByPath } from './WeekForm';
import { FieldError } from '../ui/Field';

// HOURS-2 and HOURS-6: exceptions of single dates (other periods, or the day off), listed from
// today on and removable; next to the Time off card, which blocks single slots.

interface OverridesSectionProps {
  hours: DoctorHours;
  onSave: (date: string, periods: PeriodInput[]) => Promise<void>;
  onRemove: (date: string) => Promise<void>;
  idPrefix: string;
}

/** An override's periods in words, each with its location when it is not the doctor's own (HOURS-9). */
function periodsText(periods: readonly PeriodInput[], places: DoctorHours['locations'], t: TFunction<'hoursKit'>, language: UiLanguage): string {
  const text = (period: PeriodInput) => {
    const [start, end] = [clockLabel(period.start, language), clockLabel(period.end, language)];
    const place = period.location_id ? places.find((candidate) => candidate.id === period.location_id) : undefined;
    return place === undefined ? `${start}–${end}` : t('overrides.periodAt', { start, end, place: place.name });
  };
  return periods.length === 0 ? t('periods.dayOff') : periods.map(text).join(', ');
}

export function OverridesSection({ hours, onSave, onRemove, idPrefix }: OverridesSectionProps) {
  const { t } = useTranslation('hoursKit');
  const language = useLanguage();
  const [date, setDate] = useState('');
  const [dayOff, setDayOff] = useState(true);
  const [periods, setPeriods] = useState<PeriodInput[]>([{ start: '09:00', end: '12:00' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    setOutcome(null);
    const chosen = dayOff ? [] : periods;
    const parsed = overrideUpdateSchema.safeParse({ periods: chosen });
    const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
    if (date === '') found.date = t('overrides.chooseDate');
    else if (date < hours.today) found.date = t('overrides.chooseLaterDate');
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setOutcome({ tone: 'error', text: t('week.fixFields') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(date, chosen);
      setOutcome({ tone: 'success', text: t('overrides.saved', { date: formatClinicDate(date, 'long', language) }) });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setOutcome({ tone: 'error', text: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function remove(removed: string) {
    setOutcome(null);
    try {
      await onRemove(removed);
      setOutcome({ tone: 'success', text: t('overrides.removed', { date: formatClinicDate(removed, 'long', language) }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: reasonOf(error) });
    }
  }

  return (
    <div className="mt-4 space-y-4">
      {hours.overrides.length === 0 ? (
        <p className="text-sm text-slate-600">{t('overrides.none')}</p>
      ) : (
        <ul aria-label={t('overrides.title')} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {hours.overrides.map((override) => (
            <li key={override.date} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{formatClinicDate(override.date, 'long', language)}</span>
                <span className="text-slate-700"> · {periodsText(override.periods, hours.locations, t, language)}</span>
              </span>
              <Button variant="secondary" size="sm" aria-label={t('overrides.removeLabel', { date: formatClinicDate(override.date, 'long', language) })} onClick={() => void remove(override.date)}>
                {t('overrides.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="space-y-3 rounded-lg border border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="max-w-xs">
          <label htmlFor={`${idPrefix}-date`} className="block text-sm font-medium text-slate-800">
            {t('overrides.date')}
          </label>
          <input
            id={`${idPrefix}-date`}
            type="date"
            min={hours.today}
            value={date}
            aria-invalid={errors.date !== undefined}
            aria-describedby={errors.date === undefined ? undefined : `${idPrefix}-date-error`}
            onChange={(event) => {
              setDate(event.target.value);
            }}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <FieldError id={`${idPrefix}-date-error`} message={errors.date} />
        </div>
        <label className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-teal-700"
            checked={dayOff}
            onChange={(event) => {
              setDayOff(event.target.checked);
            }}
          />
          {t('overrides.dayOff')}
        </label>
        {!dayOff && <PeriodRows dayName={date === '' ? t('overrides.theDate') : formatClinicDate(date, 'long', language)} periods={periods} onChange={setPeriods} errors={errorsUnder(errors, 'periods')} idPrefix={`${idPrefix}-periods`} places={hours.locations} mainLocation={hours.location_id} />}
        {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
        <Button type="submit" disabled={busy}>
          {t('overrides.save')}
        </Button>
      </form>
    </div>
  );
}
