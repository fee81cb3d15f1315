import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors, reasonOf } from '../../lib/api';

interface ApiFormOptions<Input extends FieldValues, Output> {
  /** The contract's schema: the browser checks with the server's messages before sending. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The fields whose messages in the API's answer (a 400's `fields`) go under the field. */
  fields: readonly Path<Input>[];
  /** Sends the checked values; a throw becomes per-field messages or the form's `failure`. */
  onSubmit: (values: Output) => Promise<void>;
  mode?: UseFormProps<Input>['mode'];
  /** Said in `failure` as well when the API's answer put messages under fields (a form whose fields are far apart). */
  fieldsFailure?: string;
  /** After the browser's check failed, with the fields in error (a wizard goes to their step). */
  onInvalid?: (fields: string[]) => void;
  /** After the API's answer put messages under these fields. */
  onFieldErrors?: (fields: Path<Input>[]) => void;
}

/**
 * A react-hook-form form that talks to the API: checked with the contract's schema, the user's
 * typing kept on a failure (nothing is reset), the API's per-field messages put under their
 * fields with the focus on the first of them, and any other failure in `failure` for a `FormAlert`.
 */
export function useApiForm<Input extends FieldValues, Output>({ schema, defaultValues, fields, onSubmit, mode, fieldsFailure, onInvalid, onFieldErrors }: ApiFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues, mode });
  const [failure, setFailure] = useState<string | null>(null);
  const handle = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, fields)) {
        setFailure(reasonOf(error));
        return;
      }
      if (fieldsFailure !== undefined) setFailure(fieldsFailure);
      // The first field the API's answer names takes the focus, as after the browser's own check.
      const named = fields.filter((field) => form.getFieldState(field).error?.type === 'server');
      if (named[0] !== undefined) form.setFocus(named[0]);
      onFieldErrors?.(named);
    }
  }, (errors) => {
    onInvalid?.(Object.keys(errors));
  });
  return {
    ...form,
    failure,
    /** The form's onSubmit. */
    submit: (event?: BaseSyntheticEvent) => void handle(event),
  };
}
