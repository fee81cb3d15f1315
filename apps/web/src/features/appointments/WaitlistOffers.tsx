import type { OfferDetailsInput, WaitlistOffer } from '@clinvia/contracts/waitlist';
import { acceptWaitlistOffer, declineWaitlistOffer } from '@clinvia/contracts/operations/patients';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { BookingDetailsFields } from '../../components/BookingDetailsFields';
import { FormAlert } from '../../components/fields';
import { applyOfferFieldErrors, movableWhen, OfferHold, offerHoldTexts, OfferMoves, useOfferDetailsForm } from '../../components/OfferHold';
import { ApiError, reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { zonedClock } from '../../lib/zone-time';
import { slotsKey } from '../../lib/queries/doctors';
import { patientKey } from '../../lib/queries/patients';
import { showToast } from '../../lib/toast';
import { waitlistQuery } from '../../lib/waitlist';
import { operationMutation } from '../../lib/operation-queries';
import { Button } from '../../components/ui/Button';

// WAIT-2 on /appointments: the times held for the patient from their waitlists, first on the
// page, each with 'Book this slot' and 'No thanks' and the end of its hold. Nothing is shown
// while there are none.

function OfferCard({ offer, patientId }: { offer: WaitlistOffer; patientId: string }) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const details = useOfferDetailsForm();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<'accept' | 'move' | 'decline' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // WAIT-2: books the held time (`details` only when the waitlist entry keeps none, or moves a
  // booking there) or turns it down, and it goes to the next patient waiting.
  const accept = useMutation(
    operationMutation(acceptWaitlistOffer, (answer: { details?: OfferDetailsInput | undefined; move?: string }) => ({
      params: { offerId: offer.id },
      body: { ...(answer.details === undefined ? {} : { details: answer.details }), ...(answer.move === undefined ? {} : { move: answer.move }) },
    })),
  );
  const decline = useMutation(operationMutation(declineWaitlistOffer, () => ({ params: { offerId: offer.id } })));
  // TIME-5: the held time is wall clock in the zone of the doctor's location, named when the browser's differs.
  const time = zonedClock(offer.date, offer.time, offer.timeZone, language);
  const when = t('offers.when', { date: formatClinicDate(offer.date, 'long', language), time });
  const whose = t('offers.whose', { name: offer.doctor_name, date: formatClinicDate(offer.date, 'short', language), time });

  /** The booking, the waitlist and the doctor's free times all change with an answer. */
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: patientKey(patientId) });
    void queryClient.invalidateQueries({ queryKey: slotsKey(offer.doctor_id) });
  };

  async function answer(action: 'accept' | 'move' | 'decline', given?: OfferDetailsInput) {
    setBusy(action);
    setProblem(null);
    try {
      const answered =
        action === 'decline'
          ? await decline.mutateAsync()
          : await accept.mutateAsync(action === 'move' && offer.moves_appointment ? { move: offer.moves_appointment.id } : { details: given });
      void showToast({ icon: 'success', title: answered.message, position: 'top-end', durationMs: 4500 });
      refresh();
    } catch (error) {
      // Passed on or gone meanwhile: the list drops it and the toast says why.
      if (error instanceof ApiError && error.code === 'offer_closed') {
        void showToast({ icon: 'info', title: error.message, position: 'top-end', durationMs: 4500 });
        refresh();
        return;
      }
      setProblem(applyOfferFieldErrors(details, error) ? t('offers.fixFields') : reasonOf(error));
    } finally {
      setBusy(null);
    }
  }

  const book = () => {
    if (!offer.needs_details) {
      void answer('accept');
      return;
    }
    if (!asking) {
      setAsking(true);
      return;
    }
    void details.handleSubmit((values) => answer('accept', values))();
  };

  return (
    <li className="rounded-xl border-2 border-teal-600 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 size-6 shrink-0 text-teal-700" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            <Link to={`/doctor/${offer.doctor_id}`} className="hover:underline">
              {t('doctorName', { name: offer.doctor_name })}
            </Link>
            <span className="font-normal text-slate-600"> · {specialtyName(offer.specialization, language)}</span>
          </p>
          <p className="mt-0.5 text-slate-900">
            {when}
          </p>
        </div>
      </div>
      <div className="mt-3">
        <OfferHold expiresAt={offer.expires_at} timeZone={offer.timeZone} onEnd={refresh} />
      </div>
      {offer.moves_appointment && (
        <div className="mt-3">
          <OfferMoves moves={offer.moves_appointment} timeZone={offer.timeZone} />
        </div>
      )}
      {asking && (
        <FormProvider {...details}>
          <div className="mt-4 border-t border-slate-100 pt-4">
            <p className="mb-3 text-sm text-slate-700">{t('offers.detailsLead')}</p>
            <BookingDetailsFields idPrefix={`offer-${offer.id}`} size="part" />
          </div>
        </FormProvider>
      )}
      {problem !== null && (
        <div className="mt-3">
          <FormAlert tone="error">{problem}</FormAlert>
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          disabled={busy !== null}
          onClick={book}
          size="lg"
        >
          {busy === 'accept' ? t('offers.booking') : t('offers.book')} <span className="sr-only">{whose}</span>
        </Button>
        {offer.moves_appointment && (
          <Button size="lg" variant="outline" disabled={busy !== null} onClick={() => void answer('move')}>
            {busy === 'move' ? t('offers.booking') : offerHoldTexts.moveButton(movableWhen(offer.moves_appointment, offer.timeZone, language))} <span className="sr-only">{whose}</span>
          </Button>
        )}
        <Button
          disabled={busy !== null}
          onClick={() => void answer('decline')}
          variant="secondary" size="lg"
        >
          {busy === 'decline' ? t('offers.declining') : t('offers.decline')} <span className="sr-only">{whose}</span>
        </Button>
      </div>
    </li>
  );
}

export function WaitlistOffers({ patientId }: { patientId: string }) {
  const { t } = useTranslation('appointments');
  const waitlist = useQuery(waitlistQuery(patientId));
  const offers = waitlist.data?.offers ?? [];
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="offers-title" className="rounded-xl border border-teal-200 bg-teal-50 p-4 sm:p-6">
      <h2 id="offers-title" className="text-xl font-semibold text-slate-900">
        {t('offers.title', { count: offers.length })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('offers.hint')}</p>
      <ul className="mt-4 space-y-3" aria-labelledby="offers-title">
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} patientId={patientId} />
        ))}
      </ul>
    </section>
  );
}
