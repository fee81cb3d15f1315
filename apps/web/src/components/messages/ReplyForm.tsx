import { postThreadMessage } from '@clinvia/contracts/operations/threads';
import { postThreadMessageSchema, threadLimits, type ThreadDetail } from '@clinvia/contracts/threads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { operationMutation } from '../../lib/operation-queries';
import { savedRepliesQuery, threadQuery, threadsKey } from '../../lib/queries/threads';
import { showToast } from '../../lib/toast';
import { FormAlert, TextAreaField } from '../fields';
import { Button } from '../ui/Button';
import { FormActions } from '../ui/FormActions';
import { useApiForm } from '../ui/useApiForm';
import { FilePicker } from './FilePicker';
import { messageBody } from './files';

/** The clinic inserts one of its saved replies into the text (MSG-4): at the end, after a blank line. */
function SavedReplyPicker({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation('messagesKit');
  const replies = useQuery(savedRepliesQuery());
  const [chosen, setChosen] = useState('');
  const id = useId();
  const list = replies.data?.replies ?? [];
  if (replies.isError) return <p className="text-sm text-slate-600">{t('savedFailed')}</p>;
  if (!replies.isPending && list.length === 0) return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('insertSaved')}
        </label>
        <select
          id={id}
          value={chosen}
          disabled={replies.isPending}
          onChange={(event) => {
            setChosen(event.target.value);
          }}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          <option value="">{replies.isPending ? t('savedLoading') : t('insertSavedNone')}</option>
          {list.map((reply) => (
            <option key={reply.id} value={reply.id}>
              {reply.title}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="outline"
        disabled={chosen === ''}
        onClick={() => {
          const reply = list.find((item) => item.id === chosen);
          if (reply === undefined) return;
          onInsert(reply.body);
          setChosen('');
        }}
      >
        {t('insert')}
      </Button>
    </div>
  );
}

/**
 * The reply box under a thread (MSG-UI-2, MSG-UI-4, MSG-UI-5): the text with its counter
 * (MSG-8's limit), files (MSG-7), for the clinic a saved reply to insert. A failed send keeps
 * the text and the files; a sent one clears them and shows the thread as the server now has it.
 */
export function ReplyForm({ detail, viewer }: { detail: ThreadDetail; viewer: 'patient' | 'staff' | 'doctor' }) {
  const { t } = useTranslation('messagesKit');
  const threadId = detail.thread.id;
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const send = useMutation(operationMutation(postThreadMessage, (body: { body: string } | FormData) => ({ params: { threadId }, body })));
  const form = useApiForm({
    schema: postThreadMessageSchema,
    defaultValues: { body: '' },
    fields: ['body'],
    onSubmit: async (values) => {
      setProblems([]);
      let result;
      try {
        result = await send.mutateAsync(messageBody({ body: values.body }, files));
      } catch (error) {
        const refused = error instanceof ApiError ? error.fields?.files : undefined;
        if (refused === undefined) throw error;
        setProblems([refused]);
        if (Object.keys(error instanceof ApiError ? (error.fields ?? {}) : {}).length > 1) throw error;
        return;
      }
      form.reset({ body: '' });
      setFiles([]);
      queryClient.setQueryData(threadQuery(threadId).queryKey, result.thread);
      await queryClient.invalidateQueries({ queryKey: threadsKey });
      void showToast({ icon: 'success', title: result.message, position: 'bottom-end', durationMs: 2500 });
    },
  });
  const text = form.watch('body');
  const busy = form.formState.isSubmitting;
  const clinic = viewer !== 'patient';
  return (
    <form noValidate onSubmit={form.submit} aria-label={clinic ? t('clinicReplyLabel') : t('replyLabel')} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      {clinic && (
        <SavedReplyPicker
          onInsert={(saved) => {
            const current = form.getValues('body');
            form.setValue('body', current.trim() === '' ? saved : `${current.trimEnd()}\n\n${saved}`, { shouldDirty: true });
            form.setFocus('body');
          }}
        />
      )}
      <TextAreaField
        label={clinic ? t('clinicReplyLabel') : t('replyLabel')}
        hint={detail.thread.status === 'closed' && !clinic ? t('closedPatient') : undefined}
        rows={5}
        count={{ length: text.length, max: threadLimits.bodyMaxLength }}
        error={form.formState.errors.body}
        readOnly={busy}
        {...form.register('body')}
      />
      <FilePicker files={files} onChange={setFiles} problems={problems} onProblems={setProblems} disabled={busy} />
      {form.failure !== null && <FormAlert tone="error">{form.failure}</FormAlert>}
      <FormActions>
        <Button type="submit" loading={busy} loadingText={t('sending')}>
          {t('send')}
        </Button>
      </FormActions>
    </form>
  );
}

