import { confirmContactAddress, getContactAddressLink } from '@clinvia/contracts/operations/visits';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleAlert, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/fields';
import { PageLoading } from '../../components/PageLoading';
import { Button } from '../../components/ui/Button';
import { reasonOf } from '../../lib/api';
import { operationMutation, operationQuery } from '../../lib/operation-queries';
import { LinkCard, linkIconClass } from '../../components/LinkCard';
import { addressTexts as texts, visitTexts } from './texts';

/**
 * MAIL-1: the page behind the link sent to a contact address given at booking, without signing
 * in. It shows the address and one button; confirming is the button's POST, never the page's
 * load (mail scanners open links by themselves).
 */

function Card({ icon, title, children, focus = false }: { icon: ReactNode; title: string; children: ReactNode; focus?: boolean }) {
  return (
    <LinkCard icon={icon} title={title} focus={focus} next={[{ to: '/', label: visitTexts.home }]}>
      {children}
    </LinkCard>
  );
}

const alertIcon = <CircleAlert className={`${linkIconClass} text-amber-600`} aria-hidden="true" />;
const mailIcon = <MailCheck className={`${linkIconClass} text-teal-700`} aria-hidden="true" />;

function Address({ email }: { email: string }) {
  return (
    <dl className="mt-5 rounded-xl bg-slate-50 p-4 text-slate-900">
      <dt className="text-sm text-slate-600">{texts.address}</dt>
      <dd className="font-semibold break-all">{email}</dd>
    </dl>
  );
}

function AddressLinkScreen({ token }: { token: string }) {
  const link = useQuery({ ...operationQuery(getContactAddressLink, { query: { token } }), retry: false, staleTime: Infinity });
  // Confirms with a POST, so a mail scanner opening the link confirms nothing.
  const confirm = useMutation(operationMutation(confirmContactAddress, () => ({ body: { token } })));
  if (link.isPending) {
    return (
      <Card icon={mailIcon} title={texts.title}>
        <PageLoading />
      </Card>
    );
  }
  if (link.isError) {
    return (
      <Card icon={alertIcon} title={visitTexts.invalidTitle}>
        <div className="mt-5">
          <FormAlert tone="error">{reasonOf(link.error)}</FormAlert>
        </div>
      </Card>
    );
  }
  const shown = confirm.data ?? link.data;
  if (shown.state === 'done') {
    return (
      <Card icon={mailIcon} title={texts.doneTitle} focus={confirm.isSuccess}>
        <Address email={shown.email} />
        <div className="mt-5" role="status">
          <FormAlert tone="success">{shown.message}</FormAlert>
        </div>
      </Card>
    );
  }
  if (shown.state === 'expired') {
    return (
      <Card icon={alertIcon} title={texts.expiredTitle}>
        <Address email={shown.email} />
        <p className="mt-5 text-slate-700">{shown.message}</p>
      </Card>
    );
  }
  return (
    <Card icon={mailIcon} title={texts.title}>
      <Address email={shown.email} />
      <p className="mt-5 text-slate-700">{shown.message}</p>
      {confirm.isError ? (
        <div className="mt-4">
          <FormAlert tone="error">{reasonOf(confirm.error)}</FormAlert>
        </div>
      ) : null}
      <Button
        className="mt-6 w-full sm:w-auto"
        loading={confirm.isPending}
        loadingText={texts.confirming}
        onClick={() => {
          confirm.mutate();
        }}
      >
        {texts.confirm}
      </Button>
    </Card>
  );
}

export default function AddressLinkPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (token === '') {
    return (
      <Card icon={alertIcon} title={visitTexts.invalidTitle}>
        <p className="mt-5 text-slate-700">{texts.noToken}</p>
      </Card>
    );
  }
  return <AddressLinkScreen token={token} />;
}
