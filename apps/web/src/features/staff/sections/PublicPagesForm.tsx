import { socialNetworks, type SiteSettings } from '@clinvia/contracts/site';
import { siteSettingsInputSchemaIn, siteSettingsLimits, type SiteSettingsInput, type SiteSettingsWords } from '@clinvia/contracts/site-settings';
import { updateSiteSettings } from '@clinvia/contracts/operations/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, type Path } from 'react-hook-form';
import { FormAlert, TextField } from '../../../components/fields';
import { Button } from '../../../components/ui/Button';
import { FormActions } from '../../../components/ui/FormActions';
import { useApiForm } from '../../../components/ui/useApiForm';
import { operationMutation } from '../../../lib/operation-queries';
import { showSiteSettings } from '../../../lib/site-settings';
import { staffKeys } from '../api';

// STAFF-18: staff set the clinic's public content: the footer's social links (SHELL-15) and the
// About page's figures and partners (ABOUT-4). An empty address removes a link; removing every
// figure or partner removes that block from the About page.

type Values = SiteSettingsInput;

function valuesOf(settings: SiteSettings): Values {
  return {
    social: Object.fromEntries(socialNetworks.map(({ key }) => [key, settings.social[key] ?? ''])),
    figures: settings.figures.map((figure) => ({ ...figure, detail: figure.detail ?? '' })),
    partners: settings.partners.map((partner) => ({ ...partner, url: partner.url ?? '' })),
  };
}

/** Each row's fields up to the limit ('figures.0.value' …): built as strings, so typed by a cast. */
const rowFields = (list: 'figures' | 'partners', limit: number, names: readonly string[]) =>
  Array.from({ length: limit }, (_, i) => names.map((name) => `${list}.${String(i)}.${name}` as Path<Values>)).flat();

/** Every field the server may name in a 400, so its message goes under that field. */
const serverFields: Path<Values>[] = [
  ...socialNetworks.map(({ key }) => `social.${key}` as const),
  ...rowFields('figures', siteSettingsLimits.figures, ['value', 'label', 'detail']),
  ...rowFields('partners', siteSettingsLimits.partners, ['name', 'url']),
];

const fieldsetClass = 'space-y-4 rounded-xl border border-slate-200 bg-white p-5';
const legendClass = 'px-1 text-lg font-semibold text-slate-900';
const rowClass = 'grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start';

export function PublicPagesForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('staffClinic');
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const update = useMutation(operationMutation(updateSiteSettings, (body: SiteSettingsInput) => ({ body })));
  // I18N-11: the contract's messages that hold a value (a network, a length) in the page's
  // language; its other messages are looked up by their English text where they are shown.
  const schema = useMemo(() => {
    const words: SiteSettingsWords = {
      socialUrl: (label, host) => t('publicPages.messages.socialUrl', { label, host }),
      max: (limit) => t('publicPages.messages.max', { limit }),
    };
    return siteSettingsInputSchemaIn(words);
  }, [t]);
  const form = useApiForm({
    schema,
    defaultValues: valuesOf(settings),
    fields: serverFields,
    onSubmit: async (values) => {
      setSaved(null);
      const answer = await update.mutateAsync(values);
      queryClient.setQueryData(staffKeys.siteSettings, answer.settings);
      showSiteSettings(answer.settings);
      setSaved(answer.message);
    },
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const figures = useFieldArray({ control, name: 'figures' });
  const partners = useFieldArray({ control, name: 'partners' });

  return (
    <form noValidate onSubmit={form.submit} className="space-y-6" aria-labelledby="public-pages-title">
      <div>
        <h2 id="public-pages-title" className="text-xl font-semibold text-slate-900">
          {t('publicPages.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('publicPages.lead')}</p>
      </div>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('publicPages.social')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {socialNetworks.map(({ key, label, hosts }) => (
            <TextField
              key={key}
              label={label}
              type="url"
              inputMode="url"
              optional
              placeholder={t('publicPages.socialPlaceholder', { host: hosts[0] })}
              error={errors.social?.[key]}
              {...register(`social.${key}`)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('publicPages.figures')}</legend>
        {figures.fields.length === 0 && <p className="text-sm text-slate-600">{t('publicPages.noFigures')}</p>}
        <ol className="space-y-3">
          {figures.fields.map((field, index) => (
            <li key={field.id} className={rowClass}>
              <TextField label={t('publicPages.figure', { number: index + 1 })} placeholder={t('publicPages.figurePlaceholder')} error={errors.figures?.[index]?.value} {...register(`figures.${index}.value`)} />
              <TextField label={t('publicPages.counts')} placeholder={t('publicPages.countsPlaceholder')} error={errors.figures?.[index]?.label} {...register(`figures.${index}.label`)} />
              <Button
                variant="danger"
                size="icon"
                className="sm:mt-7"
                aria-label={t('publicPages.removeFigure', { number: index + 1 })}
                onClick={() => {
                  figures.remove(index);
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
              <div className="sm:col-span-2">
                <TextField label={t('publicPages.detail')} optional placeholder={t('publicPages.detailPlaceholder')} error={errors.figures?.[index]?.detail} {...register(`figures.${index}.detail`)} />
              </div>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          disabled={figures.fields.length >= siteSettingsLimits.figures}
          onClick={() => {
            figures.append({ value: '', label: '', detail: '' });
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('publicPages.addFigure')}
        </Button>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('publicPages.partners')}</legend>
        {partners.fields.length === 0 && <p className="text-sm text-slate-600">{t('publicPages.noPartners')}</p>}
        <ol className="space-y-3">
          {partners.fields.map((field, index) => (
            <li key={field.id} className={rowClass}>
              <TextField label={t('publicPages.partner', { number: index + 1 })} error={errors.partners?.[index]?.name} {...register(`partners.${index}.name`)} />
              <TextField label={t('publicPages.webAddress')} type="url" inputMode="url" optional placeholder={t('publicPages.urlPlaceholder')} error={errors.partners?.[index]?.url} {...register(`partners.${index}.url`)} />
              <Button
                variant="danger"
                size="icon"
                className="sm:mt-7"
                aria-label={t('publicPages.removePartner', { number: index + 1 })}
                onClick={() => {
                  partners.remove(index);
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          disabled={partners.fields.length >= siteSettingsLimits.partners}
          onClick={() => {
            partners.append({ name: '', url: '' });
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('publicPages.addPartner')}
        </Button>
      </fieldset>

      {form.failure !== null && <FormAlert tone="error">{form.failure}</FormAlert>}
      {saved !== null && <FormAlert tone="success">{saved}</FormAlert>}
      <FormActions>
        <Button type="submit" loading={formState.isSubmitting} loadingText={t('publicPages.saving')}>
          {t('publicPages.save')}
        </Button>
      </FormActions>
    </form>
  );
}
