import { createSavedReply, deleteSavedReply, updateSavedReply } from '@clinvia/contracts/operations/threads';
import { savedReplyInputSchema, threadLimits, type SavedReply, type SavedReplyInput } from '@clinvia/contracts/threads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/i18n';
import { Link } from 'react-router';
import { formatWhen } from '../../../components/messages/texts';
import { FormAlert, TextAreaField, TextField } from '../../../components/fields';
import { Button } from '../../../components/ui/Button';
import { FormActions } from '../../../components/ui/FormActions';
import { LoadState } from '../../../components/ui/LoadState';
import { useApiForm } from '../../../components/ui/useApiForm';
import { reasonOf } from '../../../lib/api';
import { operationMutation } from '../../../lib/operation-queries';
import { savedRepliesQuery, threadsKey } from '../../../lib/queries/threads';
import { confirmDialog, showToast } from '../../../lib/toast';
import { Section } from '../components/Section';

/** A saved reply's title and text: a new one, or a change to `editing`. */
function ReplyEditorForm({ editing, onDone }: { editing: SavedReply | null; onDone: () => void }) {
  const { t } = useTranslation('staffClinic');
  const queryClient = useQueryClient();
  const create = useMutation(operationMutation(createSavedReply, (body: SavedReplyInput) => ({ body })));
  const update = useMutation(operationMutation(updateSavedReply, (input: { replyId: string; body: SavedReplyInput }) => ({ params: { replyId: input.replyId }, body: input.body })));
  const form = useApiForm({
    schema: savedReplyInputSchema,
    defaultValues: { title: editing?.title ?? '', body: editing?.body ?? '' },
    fields: ['title', 'body'],
    onSubmit: async (values) => {
      const result = editing === null ? await create.mutateAsync(values) : await update.mutateAsync({ replyId: editing.id, body: values });
      await queryClient.invalidateQueries({ queryKey: threadsKey });
      void showToast({ icon: 'success', title: result.message, position: 'bottom-end', durationMs: 2000 });
      form.reset({ title: '', body: '' });
      onDone();
    },
  });
  const title = form.watch('title');
  const body = form.watch('body');
  return (
    <form noValidate onSubmit={form.submit} aria-label={editing === null ? t('savedReplies.newReply') : t('savedReplies.changeLabel', { title: editing.title })} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-slate-900">{editing === null ? t('savedReplies.newReply') : t('savedReplies.changeHeading', { title: editing.title })}</h2>
      <div>
        <TextField label={t('savedReplies.titleLabel')} hint={t('savedReplies.titleHint')} error={form.formState.errors.title} {...form.register('title')} />
        <p className="mt-1 text-right text-xs text-slate-600">
          {t('savedReplies.characters', { length: title.length, max: threadLimits.savedReplyTitleMaxLength })}
        </p>
      </div>
      <TextAreaField label={t('savedReplies.text')} rows={6} count={{ length: body.length, max: threadLimits.savedReplyBodyMaxLength }} error={form.formState.errors.body} {...form.register('body')} />
      {form.failure !== null && <FormAlert tone="error">{form.failure}</FormAlert>}
      <FormActions>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText={t('savedReplies.saving')}>
          {t(editing === null ? 'savedReplies.save' : 'savedReplies.saveChanges')}
        </Button>
        {editing !== null && (
          <Button variant="secondary" onClick={onDone}>
            {t('savedReplies.cancel')}
          </Button>
        )}
      </FormActions>
    </form>
  );
}

function ReplyItem({ reply, onEdit }: { reply: SavedReply; onEdit: () => void }) {
  const { t } = useTranslation('staffClinic');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useMutation(operationMutation(deleteSavedReply, () => ({ params: { replyId: reply.id } })));
  const confirmAndDelete = async () => {
    const sure = await confirmDialog({ title: t('savedReplies.deleteTitle', { title: reply.title }), text: t('savedReplies.deleteText'), confirmText: t('savedReplies.delete') });
    if (!sure) return;
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: (result) => {
        void queryClient.invalidateQueries({ queryKey: threadsKey });
        void showToast({ icon: 'success', title: result.message, position: 'bottom-end', durationMs: 2000 });
      },
      onError: (error) => {
        setFailure(reasonOf(error));
      },
    });
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold text-slate-900">{reply.title}</h3>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onEdit}>
            {t('savedReplies.edit')}<span className="sr-only"> {reply.title}</span>
          </Button>
          <Button variant="danger" size="sm" loading={remove.isPending} loadingText={t('savedReplies.deleting')} onClick={() => void confirmAndDelete()}>
            {t('savedReplies.delete')}<span className="sr-only"> {reply.title}</span>
          </Button>
        </div>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{reply.body}</p>
      <p className="mt-2 text-xs text-slate-600">
        {reply.updated_by === null ? t('savedReplies.lastChanged', { when: formatWhen(reply.updated_at, language) }) : t('savedReplies.lastChangedBy', { when: formatWhen(reply.updated_at, language), name: reply.updated_by })}
      </p>
      {failure !== null && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      )}
    </li>
  );
}

/** MSG-UI-4: the saved replies staff insert into answers: write, change, delete. */
export function SavedRepliesEditor({ back }: { back: string }) {
  const { t } = useTranslation('staffClinic');
  const replies = useQuery(savedRepliesQuery());
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const list = replies.data?.replies ?? [];
  return (
    <Section title={t('savedReplies.title')} description={t('savedReplies.description')}>
      <Link to={back} className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('savedReplies.back')}
      </Link>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ReplyEditorForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onDone={() => {
            setEditing(null);
          }}
        />
        <LoadState pending={replies.isPending} error={replies.error} empty={list.length === 0} emptyText={t('savedReplies.empty')} onRetry={() => void replies.refetch()}>
          <ul aria-label={t('savedReplies.listLabel')} className="space-y-3">
            {list.map((reply) => (
              <ReplyItem
                key={reply.id}
                reply={reply}
                onEdit={() => {
                  setEditing(reply);
                }}
              />
            ))}
          </ul>
        </LoadState>
      </div>
    </Section>
  );
}
