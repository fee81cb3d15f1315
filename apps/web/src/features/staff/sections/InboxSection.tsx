import { contactReplyLimit, contactReplyMessages, contactReplySchema, type ContactReplyInput, type InboxMessage } from '@clinvia/contracts/staff';
import * as operations from '@clinvia/contracts/operations/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/i18n';
import { useSearchParams } from 'react-router';
import { reasonOf } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import { operationMutation } from '../../../lib/operation-queries';
import { inboxQuery, staffKeys } from '../api';
import { FormAlert, TextAreaField } from '../../../components/fields';
import { FormActions, SaveOrCancel } from '../../../components/ui/FormActions';
import { useApiForm } from '../../../components/ui/useApiForm';
import { usePageParam } from '../components/usePageParam';
import { Section } from '../components/Section';
import { Button } from '../../../components/ui/Button';
import { CardList } from '../components/CardList';
import { Badge } from '../../../components/ui/Badge';
import { formatInstant } from '../components/dates';
import { formatPhone } from '../../../lib/phone';

function HandleForm({ message, onDone }: { message: InboxMessage; onDone: () => void }) {
  const { t } = useTranslation('staffClinic');
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
      void showToast({ icon: 'success', title: t('inbox.markedHandled'), position: 'bottom-end', durationMs: 2000 });
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
        {t('inbox.note')} <span className="font-normal text-slate-600">{t('inbox.optional')}</span>
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
      <SaveOrCancel busy={busy} saveText={t('inbox.markHandled')} onCancel={onDone} className="mt-3" />
    </form>
  );
}

/**
 * STAFF-19: the reply, e-mailed to the sender signed by the clinic (their own message is not
 * quoted). A failed send keeps the text here to try again.
 */
function ReplyForm({ message, onDone }: { message: InboxMessage; onDone: () => void }) {
  const { t } = useTranslation('staffClinic');
  const queryClient = useQueryClient();
  // STAFF-19: the reply is e-mailed to the sender and joins the message's history.
  const reply = useMutation(operationMutation(operations.replyToContactMessage, (body: ContactReplyInput) => ({ params: { id: message.id }, body })));
  const form = useApiForm({
    schema: contactReplySchema,
    defaultValues: { reply: '' },
    fields: ['reply'],
    onSubmit: async (values) => {
      await reply.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      void showToast({ icon: 'success', title: contactReplyMessages.sent, position: 'bottom-end', durationMs: 2000 });
      onDone();
    },
  });
  const length = form.watch('reply').length;
  return (
    <form noValidate onSubmit={form.submit} className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <TextAreaField
        label={t('inbox.replyTo', { name: message.name })}
        hint={t(`inbox.replyHint.${message.language}`, { email: message.email })}
        rows={5}
        count={{ length, max: contactReplyLimit }}
        error={form.formState.errors.reply}
        {...form.register('reply')}
      />
      {form.failure !== null && <FormAlert tone="error">{form.failure}</FormAlert>}
      <FormActions>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText={t('inbox.sending')}>
          {t('inbox.sendReply')}
        </Button>
        <Button onClick={onDone} variant="secondary">
          {t('inbox.cancel')}
        </Button>
      </FormActions>
    </form>
  );
}

/** STAFF-19: the answers sent, oldest first: who, when and what. */
function ReplyHistory({ replies }: { replies: InboxMessage['replies'] }) {
  const { t } = useTranslation('staffClinic');
  const language = useLanguage();
  if (replies.length === 0) return null;
  return (
    <ol aria-label={t('inbox.repliesLabel')} className="mt-3 space-y-2 border-l-2 border-teal-600 pl-4">
      {replies.map((reply) => (
        <li key={`${reply.sent_at}-${reply.body.slice(0, 20)}`}>
          <p className="text-sm font-medium text-slate-700">
            {t('inbox.repliedBy', { name: reply.sent_by ?? t('inbox.formerColleague'), when: formatInstant(reply.sent_at, language) })}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}

const statusTones = { new: 'amber', answered: 'teal', handled: 'green' } as const;

function MessageCard({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('staffClinic');
  const language = useLanguage();
  const [open, setOpen] = useState<'handle' | 'reply' | null>(null);
  const close = () => {
    setOpen(null);
  };
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
            {message.phone !== null && ` · ${formatPhone(message.phone)}`} · {formatInstant(message.created_at, language)}
          </p>
          {/* I18N-10: staff see which language to answer in; the e-mail's own words follow it. */}
          <p className="text-sm text-slate-600">{t('inbox.language', { language: t(`inbox.languages.${message.language}`) })}</p>
        </div>
        <Badge tone={statusTones[message.status]}>{t(`inbox.statuses.${message.status}`)}</Badge>
      </div>
      {/* Stored text is shown as text, never as HTML. */}
      <p className="mt-3 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
      <ReplyHistory replies={message.replies} />
      {message.status === 'handled' && (
        <p className="mt-3 text-sm text-slate-600">
          {t('inbox.handledBy', { name: message.handled_by ?? t('inbox.formerColleague') })}
          {message.handled_at !== null && t('inbox.handledOn', { when: formatInstant(message.handled_at, language) })}
          {message.handled_note !== null && `: ${message.handled_note}`}
        </p>
      )}
      {open === 'reply' ? (
        <ReplyForm message={message} onDone={close} />
      ) : open === 'handle' ? (
        <HandleForm message={message} onDone={close} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => {
              setOpen('reply');
            }}
          >
            {t(message.replies.length === 0 ? 'inbox.reply' : 'inbox.replyAgain')}
            <span className="sr-only"> {message.subject}</span>
          </Button>
          {message.status === 'new' && (
            <Button
              variant="secondary"
              onClick={() => {
                setOpen('handle');
              }}
            >
              {t('inbox.markHandledOpen')}<span className="sr-only"> {message.subject}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

const views = [
  { value: 'new', label: 'new' },
  { value: 'answered', label: 'answered' },
  { value: 'handled', label: 'handled' },
  { value: '', label: 'all' },
] as const;

export default function InboxSection() {
  const { t } = useTranslation('staffClinic');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw === 'all' ? '' : raw === 'handled' || raw === 'answered' ? raw : 'new';
  const [page, setPage] = usePageParam();
  const messages = useQuery(inboxQuery({ status, page }));
  return (
    <Section title={t('inbox.title')} description={t('inbox.description')}>
      <div role="group" aria-label={t('inbox.filterLabel')} className="flex flex-wrap gap-2">
        {views.map((view) => (
          <Button
            key={view.label}

            aria-pressed={status === view.value}
            onClick={() => {
              setParams(view.value === 'new' ? {} : { status: view.value === '' ? 'all' : view.value });
            }}
            variant={status === view.value ? 'primary' : 'secondary'}
          >
            {t(`inbox.views.${view.label}`)}
          </Button>
        ))}
      </div>
      <CardList
        query={messages}
        emptyText={status === 'new' ? t('inbox.emptyNew') : t('inbox.empty')}
        onPage={setPage}
        card={(message) => <MessageCard key={message.id} message={message} />}
      />
    </Section>
  );
}
