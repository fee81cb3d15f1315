import { consentInputSchema, type ConsentSummary } from '@clinvia/contracts/consents';
import * as operations from '@clinvia/contracts/operations/consents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

const listKey = operationKey(operations.listConsents);

function ConsentForm({ editing, onDone, onCancel }: { editing: ConsentSummary | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('staffClinic');
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
        {editing ? t('consents.edit', { title: editing.current.title }) : t('consents.add')}
      </h2>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextField label={t('consents.titleLabel')} autoComplete="off" error={errors.title} {...register('title')} />
      <TextAreaField label={t('consents.bodyLabel')} hint={t('consents.bodyHint')} rows={12} error={errors.body} {...register('body')} />
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={preview}
        onClick={() => {
          setPreview(!preview);
        }}
      >
        {t('consents.preview')}
      </Button>
      {preview && (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">{title.trim() === '' ? '—' : title}</h3>
          <ConsentText title={title} body={body.replace(/\r\n?/g, '\n')} />
        </div>
      )}
      <SaveOrCancel busy={isSubmitting} saveText={t(editing ? 'consents.save' : 'consents.create')} onCancel={editing ? onCancel : undefined} />
    </form>
  );
}

export default function ConsentsSection() {
  const { t } = useTranslation('staffClinic');
  const queryClient = useQueryClient();
  const list = useQuery(operationQuery(operations.listConsents));
  const retire = useMutation(operationMutation(operations.retireConsent));
  const { editing, result, setResult, formKey, edit, done, cancel } = useListEditing<ConsentSummary>();

  async function retireOne(consent: ConsentSummary) {
    setResult(null);
    if (!(await confirmDialog({ title: t('consents.retireTitle', { title: consent.current.title }), text: t('consents.retireText'), confirmText: t('consents.retire') }))) return;
    try {
      const answer = await retire.mutateAsync({ params: { consentId: consent.id } });
      setResult({ tone: 'success', text: answer.message });
      await queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      setResult({ tone: 'error', text: `${consent.current.title}: ${reasonOf(error)}` });
    }
  }

  return (
    <Section title={t('consents.title')} description={t('consents.description')}>
      <LoadState pending={list.isPending} error={list.error} empty={false} emptyText="" onRetry={() => void list.refetch()}>
        {list.data && (
          <div className="space-y-6">
            {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
            {list.data.consents.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-600">{t('consents.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={t('consents.listLabel')}>
                {list.data.consents.map((consent) => (
                  <li key={consent.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                        {consent.current.title}
                        <Badge tone={consent.status === 'active' ? 'teal' : 'slate'}>{consent.status === 'active' ? t('consents.active') : t('consents.retired')}</Badge>
                      </p>
                      <p className="text-sm text-slate-600">
                        {t('consents.version', { version: consent.current.version, count: consent.version_count })} · {t('consents.signatures', { count: consent.signature_count })}
                        {consent.current.created_by ? t('consents.by', { name: consent.current.created_by.name }) : ''}
                      </p>
                    </div>
                    {consent.status === 'active' && (
                      <span className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('consents.editLabel', { title: consent.current.title })}
                          onClick={() => {
                            edit(consent);
                          }}
                        >
                          {t('consents.editButton')}
                        </Button>
                        <Button size="sm" variant="secondary" aria-label={t('consents.retireLabel', { title: consent.current.title })} onClick={() => void retireOne(consent)}>
                          {t('consents.retire')}
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
