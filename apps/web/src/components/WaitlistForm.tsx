import { dayPartLabels, dayParts, waitlistMessages, type DayPart } from '@clinvia/contracts/waitlist';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, reasonOf } from '../lib/api';
import { formatClinicDate } from '../lib/clinic-dates';
import { patientKey } from '../lib/queries/patients';
import { joinWaitlist } from '../lib/waitlist';
import { FormAlert } from './fields';

// WAIT-1: 'Tell me when a slot opens', where a patient finds no free time with a doctor (the
// booking wizard's step 1, the doctor's profile). The patient chooses days of the booking
// window (or any day) and parts of day; the server keeps one entry per patient and doctor.

interface WaitlistFormProps {
  doctorId: string;
  patientId: string;
  /** The booking window's days, first to last. */
  days: readonly string[];
  /** The day the patient wanted, checked at the start; none: any day. */
  wantedDay?: string | undefined;
  idPrefix: string;
}

type FieldErrors = Partial<Record<'days' | 'parts', string>>;

const checkbox = 'size-4 rounded border-slate-400 text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600';

/** The first message the server gave for a field or one of its items ('days.0'). */
function fieldError(error: ApiError, field: 'days' | 'parts'): string | undefined {
  const entry = Object.entries(error.fields ?? {}).find(([name]) => name === field || name.startsWith(`${field}.`));
  return entry?.[1];
}

export function WaitlistForm({ doctorId, patientId, days, wantedDay, idPrefix }: WaitlistFormProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [anyDay, setAnyDay] = useState(wantedDay === undefined);
  const [chosenDays, setChosenDays] = useState<string[]>(wantedDay === undefined ? [] : [wantedDay]);
  const [parts, setParts] = useState<DayPart[]>([...dayParts]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const toggle = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

  async function submit() {
    const local: FieldErrors = {};
    if (!anyDay && chosenDays.length === 0) local.days = waitlistMessages.daysRequired;
    if (parts.length === 0) local.parts = waitlistMessages.partsRequired;
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    try {
      const answer = await joinWaitlist({ doctorId, anyDay, days: anyDay ? [] : chosenDays, parts });
      setJoined(answer.message);
      void queryClient.invalidateQueries({ queryKey: patientKey(patientId) });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors({ days: fieldError(error, 'days'), parts: fieldError(error, 'parts') });
      }
      setFailure(reasonOf(error));
    } finally {
      setSending(false);
    }
  }

  if (joined !== null) {
    return (
      <FormAlert tone="success">
        {joined}{' '}
        <Link to="/appointments" className="font-semibold underline underline-offset-4">
          See your waitlist
        </Link>
      </FormAlert>
    );
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 rounded-md border border-teal-700 bg-white px-4 py-2 font-semibold text-teal-800 hover:bg-teal-50"
      >
        <BellRing className="size-4" aria-hidden="true" />
        Tell me when a slot opens
      </button>
    );
  }

  const daysError = `${idPrefix}-waitlist-days-error`;
  const partsError = `${idPrefix}-waitlist-parts-error`;
  // A group, not a form: the wizard shows it inside its own form, and forms do not nest.
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-teal-200 bg-teal-50/60 p-4">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <BellRing className="size-4 text-teal-700" aria-hidden="true" />
        Tell me when a slot opens
      </h3>
      <fieldset aria-describedby={errors.days ? daysError : undefined}>
        <legend className="text-sm font-medium text-slate-800">Which days?</legend>
        <label className="mt-2 flex items-center gap-2 text-slate-900">
          <input
            type="checkbox"
            className={checkbox}
            checked={anyDay}
            onChange={() => {
              setAnyDay(!anyDay);
            }}
          />
          Any day
        </label>
        {!anyDay && (
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
            {days.map((day) => (
              <label key={day} className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900">
                <input
                  type="checkbox"
                  className={checkbox}
                  checked={chosenDays.includes(day)}
                  onChange={() => {
                    setChosenDays(toggle(chosenDays, day));
                  }}
                />
                {formatClinicDate(day, 'short')}
              </label>
            ))}
          </div>
        )}
        {errors.days && (
          <p id={daysError} className="mt-1 text-sm text-red-700">
            {errors.days}
          </p>
        )}
      </fieldset>
      <fieldset aria-describedby={errors.parts ? partsError : undefined}>
        <legend className="text-sm font-medium text-slate-800">Which part of the day?</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {dayParts.map((part) => (
            <label key={part} className="flex items-center gap-2 text-slate-900">
              <input
                type="checkbox"
                className={checkbox}
                checked={parts.includes(part)}
                onChange={() => {
                  setParts(toggle(parts, part));
                }}
              />
              {dayPartLabels[part]}
            </label>
          ))}
        </div>
        {errors.parts && (
          <p id={partsError} className="mt-1 text-sm text-red-700">
            {errors.parts}
          </p>
        )}
      </fieldset>
      {failure && !errors.days && !errors.parts && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => void submit()} disabled={sending} className="rounded-md bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-70">
          {sending ? 'Joining...' : 'Join the waitlist'}
        </button>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
          }}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Not now
        </button>
      </div>
    </div>
  );
}
