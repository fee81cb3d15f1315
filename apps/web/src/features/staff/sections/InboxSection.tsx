import type { InboxMessage } from '@clinvia/contracts/staff';
import * as operations from '@clinvia/contracts/operations/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination';
import { reasonOf } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import { operationMutation } from '../../../lib/operation-queries';
import { inboxQuery, staffKeys } from '../api';
import { usePageParam } from '../components/usePageParam';
import { Section } from '../components/Section';
import { Button } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { Badge } from '../../../components/ui/Badge';
import { formatInstant } from '../components/dates';
import { formatPhone } from '../../../lib/phone';

function HandleForm({ message, onDone }: { message: InboxMessage; onDone: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const handle = useMutation(operationMutation(operations.handleContactMessage, (text: string) => ({ params: { id: message.id }, body: { note: text } })));
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await handle.mutateAsync(note.trim());
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      void showToast({ icon: 'success', title: 'Marked as handled', position: 'bottom-end', durationMs: 2000 });
      onDone();
    } catch (error) {
      setFailure(reasonOf(error));
      setBusy(false);
    }
  };
  return (
    <form
      className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Note for colleagues <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
        }}
        className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
      {failure !== null && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Mark handled'}
        </Button>
        <Button onClick={onDone} variant="secondary">
          Cancel
        </Button>
      </div>
    </form>
  );
}

function MessageCard({ message }: { message: InboxMessage }) {
  const [handling, setHandling] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold text-slate-900">{message.subject}</h2>
          <p className="break-words text-sm text-slate-600">
            {message.name} ·{' '}
            <a href={`mailto:${message.email}`} className="text-teal-700 underline underline-offset-4">
              {message.email}
            </a>
            {message.phone !== null && ` · ${formatPhone(message.phone)}`} · {formatInstant(message.created_at)}
          </p>
        </div>
        <Badge tone={message.status === 'new' ? 'amber' : 'green'}>{message.status === 'new' ? 'New' : 'Handled'}</Badge>
      </div>
      {/* Stored text is shown as text, never as HTML. */}
      <p className="mt-3 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
      {message.status === 'handled' ? (
        <p className="mt-3 text-sm text-slate-600">
          Handled by {message.handled_by ?? 'a former colleague'}
          {message.handled_at !== null && ` on ${formatInstant(message.handled_at)}`}
          {message.handled_note !== null && `: ${message.handled_note}`}
        </p>
      ) : handling ? (
        <HandleForm
          message={message}
          onDone={() => {
            setHandling(false);
          }}
        />
      ) : (
        <Button
          variant="secondary" className="mt-3"
          onClick={() => {
            setHandling(true);
          }}
        >
          Mark handled…<span className="sr-only"> {message.subject}</span>
        </Button>
      )}
    </li>
  );
}

const views = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: '', label: 'All' },
] as const;

export default function InboxSection() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw === 'all' ? '' : raw === 'handled' ? 'handled' : 'new';
  const [page, setPage] = usePageParam();
  const messages = useQuery(inboxQuery({ status, page }));
  const data = messages.data;
  return (
    <Section title="Inbox" description="Messages sent from the Contact page, newest first.">
      <div role="group" aria-label="Show messages" className="flex flex-wrap gap-2">
        {views.map((view) => (
          <Button
            key={view.label}

            aria-pressed={status === view.value}
            onClick={() => {
              setParams(view.value === 'new' ? {} : { status: view.value === '' ? 'all' : view.value });
            }}
            variant={status === view.value ? 'primary' : 'secondary'}
          >
            {view.label}
          </Button>
        ))}
      </div>
      <div className="mt-6">
        <LoadState
          pending={messages.isPending}
          error={messages.error}
          empty={data?.items.length === 0}
          emptyText={status === 'new' ? 'No new messages. Everything has been handled.' : 'No messages.'}
          onRetry={() => void messages.refetch()}
        >
          {data && (
            <>
              <ul className="space-y-4">
                {data.items.map((message) => (
                  <MessageCard key={message.id} message={message} />
                ))}
              </ul>
              <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPage={setPage} />
            </>
          )}
        </LoadState>
      </div>
    </Section>
  );
}
