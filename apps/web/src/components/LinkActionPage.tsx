import { useMutation, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { reasonOf } from '../lib/api';
import { FormAlert } from './fields';
import { LinkCard, linkIconClass, type NextStep } from './LinkCard';
import { PageLoading } from './PageLoading';
import { Button, type ButtonVariant } from './ui/Button';

// The page behind an e-mail link that asks for one click (MAIL-1's contact address, AUTH-26's
// new address, AUTH-28's stop link), without signing in. The page's load only reads what the
// link is about; the change is the button's POST, never the load (mail scanners open links by
// themselves). Every state but the one that asks for the click is said in the server's words.

/** What both the link's reading and its action answer. */
export interface LinkAnswer {
  state: string;
  message: string;
}

/** A state that asks for no click: its card, and how its message is said. */
export interface LinkOutcome {
  icon: ReactNode;
  title: string;
  /** success/info: an alert box; text: a plain paragraph. */
  say: 'success' | 'info' | 'text';
}

export const linkAlertIcon = <CircleAlert className={`${linkIconClass} text-amber-600`} aria-hidden="true" />;

export interface LinkActionPageProps<A extends LinkAnswer> {
  /** Reads what the token's link is about. */
  link: (token: string) => UseQueryOptions<A, Error, A>;
  /** The one change the link offers. */
  action: (token: string) => UseMutationOptions<A>;
  /** The address the link is about, as the answer shows it, and its label. */
  address: (answer: A) => string;
  addressLabel: string;
  /** The card of a state, or null for the state that asks for the click. */
  outcome: (answer: A) => LinkOutcome | null;
  /** The card that asks for the click (also shown while the link is read). */
  ready: { icon: ReactNode; title: string; button: string; busy: string; variant?: ButtonVariant };
  invalidTitle: string;
  noToken: string;
  next: readonly NextStep[];
}

function Address({ label, email }: { label: string; email: string }) {
  return (
    <dl className="mt-5 rounded-xl bg-slate-50 p-4 text-slate-900">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold break-all">{email}</dd>
    </dl>
  );
}

function LinkScreen<A extends LinkAnswer>({ token, ...page }: LinkActionPageProps<A> & { token: string }) {
  const link = useQuery({ ...page.link(token), retry: false, staleTime: Infinity });
  const action = useMutation(page.action(token));
  const { ready, next } = page;
  if (link.isPending) {
    return (
      <LinkCard icon={ready.icon} title={ready.title} next={next}>
        <PageLoading />
      </LinkCard>
    );
  }
  if (link.isError) {
    return (
      <LinkCard icon={linkAlertIcon} title={page.invalidTitle} next={next}>
        <div className="mt-5">
          <FormAlert tone="error">{reasonOf(link.error)}</FormAlert>
        </div>
      </LinkCard>
    );
  }
  const shown = action.data ?? link.data;
  const address = <Address label={page.addressLabel} email={page.address(shown)} />;
  const outcome = page.outcome(shown);
  if (outcome !== null) {
    // The card replaced the one that was clicked: its heading takes the focus.
    return (
      <LinkCard icon={outcome.icon} title={outcome.title} focus={action.isSuccess} next={next}>
        {address}
        {outcome.say === 'text' ? (
          <p className="mt-5 text-slate-700">{shown.message}</p>
        ) : (
          <div className="mt-5">
            <FormAlert tone={outcome.say}>{shown.message}</FormAlert>
          </div>
        )}
      </LinkCard>
    );
  }
  return (
    <LinkCard icon={ready.icon} title={ready.title} next={next}>
      {address}
      <p className="mt-5 text-slate-700">{shown.message}</p>
      {action.isError ? (
        <div className="mt-4">
          <FormAlert tone="error">{reasonOf(action.error)}</FormAlert>
        </div>
      ) : null}
      <Button
        className="mt-6 w-full sm:w-auto"
        variant={ready.variant}
        loading={action.isPending}
        loadingText={ready.busy}
        onClick={() => {
          action.mutate();
        }}
      >
        {ready.button}
      </Button>
    </LinkCard>
  );
}

/** The page: the token from `?token=`, or a card that says the link is incomplete. */
export function LinkActionPage<A extends LinkAnswer>(page: LinkActionPageProps<A>) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (token === '') {
    return (
      <LinkCard icon={linkAlertIcon} title={page.invalidTitle} next={page.next}>
        <p className="mt-5 text-slate-700">{page.noToken}</p>
      </LinkCard>
    );
  }
  return <LinkScreen token={token} {...page} />;
}
