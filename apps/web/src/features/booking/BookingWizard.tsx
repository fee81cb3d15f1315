import {
  BOOKING_TOAST_MS,
  bookingFormSchema,
  isSlotConflictCode,
  type BookingForm,
  type BookingFormInput,
  type PatientAppointment,
} from '@clinvia/contracts/appointments';
import type { DoctorDetail } from '@clinvia/contracts/doctors';
import { bookAppointment } from '@clinvia/contracts/operations/patients';
import { listDependents } from '@clinvia/contracts/operations/dependents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { FormProvider, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { ApiError, reasonOf } from '../../lib/api';
import { useApiForm } from '../../components/ui/useApiForm';
import { showToast } from '../../lib/toast';
import { BookingDetailsFields } from '../../components/BookingDetailsFields';
import { FormAlert } from '../../components/fields';
import { bookingSlotsQuery, doctorVisitTypesQuery, slotsKey } from '../../lib/queries/doctors';
import { useActing } from '../../lib/acting';
import { patientDetailsQuery, patientKey } from '../../lib/queries/patients';
import { operationMutation, operationQuery } from '../../lib/operation-queries';
import { Confirmation } from './Confirmation';
import { PersonalInfoStep } from './PersonalInfoStep';
import { SlotPicker, slotPlace } from '../../components/SlotPicker';
import { WaitlistForm } from '../../components/WaitlistForm';
import { bookingConditionsQuery } from '../../lib/waitlist';
import { StepIndicator } from './StepIndicator';
import { WhoFor } from './WhoFor';
import { Button } from '../../components/ui/Button';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';

type FormStep = 1 | 2 | 3;
type Step = FormStep | 4;

/** The fields each step validates before Continue (BOOK-5) and where a server error sends the user. */
const stepFields: Record<FormStep, FieldPath<BookingFormInput>[]> = {
  1: ['selectedDate', 'selectedTime'],
  2: ['appointmentType', 'appointmentReason', 'isInsurance', 'insuranceProvider', 'insuranceId'],
  3: ['patientName', 'patientEmail', 'patientPhone'],
};
const allFields = Object.values(stepFields).flat();

/** Each form step's title in the catalogue. */
const stepNames = { 1: 'date', 2: 'details', 3: 'personal' } as const satisfies Record<FormStep, string>;

function firstStepWithError(fields: readonly string[]): FormStep {
  for (const step of [1, 2, 3] as const) {
    if (stepFields[step].some((field) => fields.includes(field))) return step;
  }
  return 3;
}

const defaultValues = {
  selectedDate: '',
  selectedTime: '',
  appointmentReason: '',
  isInsurance: 'false',
  insuranceProvider: '',
  insuranceId: '',
  patientName: '',
  patientEmail: '',
  patientPhone: '',
} satisfies Partial<BookingFormInput>;

interface BookingWizardProps {
  doctor: DoctorDetail;
  patientId: string;
  /** Clinic staff book for the patient (issue 14): the texts say 'the patient', step 4 leads back to the console. */
  onBehalf?: boolean;
  /** The clinic's today (GET /api/config); times are in the doctor's location's zone, which the slots say (TIME-5). */
  today: string;
  /** DOC-12: a free time the patient chose on the doctor's profile, picked in step 1 to start with. */
  initialSlot?: { date: string; time: string } | undefined;
  /** SUMMARY-6: a follow-up's day ('Book follow-up' on a visit summary): step 1 starts there, or at the window's nearest day. */
  followUpDate?: string | undefined;
}

/** BOOK-1 to BOOK-9, the booking wizard: steps 1 to 3 fill one form; step 4 shows what the server booked. */
export function BookingWizard({ doctor, patientId, onBehalf = false, today, initialSlot, followUpDate }: BookingWizardProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(1);
  const [booked, setBooked] = useState<PatientAppointment | null>(null);
  /** A slot conflict the server answered: shown on step 1. */
  const [conflict, setConflict] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const book = useMutation(operationMutation(bookAppointment));
  const stepChanged = useRef(false);
  // FAMILY-2: the patient's dependents they may still book for (FAMILY-5); staff book for the patient only.
  // A proxy acting for someone (PROXY-4) books for that person, never for their own dependents.
  const acting = useActing();
  const family = useQuery({ ...operationQuery(listDependents), enabled: !onBehalf && acting === null });
  const bookable = family.data?.dependents.filter((dependent) => dependent.can_book) ?? [];
  /** The dependent the visit is for, or '' for the patient. */
  const [forWhom, setForWhom] = useState('');

  // Any failure of the booking call but a slot conflict is shown on step 3 (`failure`) with the form kept.
  const { failure, submit, ...form } = useApiForm<BookingFormInput, BookingForm>({
    schema: bookingFormSchema,
    mode: 'onTouched',
    defaultValues: initialSlot ? { ...defaultValues, selectedDate: initialSlot.date, selectedTime: initialSlot.time } : defaultValues,
    fields: allFields,
    onSubmit: async (values) => {
      await confirm(values);
    },
    // A field in error on another step: the wizard goes back to that step.
    onInvalid: (fields) => {
      goTo(firstStepWithError(fields));
    },
    onFieldErrors: (fields) => {
      goTo(firstStepWithError(fields));
    },
  });
  const { control, getValues, setValue, setError, clearErrors, trigger, formState } = form;
  const [date, time, type, reason] = useWatch({ control, name: ['selectedDate', 'selectedTime', 'appointmentType', 'appointmentReason'] });

  // Step 3 starts from the patient's profile (BOOK-4); nothing the patient typed is overwritten.
  const details = useQuery(patientDetailsQuery(patientId));
  useEffect(() => {
    if (!details.data) return;
    const prefill = { patientName: details.data.name, patientEmail: details.data.email, patientPhone: details.data.phone_number } as const;
    for (const [field, value] of Object.entries(prefill) as [keyof typeof prefill, string][]) {
      if (getValues(field) === '') setValue(field, value);
    }
  }, [details.data, getValues, setValue]);

  // A slot chosen earlier may have been taken since: the fresh grid says so.
  const slots = useQuery(bookingSlotsQuery(doctor.user_id, today));
  const chosenSlot = slots.data?.days.find((day) => day.date === date)?.slots.find((slot) => slot.time === time);
  const chosenSlotGone = chosenSlot !== undefined && !chosenSlot.available;
  // WAIT-1: the wanted day (or every day of the window) has no free time.
  const freeOn = (slotsOfDay: readonly { available: boolean }[]) => slotsOfDay.some((slot) => slot.available);
  const windowDays = slots.data?.days.map((day) => day.date) ?? [];
  const wantedDay = slots.data?.days.find((day) => day.date === date);
  const nothingFree = slots.data !== undefined && (wantedDay ? !freeOn(wantedDay.slots) : !slots.data.days.some((day) => freeOn(day.slots)));
  // SUMMARY-6: a follow-up starts on its day, or the window's nearest day to it.
  const followUpDay = followUpDate !== undefined && windowDays.length > 0 ? (windowDays.find((day) => day >= followUpDate) ?? windowDays[windowDays.length - 1]) : undefined;
  const followUpBeyond = followUpDate !== undefined && windowDays.length > 0 && followUpDate > (windowDays[windowDays.length - 1] ?? '');
  useEffect(() => {
    if (followUpDay !== undefined && getValues('selectedDate') === '') setValue('selectedDate', followUpDay);
  }, [followUpDay, getValues, setValue]);
  // NOSHOW-2: said before the patient starts, when clinic staff will confirm this booking.
  const conditions = useQuery(bookingConditionsQuery(patientId));
  // BOOK-20: a visit type that takes two slots needs the slot after the chosen time free too.
  const twoSlotTypes = slots.data?.two_slot_visit_types ?? [];
  const twoSlotsFit = chosenSlot?.fits_two_slots ?? true;
  const typeTooLong = twoSlotTypes.includes(type) && !twoSlotsFit;
  // VISIT-4: step 2 offers the doctor's own types.
  const visitTypes = useQuery(doctorVisitTypesQuery(doctor.user_id));

  useEffect(() => {
    if (!stepChanged.current) return;
    heading.current?.focus();
  }, [step]);

  function goTo(next: Step) {
    stepChanged.current = true;
    setStep(next);
  }

  const ready: Record<FormStep, boolean> = {
    1: date !== '' && time !== '' && !chosenSlotGone,
    2: Boolean(type) && reason.trim() !== '' && !typeTooLong,
    3: true,
  };

  async function next(current: FormStep) {
    if (current === 1 && chosenSlotGone) {
      setError('selectedTime', { type: 'taken', message: t('slotGone') }, { shouldFocus: false });
      return;
    }
    if (current === 2 && typeTooLong) {
      setError('appointmentType', { type: 'too_long', message: i18next.t('bookingKit:details.twoSlotsDoNotFit') }, { shouldFocus: false });
      return;
    }
    if (!(await trigger(stepFields[current], { shouldFocus: true }))) {
      // BOOK-17: fields shown wrong are re-checked as the user types ('onTouched' only does so
      // after a blur). Otherwise an error would vanish on the blur of the click on Continue,
      // moving the button from under the pointer, and that first click would be lost.
      for (const field of stepFields[current]) setValue(field, getValues(field), { shouldTouch: true });
      return;
    }
    goTo((current + 1) as Step);
  }

  function chooseDate(value: string) {
    // A time belongs to its day: another day starts without one.
    if (value !== getValues('selectedDate')) setValue('selectedTime', '');
    setValue('selectedDate', value, { shouldValidate: true });
    setConflict(null);
  }

  function chooseTime(value: string) {
    setValue('selectedTime', value, { shouldValidate: true });
    setConflict(null);
  }

  async function onConflict(error: ApiError) {
    setValue('selectedTime', '');
    clearErrors('selectedTime');
    setConflict(error.message);
    goTo(1);
    await queryClient.invalidateQueries({ queryKey: slotsKey(doctor.user_id) });
    // 'Not accepting appointments': the page above the wizard shows it once the doctor reloads.
    if (error.code === 'doctor_unavailable') await queryClient.invalidateQueries({ queryKey: ['doctors', 'detail', doctor.user_id] });
  }

  /** Books; a slot conflict goes back to step 1 with fresh slots, any other failure is the form's (useApiForm). */
  async function confirm(values: BookingForm) {
    try {
      // FAMILY-2: a visit for the patient sends the specification's payload, with no dependent.
      const forDependent = bookable.some((dependent) => dependent.id === forWhom) ? { dependentId: forWhom } : {};
      const { appointment } = await book.mutateAsync({ body: { ...values, patientId, doctorId: doctor.user_id, ...forDependent } });
      setBooked(appointment);
      goTo(4);
      void showToast({ icon: 'success', title: t('successToast'), position: 'top-end', durationMs: BOOKING_TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: patientKey(patientId) });
      if (onBehalf) void queryClient.invalidateQueries({ queryKey: ['staff'] });
      void queryClient.invalidateQueries({ queryKey: ['doctors'] });
    } catch (error) {
      void showToast({ icon: 'error', title: t('failureToast'), text: reasonOf(error), position: 'top-end', durationMs: BOOKING_TOAST_MS });
      if (error instanceof ApiError && error.status === 409 && isSlotConflictCode(error.code)) {
        await onConflict(error);
        return;
      }
      throw error;
    }
  }

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 4) return;
    // Enter in a field of steps 1 and 2 means Continue, not Confirm.
    if (step < 3) {
      void next(step);
      return;
    }
    submit(event);
  };

  return (
    <section aria-labelledby="wizard-step-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <StepIndicator current={step} />
      {step === 4 && booked ? (
        <div className="mt-8">
          <span id="wizard-step-title" className="sr-only">
            {t('steps.confirmation')}
          </span>
          <Confirmation appointment={booked} onBehalf={onBehalf} />
        </div>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} className="mt-8">
            <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
              {step === 3 && onBehalf ? t('stepTitles.patient') : t(`stepTitles.${stepNames[step as FormStep]}`)}
            </h2>
            <div className="mt-5">
              {step === 1 && (
                <div className="space-y-4">
                  {conditions.data?.staff_confirms === true && <FormAlert tone="info">{t('staffConfirms')}</FormAlert>}
                  {followUpDate !== undefined && <FormAlert tone="info">{t(followUpBeyond ? 'followUpBeyond' : 'followUp', { date: formatClinicDate(followUpDate, 'long', language) })}</FormAlert>}
                  {conflict && <FormAlert tone="error">{conflict}</FormAlert>}
                  {bookable.length > 0 && <WhoFor dependents={bookable} value={forWhom} onChange={setForWhom} />}
                  {chosenSlotGone && !conflict && <FormAlert tone="error">{t('slotGone')}</FormAlert>}
                  <SlotPicker
                    doctorId={doctor.user_id}
                    today={today}
                    value={{ date, time }}
                    onDateChange={chooseDate}
                    onTimeChange={chooseTime}
                    dateError={formState.errors.selectedDate?.message}
                    timeError={formState.errors.selectedTime?.message}
                    idPrefix="booking"
                  />
                  {nothingFree && doctor.available && !onBehalf && (
                    // Keyed by the day: another empty day starts the form afresh with that day.
                    <WaitlistForm key={wantedDay?.date ?? 'window'} doctorId={doctor.user_id} patientId={patientId} days={windowDays} wantedDay={wantedDay?.date} idPrefix="booking" />
                  )}
                </div>
              )}
              {step === 2 && <BookingDetailsFields idPrefix="appointment" twoSlotTypes={twoSlotTypes} twoSlotsFit={twoSlotsFit} offered={visitTypes.data} />}
              {step === 3 && (
                <div className="space-y-4">
                  {failure && <FormAlert tone="error">{failure}</FormAlert>}
                  <PersonalInfoStep timeZone={slots.data?.clinicTimeZone} place={slots.data === undefined ? null : slotPlace(slots.data, date, time)} prefill={details.isPending ? 'loading' : details.isError ? 'failed' : 'done'} onBehalf={onBehalf} onChangeStep={goTo} />
                </div>
              )}
            </div>
            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
              {step > 1 ? (
                <Button
                  onClick={() => {
                    goTo((step - 1) as Step);
                  }}
                  variant="secondary" size="lg"
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  {t('back')}
                </Button>
              ) : (
                <span aria-hidden="true" />
              )}
              {step < 3 ? (
                // aria-disabled, not disabled: it stays focusable, and a click says what is missing.
                <Button key="continue" size="lg" aria-disabled={!ready[step as FormStep]} onClick={() => void next(step as FormStep)}>
                  {t('continue')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Button>
              ) : (
                // Its own key: React must not turn the clicked Continue button into this submit button.
                <Button
                  key="confirm"
                  type="submit"
                  disabled={formState.isSubmitting}
                  size="lg"
                >
                  {formState.isSubmitting ? t('confirming') : t('confirm')}
                </Button>
              )}
            </div>
          </form>
        </FormProvider>
      )}
    </section>
  );
}
