import { consentInputSchema, type ConsentSummary } from '@clinvia/contracts/consents';
import * as operations from '@clinvia/contracts/operations/consents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsentText } from '../../../components/consent/ConsentText';
import { FormAlert, TextAreaField, TextField } from '../../../components/fields';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { SaveOrCancel } from '../../../components/ui/FormActions';
import { LoadState } from '../../../components/ui/LoadState';
import { useApiForm } from '../../../components/ui/useApiForm';
import { reasonOf } from '../../../lib/api';
import { operationKey, operationMutation, operationQuery } from '../../../lib/operation-queries';
import { confirmDialog } from '../../../lib/toast';
import { Section } from '../components/Section';
import { useListEditing } from '../components/useListEditing';

// CONSENT-1, CONSENT-2, CONSENT-7: the clinic's consent texts. A save is a new version (patients
// then sign it; earlier signatures keep the text they signed), with a preview as patients read
// it; retiring stops offering a consent and keeps its signatures.

const texts = {
  title: 'Consents',
  description: 'The forms patients sign in the portal. Every save is a new version; signed versions never change.',
  add: 'Add a consent',
  edit: (title: string) => `New version of ${title}`,
  titleLabel: 'Title',
  bodyLabel: 'Text',
  bodyHint: 'Plain text. Leave a blank line between paragraphs; start a line with “- ” for a list item.',
  preview: 'Preview as patients read it',
  save: 'Save as a new version',
  create: 'Add consent',
  retire: 'Retire',
  retireTitle: (title: string) => `Retire ${title}?`,
  retireText: 'Patients will no longer be asked to sign it. Its versions and signatures are kept.',
  retired: 'Retired',
  active: 'Active',
  version: (version: number, count: number) => `Version ${String(version)} · ${count === 1 ? '1 version' : `${String(count)} versions`}`,
  signatures: (count: number) => (count === 1 ? '1 signature' : `${String(count)} signatures`),
  empty: 'No consents yet.',
} as const;

const listKey = operationKey(operations.listConsents);

function ConsentForm({ editing, onDone, onCancel }: { editing: ConsentSummary | null; onDone: (message: string) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const create = useMutation(operationMutation(operations.createConsent));
  const revise = useMutation(operationMutation(operations.reviseConsent));
  const [preview, setPreview] = useState(false);
  const {
    register,
    submit,
    failure,
    watch,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: consentInputSchema,
    defaultValues: { title: editing?.current.title ?? '', body: editing?.current.body ?? '' },
    fields: ['title', 'body'],
    onSubmit: async (values) => {
      const answer = editing ? await revise.mutateAsync({ params: { consentId: editing.id }, body: values }) : await create.mutateAsync({ body: values });
      await queryClient.invalidateQueries({ queryKey: listKey });
      onDone(answer.message);
    },
  });
  const [title, body] = watch(['title', 'body']);
  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="consent-form-title">
      <h2 id="consent-form-title" className="text-lg font-semibold text-slate-900">
        {editing ? texts.edit(editing.current.title) : texts.add}
      </h2>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextField label={texts.titleLabel} autoComplete="off" error={errors.title} {...register('title')} />
      <TextAreaField label={texts.bodyLabel} hint={texts.bodyHint} rows={12} error={errors.body} {...register('body')} />
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={preview}
        onClick={() => {
          setPreview(!preview);
        }}
      >
        {texts.preview}
      </Button>
      {preview && (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">{title.trim() === '' ? '—' : title}</h3>
          <ConsentText title={title} body={body.replace(/\r\n?/g, '\n')} />
        </div>
      )}
      <SaveOrCancel busy={isSubmitting} saveText={editing ? texts.save : texts.create} onCancel={editing ? onCancel : undefined} />
    </form>
  );
}

export default function ConsentsSection() {
  const queryClient = useQueryClient();
  const list = useQuery(operationQuery(operations.listConsents));
  const retire = useMutation(operationMutation(operations.retireConsent));
  const { editing, result, setResult, formKey, edit, done, cancel } = useListEditing<ConsentSummary>();

  async function retireOne(consent: ConsentSummary) {
    setResult(null);
    if (!(await confirmDialog({ title: texts.retireTitle(consent.current.title), text: texts.retireText, confirmText: texts.retire }))) return;
    try {
      const answer = await retire.mutateAsync({ params: { consentId: consent.id } });
      setResult({ tone: 'success', text: answer.message });
      await queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      setResult({ tone: 'error', text: `${consent.current.title}: ${reasonOf(error)}` });
    }
  }

  return (
    <Section title={texts.title} description={texts.description}>
      <LoadState pending={list.isPending} error={list.error} empty={false} emptyText="" onRetry={() => void list.refetch()}>
        {list.data && (
          <div className="space-y-6">
            {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
            {list.data.consents.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-600">{texts.empty}</p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label="The clinic’s consents">
                {list.data.consents.map((consent) => (
                  <li key={consent.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                        {consent.current.title}
                        <Badge tone={consent.status === 'active' ? 'teal' : 'slate'}>{consent.status === 'active' ? texts.active : texts.retired}</Badge>
                      </p>
                      <p className="text-sm text-slate-600">
                        {texts.version(consent.current.version, consent.version_count)} · {texts.signatures(consent.signature_count)}
                        {consent.current.created_by ? ` · by ${consent.current.created_by.name}` : ''}
                      </p>
                    </div>
                    {consent.status === 'active' && (
                      <span className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Edit ${consent.current.title}`}
                          onClick={() => {
                            edit(consent);
                          }}
                        >
                          Edit
                        </Button>
                        <Button size="sm" variant="secondary" aria-label={`${texts.retire} ${consent.current.title}`} onClick={() => void retireOne(consent)}>
                          {texts.retire}
                        </Button>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <ConsentForm
              key={formKey}
              editing={editing}
              onDone={done}
              onCancel={cancel}
            />
          </div>
        )}
      </LoadState>
    </Section>
  );
}
