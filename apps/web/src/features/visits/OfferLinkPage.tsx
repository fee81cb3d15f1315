import { actOnWaitlistOfferLink, getWaitlistOfferLink } from '@clinvia/contracts/operations/visits';
import type { OfferAction, OfferDetailsInput, WaitlistOffer } from '@clinvia/contracts/waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarClock, CalendarX2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider } from 'react-hook-form';
import { BookingDetailsFields } from '../../components/BookingDetailsFields';
import { FormAlert } from '../../components/fields';
import { applyOfferFieldErrors, movableWhen, OfferHold, OfferMoves, offerHoldTexts, useOfferDetailsForm } from '../../components/OfferHold';
import { PageLoading } from '../../components/PageLoading';
import { ApiError, reasonOf } from '../../lib/api';
import { useLanguage } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session';
import { operationMutation, operationQuery } from '../../lib/operation-queries';
import { LinkCard, linkIconClass } from '../../components/LinkCard';
import { linkAlertIcon } from '../../components/LinkActionPage';
import { useLinkParams } from './link-params';
import { SlotFacts } from './SlotFacts';
import type { OfferPage } from './texts';
import { Button } from '../../components/ui/Button';

/**
 * WAIT-2: the page behind the 'Book this slot' and 'No thanks' links of a waitlist offer e-mail,
 * without signing in. It shows the held time, until when it is held, and the page's action as
 * the main button with the other beside it; the action is the button's POST, never the page's
 * load (mail scanners open links by themselves). Every state says what happened and what next.
 */

const pages: readonly OfferPage[] = ['book', 'decline'];
/** The card of this page, with the next steps a patient (or someone signed out) can take. */
function Card({ icon, title, children, focus = false }: { icon: ReactNode; title: string; children: ReactNode; focus?: boolean }) {
  const { t } = useTranslation('visits');
  const { user } = useSession();
  const next = [
    { to: '/appointments', label: user?.role === 'patient' ? t('offer.seeAppointments') : t('offer.signInToSee') },
    { to: '/find-doctor', label: t('offer.findDoctor') },
  ];
  return (
    <LinkCard icon={icon} title={title} next={next} focus={focus}>
      {children}
    </LinkCard>
  );
}

/** The minimum of detail: the doctor and the clinic date and time with its zone. */
function HeldTime({ offer }: { offer: WaitlistOffer }) {
  const { t } = useTranslation('visits');
  return (
    <SlotFacts
      label={t('offer.theTime')}
      doctorName={offer.doctor_name}
      specialization={offer.specialization}
      date={offer.date}
      time={offer.time}
      timeZone={offer.timeZone}
      whenTestId="offer-when"
    />
  );
}

interface Answer {
  action: OfferAction;
  details: OfferDetailsInput | undefined;
  /** WAIT-5: the later visit to move here instead of booking. */
  move?: string;
}

function OfferScreen({ page, token }: { page: OfferPage; token: string }) {
  const { t } = useTranslation('visits');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const read = operationQuery(getWaitlistOfferLink, { query: { token } });
  const { queryKey } = read;
  const offer = useQuery({ ...read, retry: false, staleTime: Infinity });
  // The decline page's 'Book this slot' turns it into the book page when the visit's details are needed.
  const [mode, setMode] = useState<OfferPage>(page);
  const details = useOfferDetailsForm();
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useMutation({
    // Books the held time or turns it down: a POST, like the visit links.
    ...operationMutation(actOnWaitlistOfferLink, ({ action, details: given, move }: Answer) => ({
      body: { token, action, ...(given === undefined ? {} : { details: given }), ...(move === undefined ? {} : { move }) },
    })),
    onMutate: () => {
      setProblem(null);
    },
    onSuccess: (answered) => {
      queryClient.setQueryData(queryKey, answered);
    },
    onError: (error) => {
      // Booked, declined, passed on or gone meanwhile: the page shows where it stands now.
      if (error instanceof ApiError && error.code === 'offer_closed') {
        void queryClient.invalidateQueries({ queryKey });
        return;
      }
      setProblem(applyOfferFieldErrors(details, error) ? t('offer.fixFields') : reasonOf(error));
    },
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey });

  if (offer.isPending) {
    return (
      <Card icon={<CalendarClock className={`${linkIconClass} text-teal-700`} aria-hidden="true" />} title={t('offer.loading')}>
        <PageLoading />
      </Card>
    );
  }
  if (offer.isError) {
    const error = offer.error;
    const invalid = error instanceof ApiError && (error.status === 404 || error.status === 400);
    const busy = error instanceof ApiError && error.status === 429;
    return (
      <Card icon={linkAlertIcon} title={invalid ? t('invalidTitle') : busy ? t('offer.tooManyTitle') : t('offer.failedTitle')}>
        <div className="mt-5">
          <FormAlert tone="error">{reasonOf(error)}</FormAlert>
        </div>
        {!invalid && (
          <Button onClick={() => void offer.refetch()} variant="secondary" size="lg" className="mt-5">
            {t('offer.retry')}
          </Button>
        )}
      </Card>
    );
  }

  const shown = offer.data;
  const answered = answer.isSuccess;
  if (shown.state === 'booked' || shown.state === 'declined') {
    const booked = shown.state === 'booked';
    return (
      <Card
        icon={booked ? <CalendarCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" /> : <CalendarX2 className={`${linkIconClass} text-slate-600`} aria-hidden="true" />}
        title={answered ? t(`offer.doneTitles.${shown.state}`) : t(`offer.closedTitles.${shown.state}`)}
        focus={answered}
      >
        <HeldTime offer={shown} />
        <div className="mt-5">
          <FormAlert tone={booked ? 'success' : 'info'}>{shown.message}</FormAlert>
        </div>
      </Card>
    );
  }
  if (shown.state !== 'ready') {
    return (
      <Card icon={linkAlertIcon} title={t(`offer.closedTitles.${shown.state}`)} focus={answer.isError}>
        <HeldTime offer={shown} />
        <div className="mt-5">
          <FormAlert tone="info">{shown.message}</FormAlert>
        </div>
      </Card>
    );
  }

  const askDetails = mode === 'book' && shown.needs_details;
  const book = () => {
    if (!shown.needs_details) {
      answer.mutate({ action: 'accept', details: undefined });
      return;
    }
    if (mode !== 'book') {
      setMode('book');
      return;
    }
    void details.handleSubmit((values) => {
      answer.mutate({ action: 'accept', details: values });
    })();
  };
  const decline = () => {
    answer.mutate({ action: 'decline', details: undefined });
  };
  const moves = shown.moves_appointment;
  const busyAction = answer.isPending ? (answer.variables.move === undefined ? answer.variables.action : 'move') : null;
  const layout = 'w-full sm:w-auto';
  const buttons = {
    book: (
      <Button key="book" size="xl" disabled={answer.isPending} onClick={book} variant={mode === 'book' ? 'primary' : 'outline'} className={layout}>
        {busyAction === 'accept' ? t('offer.booking') : t('offer.book')}
      </Button>
    ),
    move:
      moves === null ? null : (
        <Button
          key="move"
          size="xl"
          variant="outline"
          className={layout}
          disabled={answer.isPending}
          onClick={() => {
            answer.mutate({ action: 'accept', details: undefined, move: moves.id });
          }}
        >
          {busyAction === 'move' ? t('offer.booking') : offerHoldTexts.moveButton(movableWhen(moves, shown.timeZone, language))}
        </Button>
      ),
    decline: (
      <Button key="decline" size="xl" disabled={answer.isPending} onClick={decline} variant={mode === 'decline' ? 'neutral' : 'secondary'} className={layout}>
        {busyAction === 'decline' ? t('offer.declining') : t('offer.decline')}
      </Button>
    ),
  };

  return (
    <Card icon={<CalendarClock className={`${linkIconClass} text-teal-700`} aria-hidden="true" />} title={t(`offer.titles.${mode}`)}>
      <HeldTime offer={shown} />
      <div className="mt-4">
        <OfferHold expiresAt={shown.expires_at} timeZone={shown.timeZone} onEnd={refresh} />
      </div>
      <p className="mt-4 text-slate-700">{shown.message}</p>
      {moves && (
        <div className="mt-4">
          <OfferMoves moves={moves} timeZone={shown.timeZone} />
        </div>
      )}
      {askDetails && (
        <FormProvider {...details}>
          <section aria-labelledby="offer-details-title" className="mt-6 border-t border-slate-100 pt-5">
            <h2 id="offer-details-title" className="text-lg font-semibold text-slate-900">
              {t('offer.detailsTitle')}
            </h2>
            <p className="mb-4 mt-1 text-sm text-slate-600">{t('offer.detailsLead')}</p>
            <BookingDetailsFields idPrefix="offer" size="part" />
          </section>
        </FormProvider>
      )}
      {problem !== null && (
        <div className="mt-5">
          <FormAlert tone="error">{problem}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {mode === 'book' ? [buttons.book, buttons.move, buttons.decline] : [buttons.decline, buttons.book, buttons.move]}
      </div>
    </Card>
  );
}

export default function OfferLinkPage() {
  const { t } = useTranslation('visits');
  const link = useLinkParams(pages);
  if (link === null) {
    return (
      <Card icon={linkAlertIcon} title={t('invalidTitle')}>
        <p className="mt-5 text-slate-700">{t('offer.noToken')}</p>
      </Card>
    );
  }
  return <OfferScreen page={link.action} token={link.token} />;
}
