import { auditActionLabel } from '@clinvia/contracts/audit-actions';
import * as operations from '@clinvia/contracts/operations/proxies';
import { proxyInviteSchema, proxyScopes, type ProxyGrant } from '@clinvia/contracts/proxies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/fields';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { FormActions } from '../../components/ui/FormActions';
import { LoadState } from '../../components/ui/LoadState';
import { Table } from '../../components/ui/Table';
import { useApiForm } from '../../components/ui/useApiForm';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { localeOf } from '../../lib/i18n/locale';
import { operationKey, operationMutation, operationQuery } from '../../lib/operation-queries';
import { ListCard, ListCardForm, useCardResult } from './ListCard';

// PROXY-1, PROXY-3, PROXY-6: on /patient-profile, the people who may act for the patient: invite
// (scopes and an optional last day), see each one's state and scopes, end any at once, and read
// what they did. The server checks every field again.

const listKey = operationKey(operations.listProxies);
const statusTones = { invited: 'amber', active: 'green', ended: 'slate' } as const;

function InviteForm({ onDone, onCancel }: { onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('patients');
  const queryClient = useQueryClient();
  const invite = useMutation(operationMutation(operations.inviteProxy));
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: proxyInviteSchema,
    defaultValues: { email: '', scopes: [], ends_on: '' },
    fields: ['email', 'scopes', 'ends_on'],
    onSubmit: async (values) => {
      const answer = await invite.mutateAsync({ body: values });
      await queryClient.invalidateQueries({ queryKey: listKey });
      onDone(answer.message);
    },
  });
  const titleId = 'proxy-form-title';
  const scopesError = errors.scopes?.message ?? errors.scopes?.root?.message;
  return (
    <ListCardForm titleId={titleId} title={t('proxies.inviteTitle')} failure={failure} onSubmit={submit}>
      <TextField label={t('proxies.emailLabel')} type="email" autoComplete="off" error={errors.email} {...register('email')} />
      <fieldset aria-describedby={scopesError ? 'proxy-scopes-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('proxies.scopesLegend')}</legend>
        <div className="mt-2 space-y-2">
          {proxyScopes.map((scope) => (
            <label key={scope} className="flex items-center gap-3 text-sm text-slate-800">
              <input type="checkbox" value={scope} className="size-5 rounded border-slate-400 accent-teal-700" aria-invalid={scopesError ? true : undefined} {...register('scopes')} />
              {t(`proxies.scopes.${scope}`)}
            </label>
          ))}
        </div>
        {scopesError ? (
          <p id="proxy-scopes-error" className="mt-1 text-sm text-red-700">
            {scopesError}
          </p>
        ) : null}
      </fieldset>
      <TextField label={t('proxies.endsOnLabel')} type="date" optional hint={t('proxies.endsOnHint')} error={errors.ends_on} {...register('ends_on')} />
      <FormActions>
        <Button type="submit" loading={isSubmitting} loadingText={t('proxies.sending')}>
          {t('proxies.send')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('proxies.cancel')}
        </Button>
      </FormActions>
    </ListCardForm>
  );
}

function ProxyActivityList() {
  const { t } = useTranslation('patients');
  const locale = localeOf(useLanguage());
  const activity = useQuery(operationQuery(operations.listProxyActivity));
  return (
    <div className="mt-6">
      <h3 className="font-semibold text-slate-900">{t('proxies.activityTitle')}</h3>
      <div className="mt-2">
        <LoadState pending={activity.isPending} error={activity.error} empty={activity.data?.items.length === 0} emptyText={t('proxies.activityEmpty')} onRetry={() => void activity.refetch()}>
          {activity.data && (
            <Table
              caption={t('proxies.activityCaption')}
              rows={activity.data.items}
              rowKey={(item) => `${item.at}-${item.action}-${item.subject_id ?? ''}`}
              emptyText={t('proxies.activityEmpty')}
              columns={[
                { header: t('proxies.columns.when'), cell: (item) => new Date(item.at).toLocaleString(locale) },
                { header: t('proxies.columns.who'), cell: (item) => item.proxy_name },
                { header: t('proxies.columns.what'), cell: (item) => auditActionLabel(item.action) },
              ]}
            />
          )}
        </LoadState>
      </div>
    </div>
  );
}

/** The Proxies section of /patient-profile (PROXY-1, PROXY-3, PROXY-6). */
export function ProxiesCard() {
  const { t } = useTranslation('patients');
  const language = useLanguage();
  const list = useQuery(operationQuery(operations.listProxies));
  const end = useMutation(operationMutation(operations.endProxy));
  const [inviting, setInviting] = useState(false);
  const { result, setResult, changeAfterConfirm } = useCardResult(listKey);

  function endOne(grant: ProxyGrant) {
    const who = grant.proxy_name ?? grant.email;
    return changeAfterConfirm({ title: t('proxies.endTitle', { who }), text: t('proxies.endText'), confirmText: t('proxies.endConfirm') }, () =>
      end.mutateAsync({ params: { grantId: grant.id } }),
    );
  }

  return (
    <ListCard
      id="proxies"
      title={t('proxies.title')}
      intro={t('proxies.intro')}
      addLabel={t('proxies.invite')}
      onAdd={
        inviting
          ? null
          : () => {
              setResult(null);
              setInviting(true);
            }
      }
      result={result}
    >
      {inviting ? (
        <InviteForm
          onDone={(message) => {
            setInviting(false);
            setResult({ tone: 'success', text: message });
          }}
          onCancel={() => {
            setInviting(false);
          }}
        />
      ) : null}
      <div className="mt-4">
        <LoadState pending={list.isPending} error={list.error} empty={list.data?.proxies.length === 0 && !inviting} emptyText={t('proxies.empty')} onRetry={() => void list.refetch()}>
          {list.data && (
            <ul className="divide-y divide-slate-100">
              {list.data.proxies.map((grant) => (
                <li key={grant.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {grant.proxy_name ?? grant.email} <Badge tone={statusTones[grant.status]}>{t(`proxies.status.${grant.status}`)}</Badge>
                    </p>
                    <p className="text-sm text-slate-700">{grant.scopes.map((scope) => t(`proxies.scopes.${scope}`)).join(' · ')}</p>
                    <p className="text-sm text-slate-600">{grant.ends_on === null ? t('proxies.noEnd') : t('proxies.until', { date: formatClinicDate(grant.ends_on, 'medium', language) })}</p>
                  </div>
                  {grant.status === 'ended' ? null : (
                    <Button variant="secondary" size="sm" onClick={() => void endOne(grant)}>
                      <Trash2 className="size-4" aria-hidden="true" />
                      {t('proxies.end')}
                      <span className="sr-only"> {grant.proxy_name ?? grant.email}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
      <ProxyActivityList />
    </ListCard>
  );
}
