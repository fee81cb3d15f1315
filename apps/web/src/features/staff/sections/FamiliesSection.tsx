import { inviteDependentSchema, type InviteDependentInput, type OfAgeDependent } from '@clinvia/contracts/dependent-claims';
import { DEFAULT_AGE_OF_MAJORITY } from '@clinvia/contracts/dependents';
import * as operations from '@clinvia/contracts/operations/dependent-claims';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, TextField } from '../../../components/fields';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { FormActions } from '../../../components/ui/FormActions';
import { LoadState } from '../../../components/ui/LoadState';
import { useApiForm } from '../../../components/ui/useApiForm';
import { formatClinicDate } from '../../../lib/clinic-dates';
import { useLanguage } from '../../../lib/i18n/i18n';
import { operationMutation } from '../../../lib/operation-queries';
import { showToast } from '../../../lib/toast';
import { ofAgeDependentsQuery, staffKeys } from '../api';
import { formatInstant } from '../components/dates';
import { Section } from '../components/Section';

/** FAMILY-7: the person's own address; the invitation is e-mailed there (a new one replaces the last). */
function InviteForm({ dependent, onDone }: { dependent: OfAgeDependent; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const invite = useMutation(operationMutation(operations.inviteDependent, (body: InviteDependentInput) => ({ params: { dependentId: dependent.id }, body })));
  const form = useApiForm({
    schema: inviteDependentSchema,
    defaultValues: { email: dependent.invitation?.email ?? '' },
    fields: ['email'],
    onSubmit: async (values) => {
      const answer = await invite.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: staffKeys.families });
      void showToast({ icon: 'success', title: answer.message, position: 'bottom-end', durationMs: 3000 });
      onDone();
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <TextField label={t('families.emailLabel', { name: dependent.name })} hint={t('families.emailHint')} type="email" autoComplete="off" error={form.formState.errors.email} {...form.register('email')} />
      {form.failure !== null && <FormAlert tone="error">{form.failure}</FormAlert>}
      <FormActions>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText={t('families.sending')}>
          {t('families.send')}
        </Button>
        <Button onClick={onDone} variant="secondary">
          {t('families.cancel')}
        </Button>
      </FormActions>
    </form>
  );
}

function InvitationLine({ invitation }: { invitation: OfAgeDependent['invitation'] }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  if (invitation === null) return <Badge tone="slate">{t('families.notInvited')}</Badge>;
  const sentOn = formatInstant(invitation.sent_at, language);
  if (invitation.state === 'expired') return <Badge tone="amber">{t('families.invitedExpired', { email: invitation.email, sentOn })}</Badge>;
  return <Badge tone="teal">{t('families.invitedPending', { email: invitation.email, sentOn, expiresOn: formatInstant(invitation.expires_at, language) })}</Badge>;
}

function DependentCard({ dependent }: { dependent: OfAgeDependent }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [inviting, setInviting] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{dependent.name}</h2>
      <p className="text-sm text-slate-700">
        {formatClinicDate(dependent.date_of_birth, 'medium', language)} · {t('families.age', { age: dependent.age })}
      </p>
      <p className="text-sm text-slate-600">{t('families.guardian', { name: dependent.guardian_name, email: dependent.guardian_email })}</p>
      <p className="mt-2">
        <InvitationLine invitation={dependent.invitation} />
      </p>
      {inviting ? (
        <InviteForm
          dependent={dependent}
          onDone={() => {
            setInviting(false);
          }}
        />
      ) : (
        <div className="mt-3">
          <Button
            variant="outline"
            onClick={() => {
              setInviting(true);
            }}
          >
            {t(dependent.invitation === null ? 'families.invite' : 'families.inviteAgain')}
            <span className="sr-only"> {dependent.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/** /staff/families: dependents of age who have no account of their own yet (FAMILY-7). */
export default function FamiliesSection() {
  const { t } = useTranslation('staff');
  const list = useQuery(ofAgeDependentsQuery());
  return (
    <Section title={t('families.title')} description={t('families.description', { age: list.data?.age_of_majority ?? DEFAULT_AGE_OF_MAJORITY })}>
      <LoadState pending={list.isPending} error={list.error} empty={list.data?.dependents.length === 0} emptyText={t('families.empty')} onRetry={() => void list.refetch()}>
        <ul className="space-y-4">
          {list.data?.dependents.map((dependent) => (
            <DependentCard key={dependent.id} dependent={dependent} />
          ))}
        </ul>
      </LoadState>
    </Section>
  );
}
