import { appointmentTypes, REASON_MAX_LENGTH, REASON_MIN_LENGTH, type BookingFormInput } from '@clinvia/contracts/appointments';
import type { DoctorVisitTypes } from '@clinvia/contracts/visit-types';
import { CreditCard, Info, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { CharacterCount, TextField } from './fields';
import { FieldError } from './ui/Field';

// BOOK-3's visit type, reason and payment: the booking wizard's step 2, and what a waitlist
// entry keeps so that an offer books in one click (WAIT-2: the join form and the offer's pages).
// Fields of the surrounding react-hook-form form (FormProvider), so each form keeps its own
// validation and server errors.

/** The five fields, named as the booking request names them. */
export type BookingDetailsInput = Pick<BookingFormInput, 'appointmentType' | 'appointmentReason' | 'isInsurance' | 'insuranceProvider' | 'insuranceId'>;
export const bookingDetailsFieldNames = ['appointmentType', 'appointmentReason', 'isInsurance', 'insuranceProvider', 'insuranceId'] as const satisfies readonly (keyof BookingDetailsInput)[];

/** Where a form starts: self-pay, nothing else chosen. */
export const emptyBookingDetails = { appointmentReason: '', isInsurance: 'false', insuranceProvider: '', insuranceId: '' } satisfies Partial<BookingDetailsInput>;

function ChoiceCard({ checked, children, input, disabled = false }: { checked: boolean; children: ReactNode; input: ReactNode; disabled?: boolean }) {
  return (
    <label className={`relative block ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
      {input}
      <span
        className={`flex h-full items-start gap-3 rounded-lg border p-3.5 peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600 peer-focus-visible:ring-offset-2 ${
          checked ? 'border-teal-700 bg-teal-50 ring-1 ring-teal-700' : disabled ? 'border-dashed border-slate-300 bg-slate-50' : 'border-slate-300 bg-white hover:border-teal-600'
        }`}
      >
        <span
          aria-hidden="true"
          className={`mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border-2 ${checked ? 'border-teal-700' : 'border-slate-400'}`}
        >
          {checked && <span className="size-2 rounded-full bg-teal-700" />}
        </span>
        <span className="min-w-0">{children}</span>
      </span>
    </label>
  );
}

interface BookingDetailsFieldsProps {
  /** Prefix for element ids, unique per form on the page. */
  idPrefix: string;
  /** BOOK-20: the visit types that take two slots with this doctor. */
  twoSlotTypes?: readonly string[];
  /** Whether the chosen time has the slot after it free (a two-slot type fits). */
  twoSlotsFit?: boolean;
  /** The legends' size: the wizard's step shows them as its sections, a smaller form as its parts. */
  size?: 'step' | 'part';
  /** VISIT-4: the doctor's types; without it (or while it loads), BOOK-3's four. */
  offered?: DoctorVisitTypes | undefined;
}

/**
 * VISIT-4: the types to show and their labels: the doctor's, each with its length unless the
 * doctor keeps the specification's four (whose screen stays BOOK-3's).
 */
function typeChoices(offered: DoctorVisitTypes | undefined): { type: (typeof appointmentTypes)[number]; minutes?: number }[] {
  // While the list loads, BOOK-3's four stay: the step is never empty.
  if (offered === undefined || offered.source === 'specification') return appointmentTypes.map((type) => ({ type }));
  return offered.types.map((offer) => ({ type: offer.type, minutes: offer.minutes }));
}

/** BOOK-3: the appointment type, the reason (BOOK-18's count), and Self-pay or insurance. */
export function BookingDetailsFields({ idPrefix, twoSlotTypes = [], twoSlotsFit = true, size = 'step', offered }: BookingDetailsFieldsProps) {
  const { t } = useTranslation('bookingKit');
  const {
    register,
    setValue,
    clearErrors,
    control,
    formState: { errors },
  } = useFormContext<BookingDetailsInput>();
  const [type, reason, isInsurance] = useWatch({ control, name: ['appointmentType', 'appointmentReason', 'isInsurance'] });
  const reasonLength = reason.trim().length;
  const payment = register('isInsurance', {
    onChange: (event: { target: { value: string } }) => {
      // BOOK-3: choosing Self-pay clears the insurance provider and ID.
      if (event.target.value === 'false') {
        setValue('insuranceProvider', '');
        setValue('insuranceId', '');
        clearErrors(['insuranceProvider', 'insuranceId']);
      }
    },
  });
  const ids = { typeError: `${idPrefix}-type-error`, reason: `${idPrefix}-reason`, paymentError: `${idPrefix}-payment-error` };
  const legend = size === 'step' ? 'text-base font-semibold text-slate-900' : 'text-sm font-semibold text-slate-900';

  return (
    <div className={size === 'step' ? 'space-y-7' : 'space-y-5'}>
      <fieldset aria-describedby={errors.appointmentType ? ids.typeError : undefined}>
        <legend className={legend}>{t('details.appointmentType')}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {typeChoices(offered).map(({ type: option, minutes }) => {
            // VISIT-4: the doctor's own types carry their length (visitTypeLabel's shape).
            const name = t(`details.types.${option}`);
            const label = minutes === undefined ? name : t('details.typeMinutes', { type: name, minutes });
            const twoSlots = twoSlotTypes.includes(option);
            const unfit = twoSlots && !twoSlotsFit;
            return (
              <ChoiceCard
                key={option}
                checked={type === option}
                disabled={unfit}
                input={<input type="radio" value={option} disabled={unfit} className="peer sr-only" {...register('appointmentType')} />}
              >
                <span className="block font-medium text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{t(`details.typeHints.${option}`)}</span>
                {twoSlots && <span className={`mt-1 block text-sm ${unfit ? 'text-amber-800' : 'text-teal-800'}`}>{unfit ? t('details.twoSlotsDoNotFit') : offered !== undefined && offered.slotMinutes !== 30 ? t('details.twoSlotsOfOwnLength') : t('details.twoSlotHint')}</span>}
              </ChoiceCard>
            );
          })}
        </div>
        <FieldError id={ids.typeError} message={errors.appointmentType?.message} className="mt-2" />
      </fieldset>

      <div>
        <label htmlFor={ids.reason} className={`block ${legend}`}>
          {t('details.reason')}
        </label>
        <p id={`${ids.reason}-hint`} className="mt-1 text-sm text-slate-600">
          {t('details.reasonHint', { min: REASON_MIN_LENGTH })}
        </p>
        <textarea
          id={ids.reason}
          rows={4}
          aria-invalid={errors.appointmentReason ? true : undefined}
          aria-describedby={`${errors.appointmentReason ? `${ids.reason}-error` : `${ids.reason}-hint`} ${ids.reason}-count`}
          className={`mt-2 block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40 ${
            errors.appointmentReason ? 'border-red-600' : 'border-slate-300 focus-visible:border-teal-600'
          }`}
          {...register('appointmentReason')}
        />
        <div className="mt-1 flex justify-between gap-4">
          <FieldError id={`${ids.reason}-error`} message={errors.appointmentReason?.message} className="mt-2" />
          <CharacterCount id={`${ids.reason}-count`} count={{ length: reasonLength, min: REASON_MIN_LENGTH, max: REASON_MAX_LENGTH }} />
        </div>
      </div>

      <fieldset aria-describedby={errors.isInsurance ? ids.paymentError : undefined}>
        <legend className={legend}>{t('details.payment')}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <ChoiceCard checked={isInsurance === 'false'} input={<input type="radio" value="false" className="peer sr-only" {...payment} />}>
            <span className="flex items-center gap-2 font-medium text-slate-900">
              <Wallet className="size-4 text-slate-600" aria-hidden="true" />
              {t('details.selfPay')}
            </span>
            <span className="block text-sm text-slate-600">{t('details.selfPayHint')}</span>
          </ChoiceCard>
          <ChoiceCard checked={isInsurance === 'true'} input={<input type="radio" value="true" className="peer sr-only" {...payment} />}>
            <span className="flex items-center gap-2 font-medium text-slate-900">
              <CreditCard className="size-4 text-slate-600" aria-hidden="true" />
              {t('details.insurance')}
            </span>
            <span className="block text-sm text-slate-600">{t('details.insuranceHint')}</span>
          </ChoiceCard>
        </div>
        <FieldError id={ids.paymentError} message={errors.isInsurance?.message} className="mt-2" />
        {isInsurance === 'true' && (
          <div className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField id={`${idPrefix}-insurance-provider`} label={t('details.provider')} autoComplete="off" error={errors.insuranceProvider} {...register('insuranceProvider')} />
              <TextField id={`${idPrefix}-insurance-id`} label={t('details.insuranceId')} autoComplete="off" error={errors.insuranceId} {...register('insuranceId')} />
            </div>
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <Info className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
              {t('details.insuranceNote')}
            </p>
          </div>
        )}
      </fieldset>
    </div>
  );
}
