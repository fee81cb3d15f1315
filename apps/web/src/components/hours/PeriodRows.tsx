import type { Place } from '@clinvia/contracts/locations';
import type { PeriodInput } from '@clinvia/contracts/schedule-schemas';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { FieldError } from '../ui/Field';

// One day's periods as rows of start and end times, added and removed by buttons (no dragging),
// each input labelled with its day and number, its message under it (HOURS-5).

interface PeriodRowsProps {
  /** The day's name in labels ('Monday', or a date). */
  dayName: string;
  periods: readonly PeriodInput[];
  onChange: (periods: PeriodInput[]) => void;
  /** Messages by 'index.start' / 'index.end' / 'index.location_id'. */
  errors: Readonly<Record<string, string>>;
  idPrefix: string;
  /** HOURS-9: where a period may be; with more than one, each period chooses (the doctor's own by default). */
  places?: readonly Place[];
  /** The doctor's own location: a period at it is stored without one. */
  mainLocation?: string;
}

const inputClass = 'block w-full min-w-0 rounded-md border border-slate-300 px-2 py-2 text-sm text-slate-900 aria-invalid:border-red-600 focus:border-teal-600';

/** A new period after the last one: an hour after it ends, or 9:00–12:00 on an empty day. */
function nextPeriod(periods: readonly PeriodInput[]): PeriodInput {
  const last = periods.at(-1);
  if (last === undefined) return { start: '09:00', end: '12:00' };
  const [hours = 0, minutes = 0] = last.end.split(':').map(Number);
  const start = Math.min(hours + 1, 22);
  return { start: `${String(start).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`, end: `${String(Math.min(start + 2, 23)).padStart(2, '0')}:${String(minutes).padStart(2, '0')}` };
}

export function PeriodRows({ dayName, periods, onChange, errors, idPrefix, places = [], mainLocation = '' }: PeriodRowsProps) {
  const { t } = useTranslation('hoursKit');
  const update = (index: number, field: keyof PeriodInput, value: string | null) => {
    onChange(periods.map((period, i) => (i === index ? { ...period, [field]: value } : period)));
  };
  const choosesPlace = places.length > 1;
  return (
    <div className="space-y-2">
      {periods.length === 0 && <p className="text-sm text-slate-600">{t('periods.dayOff')}</p>}
      {periods.map((period, index) => {
        const startError = errors[`${String(index)}.start`];
        const endError = errors[`${String(index)}.end`];
        const id = `${idPrefix}-${String(index)}`;
        const placeError = errors[`${String(index)}.location_id`];
        return (
          <div key={index} className={choosesPlace ? 'space-y-1 rounded-md border border-slate-200 p-2' : undefined}>
          <div className="flex items-start gap-2">
            {(['start', 'end'] as const).map((field) => {
              const error = field === 'start' ? startError : endError;
              return (
                <div key={field} className="min-w-0 flex-1">
                  <label htmlFor={`${id}-${field}`} className="sr-only">
                    {t('periods.field', { day: dayName, number: index + 1, field: field === 'start' ? t('periods.start') : t('periods.end') })}
                  </label>
                  <span aria-hidden="true" className="text-xs text-slate-600">
                    {field === 'start' ? t('periods.start') : t('periods.end')}
                  </span>
                  <input
                    id={`${id}-${field}`}
                    type="time"
                    step={300}
                    value={period[field]}
                    aria-invalid={error !== undefined}
                    aria-describedby={error === undefined ? undefined : `${id}-${field}-error`}
                    onChange={(event) => {
                      update(index, field, event.target.value);
                    }}
                    className={inputClass}
                  />
                  <FieldError id={`${id}-${field}-error`} message={error} small />
                </div>
              );
            })}
            <Button
              variant="secondary"
              size="icon"
              className="mt-4 shrink-0"
              aria-label={t('periods.remove', { day: dayName, number: index + 1 })}
              onClick={() => {
                onChange(periods.filter((_, i) => i !== index));
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
          {choosesPlace && (
            <div>
              <label htmlFor={`${id}-location`} className="text-xs text-slate-600">
                <span className="sr-only">{t('periods.of', { day: dayName, number: index + 1 })}</span>
                {t('periods.location')}
              </label>
              <select
                id={`${id}-location`}
                value={period.location_id ?? mainLocation}
                aria-invalid={placeError !== undefined}
                aria-describedby={placeError === undefined ? undefined : `${id}-location-error`}
                onChange={(event) => {
                  update(index, 'location_id', event.target.value === mainLocation ? null : event.target.value);
                }}
                className={inputClass}
              >
                {places.map((place) => (
                  <option key={place.id} value={place.id}>
                    {place.id === mainLocation ? t('periods.ownLocation', { place: place.name }) : place.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-location-error`} message={placeError} small />
            </div>
          )}
          </div>
        );
      })}
      <Button
        variant="link"
        size="sm"
        className="px-0"
        aria-label={t('periods.addFor', { day: dayName })}
        onClick={() => {
          onChange([...periods, nextPeriod(periods)]);
        }}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('periods.add')}
      </Button>
    </div>
  );
}

/** The messages of one list of periods, by 'index.field', from an error map keyed by '<prefix>.index.field'. */
export function errorsUnder(errors: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(`${prefix}.`)) found[key.slice(prefix.length + 1)] = message;
  return found;
}
