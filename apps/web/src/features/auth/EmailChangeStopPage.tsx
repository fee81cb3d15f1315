import * as operations from '@clinvia/contracts/operations/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleAlert, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/fields';
import { LinkCard, linkIconClass } from '../../components/LinkCard';
import { PageLoading } from '../../components/PageLoading';
import { Button } from '../../components/ui/Button';
import { operationMutation, operationQuery } from '../../lib/operation-queries';
import { reasonOf } from './api';
import { emailLinkTexts as texts } from './texts';

/**
 * AUTH-28: the page behind the link sent to the old address when a change of address is asked
 * for or made. It shows the new address masked and one button that stops (or undoes) the change
 * and signs out every device; the page's load changes nothing.
 */

const alertIcon = <CircleAlert className={`${linkIconClass} text-amber-600`} aria-hidden="true" />;
const stopIcon = <ShieldAlert className={`${linkIconClass} text-red-700`} aria-hidden="true" />;
const doneIcon = <ShieldCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />;
const next = [
  { to: '/login', label: texts.signIn },
  { to: '/forgot-password', label: texts.resetPassword },
] as const;

function Card({ icon, title, children, focus = false }: { icon: ReactNode; title: string; children: ReactNode; focus?: boolean }) {
  return (
    <LinkCard icon={icon} title={title} focus={focus} next={next}>
      {children}
    </LinkCard>
  );
}

function Masked({ email }: { email: string }) {
  return (
    <dl className="mt-5 rounded-xl bg-slate-50 p-4 text-slate-900">
      <dt className="text-sm text-slate-600">{texts.maskedAddress}</dt>
      <dd className="font-semibold break-all">{email}</dd>
    </dl>
  );
}

function StopScreen({ token }: { token: string }) {
  const link = useQuery({ ...operationQuery(operations.getEmailChangeStopLink, { query: { token } }), retry: false, staleTime: Infinity });
  const stop = useMutation(operationMutation(operations.stopEmailChange, () => ({ body: { token } })));
  if (link.isPending) {
    return (
      <Card icon={stopIcon} title={texts.stopTitle}>
        <PageLoading />
      </Card>
    );
  }
  if (link.isError) {
    return (
      <Card icon={alertIcon} title={texts.invalidTitle}>
        <div className="mt-5">
          <FormAlert tone="error">{reasonOf(link.error)}</FormAlert>
        </div>
      </Card>
    );
  }
  const shown = stop.data ?? link.data;
  if (shown.state === 'done') {
    return (
      <Card icon={doneIcon} title={texts.stoppedTitle} focus={stop.isSuccess}>
        <Masked email={shown.maskedEmail} />
        <div className="mt-5">
          <FormAlert tone="success">{shown.message}</FormAlert>
        </div>
      </Card>
    );
  }
  if (shown.state === 'expired') {
    return (
      <Card icon={alertIcon} title={texts.expiredTitle}>
        <Masked email={shown.maskedEmail} />
        <p className="mt-5 text-slate-700">{shown.message}</p>
      </Card>
    );
  }
  return (
    <Card icon={stopIcon} title={texts.stopTitle}>
      <Masked email={shown.maskedEmail} />
      <p className="mt-5 text-slate-700">{shown.message}</p>
      {stop.isError ? (
        <div className="mt-4">
          <FormAlert tone="error">{reasonOf(stop.error)}</FormAlert>
        </div>
      ) : null}
      <Button className="mt-6 w-full sm:w-auto" variant="danger" loading={stop.isPending} loadingText={texts.stopping} onClick={() => { stop.mutate(); }}>
        {texts.stop}
      </Button>
    </Card>
  );
}

export default function EmailChangeStopPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (token === '') {
    return (
      <Card icon={alertIcon} title={texts.invalidTitle}>
        <p className="mt-5 text-slate-700">{texts.noToken}</p>
      </Card>
    );
  }
  return <StopScreen token={token} />;
}
