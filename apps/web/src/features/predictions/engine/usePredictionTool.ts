import { defaultValues, fieldsSchema, type NumericField, type PredictionTool } from '@clinvia/contracts/predictions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { PredictionError, requestPrediction, type PredictionFailure, type PredictionResponse } from '../api';
import { useFieldMessageWords, useToolFields } from './field-words';
import type { ToolDescription } from './types';

/**
 * What the inputs hold while the user types: a number, undefined for an empty box, NaN for
 * something that is not a number yet ('-', '1e'). The contract's schema turns the last two into
 * 'is required' and 'must be a number' (in the page's language).
 */
export type PredictionFormValues = Record<string, number | undefined>;

export interface PredictionOutcome<T extends PredictionTool> {
  response: PredictionResponse<T>;
  /** The values the estimate was made from (the form may change afterwards). */
  inputs: Record<string, number>;
  receivedAt: Date;
}

export interface PredictionEngine<T extends PredictionTool> {
  description: ToolDescription<T>;
  fields: readonly NumericField[];
  form: UseFormReturn<PredictionFormValues>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  outcome: PredictionOutcome<T> | undefined;
  failure: PredictionFailure | undefined;
  /** Back to the sample values, without a result or an error (PRED-PARK-1's 'Reset'). */
  resetToDefaults: () => void;
  /**
   * For the screens that move from the form to the result and back (PRED-CAL-3, PRED-INS-1, PRED-DIAB-4: calories,
   * insurance, diabetes): true after a success until `backToForm`.
   */
  showingResult: boolean;
  /**
   * 'Calculate Again', 'Modify Inputs', 'Try Another Assessment': the form with the values
   * kept, the focus in its first field unless `keepFocus` (a tab that keeps it).
   */
  backToForm: (options?: { keepFocus?: boolean }) => void;
  /** Back to the last result (insurance's 'Results' tab); nothing without one. */
  showResult: () => void;
}

/**
 * The state of one tool's screen: the form (react-hook-form driven by the contract's zod
 * schema), the call to the service and its outcome or failure. A 400's per-field messages
 * go beside the fields; the values typed stay whatever happens.
 */
export function usePredictionTool<T extends PredictionTool>(description: ToolDescription<T>): PredictionEngine<T> {
  const { tool } = description;
  // I18N-1: the contract's fields, their words in the page's language.
  const fields = useToolFields(tool);
  const words = useFieldMessageWords();
  // The contract's checks, its messages naming the fields by their words in the page's language;
  // react-hook-form takes the resolver of each render, so a change of language reaches the next check.
  // (The schema's input is all numbers; the form's values may be missing until it checks them.)
  const resolver = useMemo(() => zodResolver(fieldsSchema(fields, words)) as unknown as Resolver<PredictionFormValues>, [fields, words]);
  const defaults = useMemo(() => defaultValues(tool), [tool]);
  const form = useForm<PredictionFormValues>({
    resolver,
    defaultValues: defaults,
    reValidateMode: 'onChange',
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PredictionOutcome<T>>();
  const [failure, setFailure] = useState<PredictionFailure>();
  const [showingResult, setShowingResult] = useState(false);
  const returnedToForm = useRef(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      inFlight.current?.abort();
    },
    [],
  );

  // Built at submit time: handleSubmit's callback uses refs, which may not be touched while rendering.
  const submit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(
      async (values) => {
        if (inFlight.current !== null) return;
        const inputs = values as Record<string, number>;
        const controller = new AbortController();
        inFlight.current = controller;
        setBusy(true);
        setFailure(undefined);
        try {
          const response = await requestPrediction(tool, inputs, controller.signal);
          setOutcome({ response, inputs, receivedAt: new Date() });
          setShowingResult(true);
        } catch (error) {
          if (controller.signal.aborted) return;
          const reason: PredictionFailure = error instanceof PredictionError ? error.failure : { kind: 'network' };
          setOutcome(undefined);
          setFailure(reason);
          if (reason.kind === 'http' && reason.fields !== undefined) showFieldMessages(form, fields, reason.fields);
        } finally {
          if (inFlight.current === controller) {
            inFlight.current = null;
            setBusy(false);
          }
        }
      },
      () => {
        // The form's own checks failed: their messages replace an older failure's.
        setFailure(undefined);
      },
    )(event);

  const resetToDefaults = useCallback(() => {
    inFlight.current?.abort();
    form.reset(defaults);
    setOutcome(undefined);
    setFailure(undefined);
    setShowingResult(false);
  }, [form, defaults]);

  const backToForm = useCallback((options?: { keepFocus?: boolean }) => {
    returnedToForm.current = options?.keepFocus !== true;
    setShowingResult(false);
  }, []);

  const hasOutcome = outcome !== undefined;
  const showResult = useCallback(() => {
    if (hasOutcome) setShowingResult(true);
  }, [hasOutcome]);

  // Back on the form, the keyboard continues in its first field (the result had the focus).
  const firstField = fields[0]?.name;
  useEffect(() => {
    if (showingResult || !returnedToForm.current || firstField === undefined) return;
    returnedToForm.current = false;
    form.setFocus(firstField);
  }, [showingResult, form, firstField]);

  return { description, fields, form, submit, busy, outcome, failure, resetToDefaults, showingResult, backToForm, showResult };
}

/** The service's 400 names fields by SPEC's names; each message goes beside its field, focus to the first. */
function showFieldMessages(form: UseFormReturn<PredictionFormValues>, fields: readonly NumericField[], messages: Record<string, string>) {
  const named = fields.filter((field) => messages[field.name] !== undefined);
  named.forEach((field, index) => {
    form.setError(field.name, { type: 'server', message: messages[field.name] }, { shouldFocus: index === 0 });
  });
}
