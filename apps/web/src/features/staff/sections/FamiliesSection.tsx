import { inviteDependentSchema, type InviteDependentInput, type OfAgeDependent } from '@clinvia/contracts/dependent-claims';
import { DEFAULT_AGE_OF_MAJORITY } from '@clinvia/contracts/dependents';
import * as operations from '@clinvia/contracts/operations/dependent-claims';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert, TextField } from '../../../components/fields';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { FormActions } from '../../../components/ui/FormActions';
import { LoadState } from '../../../components/ui/LoadState';
import { useApiForm } from '../../../components/ui/useApiForm';
import { formatClinicDate } from '../../../lib/clinic-dates';
import { operationMutation } from '../../../lib/operation-queries';
import { showToast } from '../../../lib/toast';
import { ofAgeDependentsQuery, staffKeys } from '../api';
import { formatInstant } from '../components/dates';
import { Section } from '../components/Section';
import { familiesTexts as texts } from './families-texts';

/** FAMILY-7: the person's own address; the invitation is e-mailed there (a new one replaces the last). */
function InviteForm({ dependent, onDone }: { dependent: OfAgeDependent; onDone: () => void }) {
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
      <TextField label={texts.emailLabel(dependent.name)} hint={texts.emailHint} type="email" autoComplete="off" error={form.formState.errors.email} {...form.register('email')} />
      {form.failure !== null && <FormAlert tone="error">{form.failure}</FormAlert>}
      <FormActions>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText={texts.sending}>
          {texts.send}
        </Button>
        <Button onClick={onDone} variant="secondary">
          {texts.cancel}
        </Button>
      </FormActions>
    </form>
  );
}

function InvitationLine({ invitation }: { invitation: OfAgeDependent['invitation'] }) {
  if (invitation === null) return <Badge tone="slate">{texts.notInvited}</Badge>;
  if (invitation.state === 'expired') return <Badge tone="amber">{texts.invitedExpired(invitation.email, formatInstant(invitation.sent_at))}</Badge>;
  return <Badge tone="teal">{texts.invitedPending(invitation.email, formatInstant(invitation.sent_at), formatInstant(invitation.expires_at))}</Badge>;
}

function DependentCard({ dependent }: { dependent: OfAgeDependent }) {
  const [inviting, setInviting] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{dependent.name}</h2>
      <p className="text-sm text-slate-700">
        {formatClinicDate(dependent.date_of_birth, 'medium')} · {texts.age(dependent.age)}
      </p>
      <p className="text-sm text-slate-600">{texts.guardian(dependent.guardian_name, dependent.guardian_email)}</p>
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
            {dependent.invitation === null ? texts.invite : texts.inviteAgain}
            <span className="sr-only"> {dependent.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/** /staff/families: dependents of age who have no account of their own yet (FAMILY-7). */
export default function FamiliesSection() {
  const list = useQuery(ofAgeDependentsQuery());
  return (
    <Section title={texts.title} description={texts.description(list.data?.age_of_majority ?? DEFAULT_AGE_OF_MAJORITY)}>
      <LoadState pending={list.isPending} error={list.error} empty={list.data?.dependents.length === 0} emptyText={texts.empty} onRetry={() => void list.refetch()}>
        <ul className="space-y-4">
          {list.data?.dependents.map((dependent) => (
            <DependentCard key={dependent.id} dependent={dependent} />
          ))}
        </ul>
      </LoadState>
    </Section>
  );
}
