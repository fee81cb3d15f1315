import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState, type ReactNode, type SubmitEventHandler } from 'react';
import { FormAlert } from '../../components/fields';
import { Button } from '../../components/ui/Button';
import { reasonOf } from '../../lib/api';
import { confirmDialog, type ConfirmOptions } from '../../lib/toast';
import { ProfileCard } from './ProfileCard';

// The frame of the Family and Proxies sections of /patient-profile: a list of people the patient
// adds, changes and removes, with the outcome of the last change said above the list.

/** The last change's outcome: the server's answer, or why it failed. */
export interface CardResult {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The card's outcome, and a removal that asks first, then sends `change`, refreshes the list at
 * `listKey` and says the server's answer (or the reason it was refused).
 */
export function useCardResult(listKey: QueryKey) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<CardResult | null>(null);

  async function changeAfterConfirm(question: ConfirmOptions, change: () => Promise<{ message: string }>) {
    setResult(null);
    if (!(await confirmDialog(question))) return;
    try {
      const answer = await change();
      await queryClient.invalidateQueries({ queryKey: listKey });
      setResult({ tone: 'success', text: answer.message });
    } catch (error) {
      setResult({ tone: 'error', text: reasonOf(error) });
    }
  }

  return { result, setResult, changeAfterConfirm };
}

interface ListCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: string;
  addLabel: string;
  /** Opens the form to add one; null while a form is open (the button is hidden). */
  onAdd: (() => void) | null;
  result: CardResult | null;
  children: ReactNode;
}

export function ListCard({ id, title, intro, addLabel, onAdd, result, children }: ListCardProps) {
  return (
    <ProfileCard
      id={id}
      title={title}
      intro={intro}
      action={
        onAdd === null ? null : (
          <Button variant="secondary" size="sm" onClick={onAdd}>
            <UserPlus className="size-4" aria-hidden="true" />
            {addLabel}
          </Button>
        )
      }
    >
      {/* The body's top margin and each child's collapse into one, so the spacing is the same
          whether the outcome, the form or the list comes first. */}
      {result ? (
        <div className="mt-4" role={result.tone === 'error' ? 'alert' : 'status'}>
          <FormAlert tone={result.tone}>{result.text}</FormAlert>
        </div>
      ) : null}
      {children}
    </ProfileCard>
  );
}

interface ListCardFormProps {
  /** The form's heading's id, which names the form. */
  titleId: string;
  title: string;
  /** Why the last submission was refused, said above the fields. */
  failure: string | null | undefined;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The form that adds (or changes) one person of a ListCard, framed apart from the list. */
export function ListCardForm({ titleId, title, failure, onSubmit, children }: ListCardFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {title}
      </h3>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      {children}
    </form>
  );
}
