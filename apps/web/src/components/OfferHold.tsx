import { zodResolver } from '@hookform/resolvers/zod';
import { offerDetailsSchema, type OfferDetailsInput } from '@clinvia/contracts/waitlist';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import i18next, { type TFunction } from 'i18next';
import { ArrowRightLeft, Hourglass } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { formatClinicDate } from '../lib/clinic-dates';
import { useLanguage } from '../lib/i18n/i18n';
import { zonedClock, zonedInstantClock } from '../lib/zone-time';
import type { WaitlistOffer } from '@clinvia/contracts/waitlist';
import { bookingDetailsFieldNames, emptyBookingDetails } from './BookingDetailsFields';

// WAIT-2: what the offer's page (the e-mail's links) and /appointments both show of a time held
// for a patient from the waitlist: until when, a countdown, and the visit's details when the
// waitlist entry keeps none (`needs_details`).

/** The words the offer's pages put on their own buttons, in the page's language when called (I18N-1). */
export const offerHoldTexts = {
  moveButton: (when: string, t: TFunction<'bookingKit'> = i18next.getFixedT(null, 'bookingKit')) => t('offerHold.moveButton', { when }),
};

/** The screen reader hears the time left at these minutes only, not every second. */
const announcedMinutes = [5, 1];

function secondsUntil(instant: string): number {
  return Math.max(0, Math.ceil((Date.parse(instant) - Date.now()) / 1000));
}

/**
 * 'Held for you until 10:15 AM' (on the clock of the doctor's location, 'Mountain time' added for a
 * browser whose clock reads otherwise, TIME-5) and a live countdown. The countdown is for the eye
 * (hidden from screen readers, which hear the time it ends and a word at 5 and 1 minutes); at
 * zero `onEnd` runs once, for the page to ask the server where the offer stands.
 */
export function OfferHold({ expiresAt, timeZone, onEnd }: { expiresAt: string; timeZone: string; onEnd?: () => void }) {
  const { t } = useTranslation('bookingKit');
  const language = useLanguage();
  const [left, setLeft] = useState(() => secondsUntil(expiresAt));
  const end = useRef(onEnd);
  useEffect(() => {
    end.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    const timer = setInterval(() => {
      const now = secondsUntil(expiresAt);
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        end.current?.();
      }
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [expiresAt]);

  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  // The same words for the whole minute: a status region speaks when its words change.
  const minuteOf = Math.ceil(left / 60);
  const announced = left > 0 && announcedMinutes.includes(minuteOf) ? t('offerHold.minutesLeft', { count: minuteOf }) : '';
  return (
    <div className="flex items-start gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-amber-950">
      <Hourglass className="mt-1 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
        <p>
          <span className="font-semibold">
            <Trans t={t} i18nKey="offerHold.heldUntil" values={{ time: zonedInstantClock(expiresAt, timeZone, language) }} components={{ clock: <span className="whitespace-nowrap" /> }} />
          </span>
        </p>
        <p aria-hidden="true" className="text-sm font-medium tabular-nums text-amber-900" data-testid="offer-countdown">
          {t('offerHold.left', { minutes: String(minutes), seconds: String(seconds).padStart(2, '0') })}
        </p>
      </div>
      <p role="status" className="sr-only">
        {announced}
      </p>
    </div>
  );
}

/** The visit's details for an offer whose waitlist entry keeps none, checked with the booking's messages. */
export function useOfferDetailsForm(): UseFormReturn<OfferDetailsInput> {
  return useForm<OfferDetailsInput>({ resolver: zodResolver(offerDetailsSchema), mode: 'onTouched', defaultValues: emptyBookingDetails });
}

/**
 * Puts the server's messages under the details' fields: the route names them `details.appointmentReason`,
 * the booking `appointmentReason`. True when one was placed.
 */
export function applyOfferFieldErrors(form: UseFormReturn<OfferDetailsInput>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const field = bookingDetailsFieldNames.find((candidate) => candidate === name.replace(/^details\./, ''));
    if (field === undefined) continue;
    form.setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** The later visit's day and time in a button's words: 'Dec 8, 11:00 AM' (with the doctor's zone, `timeZone`, when the browser's differs). */
export function movableWhen(moves: NonNullable<WaitlistOffer['moves_appointment']>, timeZone: string, language: UiLanguage): string {
  return `${formatClinicDate(moves.date, 'short', language)}, ${zonedClock(moves.date, moves.time, timeZone, language)}`;
}

/** WAIT-5: the later visit with this doctor the patient may move to the held time instead of booking. */
export function OfferMoves({ moves, timeZone }: { moves: NonNullable<WaitlistOffer['moves_appointment']>; timeZone: string }) {
  const { t } = useTranslation('bookingKit');
  const language = useLanguage();
  const when = t('when', { date: formatClinicDate(moves.date, 'long', language), time: zonedClock(moves.date, moves.time, timeZone, language) });
  const confirmed = moves.status === 'confirmed';
  return (
    <p className="flex items-start gap-2.5 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sky-950">
      <ArrowRightLeft className="mt-1 size-4 shrink-0 text-sky-700" aria-hidden="true" />
      <span>{t(confirmed ? 'offerHold.movesConfirmed' : 'offerHold.moves', { visit: moves.appointment_type.toLowerCase(), when })}</span>
    </p>
  );
}
