import { weekUpdateSchema, type DoctorHours, type PeriodInput } from '@clinvia/contracts/schedule-schemas';
import { slotLengths } from '@clinvia/contracts/schedules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, reasonOf } from '../../lib/api';
import { weekdayName } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { FormAlert } from '../fields';
import { Button } from '../ui/Button';
import { errorsUnder, PeriodRows } from './PeriodRows';
import { FieldError } from '../ui/Field';

// HOURS-5: the week as seven days of periods and one slot length. Checked with the contract's
// schema before sending, so the browser and the server say the same per field; a refused save
// keeps what was typed.

/** Monday first, as people read a working week; the API's days stay 0 Sunday to 6 Saturday. */
const dayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    found[key] ??= issue.message;
  }
  return found;
}

interface WeekFormProps {
  hours: DoctorHours;
  /** Each answers the hours as saved, which the form shows from then on. */
  onSave: (week: { slotMinutes: number; week: PeriodInput[][] }) => Promise<DoctorHours>;
  onReset: () => Promise<DoctorHours>;
  idPrefix: string;
  /** The note for a doctor on the standard week, as the doctor or staff read it. */
  standardNote: string;
}

function weekOf(hours: DoctorHours): PeriodInput[][] {
  return hours.week.map((periods) => periods.map((period) => ({ ...period })));
}

export function WeekForm({ hours, onSave, onReset, idPrefix, standardNote }: WeekFormProps) {
  const { t } = useTranslation('hoursKit');
  const language = useLanguage();
  const [week, setWeek] = useState<PeriodInput[][]>(() => weekOf(hours));
  const [slotMinutes, setSlotMinutes] = useState(String(hours.slot_minutes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [copyTargets, setCopyTargets] = useState<Record<number, number[]>>({});

  const setDay = (weekday: number, periods: PeriodInput[]) => {
    setWeek((current) => current.map((day, index) => (index === weekday ? periods : day)));
  };

  async function save() {
    setOutcome(null);
    const parsed = weekUpdateSchema.safeParse({ slotMinutes, week });
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      setOutcome({ tone: 'error', text: t('week.fixFields') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await onSave({ slotMinutes: parsed.data.slotMinutes, week: parsed.data.week });
      setWeek(weekOf(saved));
      setOutcome({ tone: 'success', text: t('week.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setOutcome({ tone: 'error', text: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function reset() {
    setOutcome(null);
    setBusy(true);
    try {
      const saved = await onReset();
      setWeek(weekOf(saved));
      setSlotMinutes(String(saved.slot_minutes));
      setErrors({});
      setOutcome({ tone: 'success', text: t('week.wasReset') });
    } catch (error) {
      setOutcome({ tone: 'error', text: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {hours.is_specification && <p className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">{standardNote}</p>}
      <div className="max-w-xs">
        <label htmlFor={`${idPrefix}-slot`} className="block text-sm font-medium text-slate-800">
          {t('week.slotLength')}
        </label>
        <select
          id={`${idPrefix}-slot`}
          value={slotMinutes}
          aria-invalid={errors.slotMinutes !== undefined}
          aria-describedby={errors.slotMinutes === undefined ? undefined : `${idPrefix}-slot-error`}
          onChange={(event) => {
            setSlotMinutes(event.target.value);
          }}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        >
          {slotLengths.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('week.minutes', { count: minutes })}
            </option>
          ))}
        </select>
        <FieldError id={`${idPrefix}-slot-error`} message={errors.slotMinutes} />
      </div>
      {errors.week !== undefined && <p className="text-sm text-red-700">{errors.week}</p>}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {dayOrder.map((weekday) => {
          const name = weekdayName(weekday, language);
          const targets = copyTargets[weekday] ?? [];
          return (
            <fieldset key={weekday} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900 capitalize">{name}</legend>
              <PeriodRows
                dayName={name}
                periods={week[weekday] ?? []}
                onChange={(periods) => {
                  setDay(weekday, periods);
                }}
                errors={errorsUnder(errors, `week.${String(weekday)}`)}
                idPrefix={`${idPrefix}-day-${String(weekday)}`}
                places={hours.locations}
                mainLocation={hours.location_id}
              />
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer font-medium text-teal-800">{t('week.copyDay', { day: name })}</summary>
                <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
                  {dayOrder
                    .filter((other) => other !== weekday)
                    .map((other) => (
                      <label key={other} className="inline-flex min-h-9 items-center gap-2 capitalize">
                        <input
                          type="checkbox"
                          className="size-4 accent-teal-700"
                          checked={targets.includes(other)}
                          onChange={(event) => {
                            const next = event.target.checked ? [...targets, other] : targets.filter((day) => day !== other);
                            setCopyTargets((current) => ({ ...current, [weekday]: next }));
                          }}
                        />
                        {weekdayName(other, language)}
                      </label>
                    ))}
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-2"
                  disabled={targets.length === 0}
                  onClick={() => {
                    const source = week[weekday] ?? [];
                    setWeek((current) => current.map((day, index) => (targets.includes(index) ? source.map((period) => ({ ...period })) : day)));
                    setCopyTargets((current) => ({ ...current, [weekday]: [] }));
                    setOutcome({ tone: 'success', text: t('week.copyDone', { day: name }) });
                  }}
                >
                  {t('week.copyApply')}
                </Button>
              </details>
            </fieldset>
          );
        })}
      </div>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy}>
          {busy ? t('week.saving') : t('week.save')}
        </Button>
        {!hours.is_specification && (
          <Button variant="secondary" disabled={busy} onClick={() => void reset()}>
            {t('week.reset')}
          </Button>
        )}
      </div>
    </form>
  );
}
