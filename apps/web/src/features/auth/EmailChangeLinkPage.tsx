import type { EmailChangeLink } from '@clinvia/contracts/auth';
import * as operations from '@clinvia/contracts/operations/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleAlert, MailCheck } from 'lucide-react';
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
 * AUTH-26: the page behind the link sent to a new e-mail address, without signing in. It shows
 * the address and one button; confirming is the button's POST, never the page's load (mail
 * scanners open links by themselves). Every other state is said in the server's words.
 */

const alertIcon = <CircleAlert className={`${linkIconClass} text-amber-600`} aria-hidden="true" />;
const mailIcon = <MailCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />;
const next = [
  { to: '/login', label: texts.signIn },
  { to: '/', label: texts.home },
] as const;

function Card({ icon, title, children, focus = false }: { icon: ReactNode; title: string; children: ReactNode; focus?: boolean }) {
  return (
    <LinkCard icon={icon} title={title} focus={focus} next={next}>
      {children}
    </LinkCard>
  );
}

function Address({ email }: { email: string }) {
  return (
    <dl className="mt-5 rounded-xl bg-slate-50 p-4 text-slate-900">
      <dt className="text-sm text-slate-600">{texts.address}</dt>
      <dd className="font-semibold break-all">{email}</dd>
    </dl>
  );
}

const titles: Record<EmailChangeLink['state'], string> = {
  ready: texts.confirmTitle,
  done: texts.doneTitle,
  expired: texts.expiredTitle,
  replaced: texts.closedTitle,
  withdrawn: texts.closedTitle,
};

function ConfirmScreen({ token }: { token: string }) {
  const link = useQuery({ ...operationQuery(operations.getEmailChangeLink, { query: { token } }), retry: false, staleTime: Infinity });
  const confirm = useMutation(operationMutation(operations.confirmEmailChange, () => ({ body: { token } })));
  if (link.isPending) {
    return (
      <Card icon={mailIcon} title={texts.confirmTitle}>
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
  const shown = confirm.data ?? link.data;
  if (shown.state !== 'ready') {
    const done = shown.state === 'done';
    return (
      <Card icon={done ? mailIcon : alertIcon} title={titles[shown.state]} focus={confirm.isSuccess}>
        <Address email={shown.email} />
        <div className="mt-5">
          <FormAlert tone={done ? 'success' : 'info'}>{shown.message}</FormAlert>
        </div>
      </Card>
    );
  }
  return (
    <Card icon={mailIcon} title={texts.confirmTitle}>
      <Address email={shown.email} />
      <p className="mt-5 text-slate-700">{shown.message}</p>
      {confirm.isError ? (
        <div className="mt-4">
          <FormAlert tone="error">{reasonOf(confirm.error)}</FormAlert>
        </div>
      ) : null}
      <Button className="mt-6 w-full sm:w-auto" loading={confirm.isPending} loadingText={texts.confirming} onClick={() => { confirm.mutate(); }}>
        {texts.confirm}
      </Button>
    </Card>
  );
}

export default function EmailChangeLinkPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (token === '') {
    return (
      <Card icon={alertIcon} title={texts.invalidTitle}>
        <p className="mt-5 text-slate-700">{texts.noToken}</p>
      </Card>
    );
  }
  return <ConfirmScreen token={token} />;
}
