import { useState } from 'react';

/** What the last action on the list came to, said above it. */
export interface ListOutcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A staff list with one form under it that adds an item or edits the one chosen (consents,
 * locations): the item the form edits, a form that starts empty again after each save (its
 * `formKey` changes), and the last outcome.
 */
export function useListEditing<T extends { id: string }>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [saves, setSaves] = useState(0);
  const [result, setResult] = useState<ListOutcome | null>(null);
  return {
    editing,
    result,
    setResult,
    formKey: `${editing?.id ?? 'new'}-${String(saves)}`,
    edit: (item: T) => {
      setResult(null);
      setEditing(item);
    },
    done: (message: string) => {
      setEditing(null);
      setSaves((count) => count + 1);
      setResult({ tone: 'success', text: message });
    },
    cancel: () => {
      setEditing(null);
    },
  };
}
