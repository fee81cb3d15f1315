import { appointmentTypes } from '@clinvia/contracts/appointments';
import { bookingRulesMessages, bookingRulesUpdateSchema, type BookingRules, type BookingRulesInput, type BookingRulesUpdate } from '@clinvia/contracts/doctor-portal';
import { updateOwnBookingRules } from '@clinvia/contracts/operations/doctor-portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, TextField } from '../../components/fields';
import { operationMutation } from '../../lib/operation-queries';
import { bookingRulesQuery } from './api';
import { Button } from '../../components/ui/Button';
import { useApiForm } from '../../components/ui/useApiForm';

// BOOK-20: the doctor's minimum booking notice and the visit types that take two
// slots. The slot grid, the booking wizard and rescheduling read them from the server at once.

function formValuesOf(rules: BookingRules): BookingRulesInput {
  return { noticeHours: String(rules.noticeHours), twoSlotVisitTypes: [...rules.twoSlotVisitTypes] };
}

function RulesForm({ rules }: { rules: BookingRules }) {
  const { t } = useTranslation('doctorPortal');
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const save = useMutation(operationMutation(updateOwnBookingRules, (body: BookingRulesUpdate) => ({ body })));
  const {
    register,
    submit,
    failure,
    reset,
    formState: { errors, isSubmitting },
  } = useApiForm<BookingRulesInput, BookingRulesUpdate>({
    // The form keeps what was typed ('2' as text); the schema reads it as the number the API takes.
    schema: bookingRulesUpdateSchema,
    mode: 'onTouched',
    defaultValues: formValuesOf(rules),
    fields: ['noticeHours', 'twoSlotVisitTypes'],
    onSubmit: async (values) => {
      setSaved(false);
      queryClient.setQueryData(bookingRulesQuery().queryKey, await save.mutateAsync(values));
      // Booking pages and Find Doctor read the slots these rules shape.
      void queryClient.invalidateQueries({ queryKey: ['doctors'] });
      setSaved(true);
    },
  });

  useEffect(() => {
    reset(formValuesOf(rules));
  }, [rules, reset]);

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5">
      <div className="max-w-xs">
        <TextField
          label={t('bookingRules.noticeLabel')}
          hint={t('bookingRules.noticeHint')}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          // The schema reads any input (text or number), so react-hook-form types its error loosely; it is one message.
          error={errors.noticeHours as FieldError | undefined}
          {...register('noticeHours')}
        />
      </div>
      <fieldset aria-describedby="two-slot-hint">
        <legend className="text-sm font-medium text-slate-800">{t('bookingRules.twoSlotsLegend')}</legend>
        <p id="two-slot-hint" className="mt-1 text-sm text-slate-600">
          {t('bookingRules.twoSlotsHint')}
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {appointmentTypes.map((type) => (
            <label key={type} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 hover:border-teal-600">
              <input type="checkbox" value={type} className="size-5 shrink-0 accent-teal-700" {...register('twoSlotVisitTypes')} />
              {type}
            </label>
          ))}
        </div>
        {errors.twoSlotVisitTypes?.message && <p className="mt-1 text-sm text-red-700">{errors.twoSlotVisitTypes.message}</p>}
      </fieldset>
      {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
      {saved && failure === null && <FormAlert tone="success">{bookingRulesMessages.saved}</FormAlert>}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('bookingRules.saving') : t('bookingRules.save')}
      </Button>
    </form>
  );
}

export function BookingRulesCard() {
  const { t } = useTranslation('doctorPortal');
  const rules = useQuery(bookingRulesQuery());
  return (
    <section aria-labelledby="booking-rules-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="booking-rules-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock className="size-5 text-teal-700" aria-hidden="true" />
        {t('bookingRules.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('bookingRules.lead')}</p>
      {rules.isPending ? (
        <p role="status" className="py-6 text-slate-600">
          {t('bookingRules.loading')}
        </p>
      ) : rules.isError ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{t('bookingRules.loadError')}</p>
          <Button variant="danger" size="sm" className="mt-2" onClick={() => void rules.refetch()}>
            {t('bookingRules.retry')}
          </Button>
        </div>
      ) : (
        <RulesForm rules={rules.data} />
      )}
    </section>
  );
}
