import { actOnVisitLink, getVisitLink } from '@clinvia/contracts/operations/visits';
import { visitLinkActions, type VisitLink, type VisitLinkAction } from '@clinvia/contracts/visits';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/fields';
import { PageLoading } from '../../components/PageLoading';
import { reasonOf } from '../../lib/api';
import { operationMutation, operationQuery } from '../../lib/operation-queries';
import { LinkCard, linkIconClass } from '../../components/LinkCard';
import { linkAlertIcon } from '../../components/LinkActionPage';
import { useLinkParams } from './link-params';
import { SlotFacts } from './SlotFacts';
import { Button } from '../../components/ui/Button';

/**
 * LIFE-8: the page behind the one-click links of appointment e-mails, without signing in. It
 * shows what the link would do, the doctor and the clinic date and time, and a button: the
 * action is the button's POST, never the page's load (mail scanners open links by themselves).
 */

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const { t } = useTranslation('visits');
  return (
    <LinkCard
      icon={icon}
      title={title}
      next={[
        { to: '/appointments', label: t('visit.myAppointments') },
        { to: '/', label: t('home') },
      ]}
    >
      {children}
    </LinkCard>
  );
}

/** The minimum of detail: the doctor, the date and the time in the clinic's zone. */
function Visit({ link }: { link: VisitLink }) {
  const { t } = useTranslation('visits');
  return <SlotFacts label={t('visit.appointment')} doctorName={link.doctorName} date={link.date} time={link.time} timeZone={link.timeZone} whenTestId="visit-when" />;
}

function VisitLinkScreen({ action, token }: { action: VisitLinkAction; token: string }) {
  const { t } = useTranslation('visits');
  const link = useQuery({ ...operationQuery(getVisitLink, { query: { token } }), retry: false, staleTime: Infinity });
  // The action is a POST: mail scanners open links by themselves, and must change nothing.
  const take = useMutation(operationMutation(actOnVisitLink, () => ({ body: { token } })));

  if (link.isPending) {
    return (
      <Card icon={<CalendarCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />} title={t(`visit.titles.${action}`)}>
        <PageLoading />
      </Card>
    );
  }
  // A link whose action is not the page's is not one we sent.
  if (link.isError || link.data.action !== action) {
    const message = link.isError ? reasonOf(link.error) : t('visit.noToken');
    return (
      <Card icon={linkAlertIcon} title={t('invalidTitle')}>
        <div className="mt-5">
          <FormAlert tone="error">{message}</FormAlert>
        </div>
      </Card>
    );
  }

  const shown = take.data ?? link.data;
  if (shown.state === 'done') {
    return (
      <Card icon={<CalendarCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />} title={t(`visit.doneTitles.${action}`)}>
        <Visit link={shown} />
        <div className="mt-5" role="status">
          <FormAlert tone="success">{shown.message}</FormAlert>
        </div>
      </Card>
    );
  }
  if (shown.state !== 'ready') {
    return (
      <Card icon={linkAlertIcon} title={t('visit.unusableTitle')}>
        <Visit link={shown} />
        <p className="mt-5 text-slate-700">{shown.message}</p>
      </Card>
    );
  }
  const cancel = action === 'cancel';
  return (
    <Card
      icon={cancel ? <CalendarX2 className={`${linkIconClass} text-rose-700`} aria-hidden="true" /> : <CalendarCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />}
      title={t(`visit.titles.${action}`)}
    >
      <Visit link={shown} />
      <p className="mt-5 text-slate-700">{shown.message}</p>
      {take.isError ? (
        <div className="mt-4">
          <FormAlert tone="error">{reasonOf(take.error)}</FormAlert>
        </div>
      ) : null}
      <Button
        size="xl"
        variant={cancel ? 'emergency' : 'primary'}
        loading={take.isPending}
        loadingText={t(`visit.busy.${action}`)}
        onClick={() => {
          take.mutate();
        }}
        className="mt-6 w-full sm:w-auto"
      >
        {t(`visit.buttons.${action}`)}
      </Button>
    </Card>
  );
}

export default function VisitLinkPage() {
  const { t } = useTranslation('visits');
  const link = useLinkParams(visitLinkActions);
  if (link === null) {
    return (
      <Card icon={linkAlertIcon} title={t('invalidTitle')}>
        <p className="mt-5 text-slate-700">{t('visit.noToken')}</p>
      </Card>
    );
  }
  return <VisitLinkScreen action={link.action} token={link.token} />;
}
