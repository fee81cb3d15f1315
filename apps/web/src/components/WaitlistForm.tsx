import { dayParts, joinWaitlistSchema, type DayPart, type JoinWaitlist, type JoinWaitlistInput } from '@clinvia/contracts/waitlist';
import { joinWaitlist } from '@clinvia/contracts/operations/patients';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { FormProvider, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClinicDate } from '../lib/clinic-dates';
import { useLanguage } from '../lib/i18n/i18n';
import { zonedClock } from '../lib/zone-time';
import { doctorVisitTypesQuery } from '../lib/queries/doctors';
import { patientAppointmentsQuery, patientKey } from '../lib/queries/patients';
import { operationMutation } from '../lib/operation-queries';
import { BookingDetailsFields, bookingDetailsFieldNames, emptyBookingDetails } from './BookingDetailsFields';
import { FormAlert } from './fields';
import { Button } from './ui/Button';
import { FormActions } from './ui/FormActions';
import { useApiForm } from './ui/useApiForm';

// WAIT-1: 'Tell me when a slot opens', where a patient finds no free time with a doctor (the
// booking wizard's step 1, the doctor's profile). The patient chooses days of the booking
// window (or any day) and parts of day; the server keeps one entry per patient and doctor.
// WAIT-2: it also asks what the wizard's step 2 asks, so that an offered time books in one click.

interface WaitlistFormProps {
  doctorId: string;
  patientId: string;
  /** The booking window's days, first to last. */
  days: readonly string[];
  /** The day the patient wanted, checked at the start; none: any day. */
  wantedDay?: string | undefined;
  idPrefix: string;
}

const fieldNames: readonly FieldPath<JoinWaitlistInput>[] = ['days', 'parts', ...bookingDetailsFieldNames];

const checkbox = 'size-4 rounded border-slate-400 text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600';

export function WaitlistForm({ doctorId, patientId, days, wantedDay, idPrefix }: WaitlistFormProps) {
  const { t } = useTranslation('bookingKit');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  const join = useMutation(operationMutation(joinWaitlist, (body: JoinWaitlistInput) => ({ body })));
  // Kept while the form is folded away ('Not now'): opened again, it shows what was typed.
  const { failure, submit, ...form } = useApiForm<JoinWaitlistInput, JoinWaitlist>({
    schema: joinWaitlistSchema,
    mode: 'onTouched',
    defaultValues: { doctorId, anyDay: wantedDay === undefined, days: wantedDay === undefined ? [] : [wantedDay], parts: [...dayParts], ...emptyBookingDetails },
    // The server's messages go to their fields ('days.0' to the days); the form keeps everything typed.
    fields: fieldNames,
    fieldsFailure: t('waitlistForm.fixFields'),
    onSubmit: async (values) => {
      const answer = await join.mutateAsync({ ...values, days: values.anyDay ? [] : values.days });
      setJoined(answer.message);
      void queryClient.invalidateQueries({ queryKey: patientKey(patientId) });
    },
  });
  const { control, setValue, formState } = form;
  const [anyDay = false, chosenDays = [], parts] = useWatch({ control, name: ['anyDay', 'days', 'parts'] });
  const errors = formState.errors;
  const appointments = useQuery({ ...patientAppointmentsQuery(patientId), enabled: open });
  // VISIT-4: a patient waits for a type the doctor offers.
  const visitTypes = useQuery(doctorVisitTypesQuery(doctorId));
  const existing = appointments.data?.appointments.find((appointment) => appointment.doctor_id === doctorId && appointment.can_cancel);

  const toggle = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  // Checkboxes are re-checked at once after a first try, as typed fields are.
  const recheck = { shouldValidate: formState.isSubmitted, shouldDirty: true } as const;

  /** Enter in a field joins: the wizard's own form around this group must not take it as Continue. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    submit();
  };

  if (joined !== null) {
    return (
      <FormAlert tone="success">
        {joined}{' '}
        <Link to="/appointments" className="font-semibold underline underline-offset-4">
          {t('waitlistForm.seeWaitlist')}
        </Link>
      </FormAlert>
    );
  }

  if (!open) {
    return (
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        <BellRing className="size-4" aria-hidden="true" />
        {t('waitlistForm.open')}
      </Button>
    );
  }

  const daysError = `${idPrefix}-waitlist-days-error`;
  const partsError = `${idPrefix}-waitlist-parts-error`;
  // A group, not a form: the wizard shows it inside its own form, and forms do not nest.
  return (
    <FormProvider {...form}>
      <div role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-why`} onKeyDown={onKeyDown} className="space-y-5 rounded-lg border border-teal-200 bg-teal-50/60 p-4 sm:p-5">
        <div>
          <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
            <BellRing className="size-4 text-teal-700" aria-hidden="true" />
            {t('waitlistForm.open')}
          </h3>
          <p id={`${id}-why`} className="mt-1 text-sm text-slate-700">
            {t('waitlistForm.why')}
          </p>
        </div>
        {existing && (
          <FormAlert tone="info">
            {t('waitlistForm.alreadyBooked', {
              visit: existing.appointment_type.toLowerCase(),
              when: t('when', { date: formatClinicDate(existing.appointment_date, 'long', language), time: zonedClock(existing.appointment_date, existing.appointment_time, existing.timeZone, language) }),
            })}
          </FormAlert>
        )}
        <fieldset aria-describedby={errors.days ? daysError : undefined}>
          <legend className="text-sm font-semibold text-slate-900">{t('waitlistForm.days')}</legend>
          <label className="mt-2 flex items-center gap-2 text-slate-900">
            <input
              type="checkbox"
              className={checkbox}
              checked={anyDay}
              onChange={() => {
                setValue('anyDay', !anyDay, recheck);
                if (formState.isSubmitted) void form.trigger('days');
              }}
            />
            {t('waitlistForm.anyDay')}
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
                      setValue('days', toggle(chosenDays, day), recheck);
                    }}
                  />
                  {formatClinicDate(day, 'short', language)}
                </label>
              ))}
            </div>
          )}
          {errors.days?.message && (
            <p id={daysError} className="mt-1 text-sm text-red-700">
              {errors.days.message}
            </p>
          )}
        </fieldset>
        <fieldset aria-describedby={errors.parts ? partsError : undefined}>
          <legend className="text-sm font-semibold text-slate-900">{t('waitlistForm.parts')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {dayParts.map((part) => (
              <label key={part} className="flex items-center gap-2 text-slate-900">
                <input
                  type="checkbox"
                  className={checkbox}
                  checked={parts.includes(part)}
                  onChange={() => {
                    setValue('parts', toggle<DayPart>(parts, part), recheck);
                  }}
                />
                {t(`dayParts.${part}`)}
              </label>
            ))}
          </div>
          {errors.parts?.message && (
            <p id={partsError} className="mt-1 text-sm text-red-700">
              {errors.parts.message}
            </p>
          )}
        </fieldset>
        <div className="border-t border-teal-200 pt-4">
          <BookingDetailsFields idPrefix={`${idPrefix}-waitlist`} size="part" offered={visitTypes.data} />
        </div>
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <FormActions>
          <Button
            onClick={() => {
              submit();
            }}
            loading={formState.isSubmitting} loadingText={t('waitlistForm.joining')}>
            {t('waitlistForm.join')}
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
            }}
            variant="secondary"
          >
            {t('waitlistForm.notNow')}
          </Button>
        </FormActions>
      </div>
    </FormProvider>
  );
}
