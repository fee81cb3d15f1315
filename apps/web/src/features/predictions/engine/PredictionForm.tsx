import type { NumericField, PredictionTool, PredictionWarning } from '@clinvia/contracts/predictions';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { PredictionFailure } from '../api';
import { useWarningText } from './extras';
import { useFailureReason } from './failures';
import { FieldControl, type FieldWarning } from './FieldControl';
import type { FormSection } from './types';
import type { PredictionEngine } from './usePredictionTool';
import { Button } from '../../../components/ui/Button';

// grid-cols-1 on phones: an implicit column grows to its fields' widest content (320 px reflow, A11Y-7).
const gridColumns = { 2: 'grid-cols-1 sm:grid-cols-2', 3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3', 4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4' } as const;

/** The contract's groups in their order (Parkinson's five, breast cancer's three), or one section. */
export function sectionsOf(fields: readonly NumericField[]): FormSection[] {
  const sections: FormSection[] = [];
  for (const field of fields) {
    const last = sections.at(-1);
    if (last !== undefined && last.title === field.group) last.fields = [...last.fields, field.name];
    else sections.push({ title: field.group, fields: [field.name] });
  }
  return sections;
}

/** The service's warnings of the last estimate, by field, with the value they are about, in the page's language. */
function warningsByField<T extends PredictionTool>(engine: PredictionEngine<T>, warningText: (warning: PredictionWarning) => string): Map<string, FieldWarning> {
  const byField = new Map<string, FieldWarning>();
  const outcome = engine.outcome;
  if (outcome === undefined) return byField;
  for (const warning of outcome.response.warnings ?? []) {
    const value = outcome.inputs[warning.field];
    if (value !== undefined) byField.set(warning.field, { message: warningText(warning), value });
  }
  return byField;
}

interface PredictionFormProps<T extends PredictionTool> {
  engine: PredictionEngine<T>;
  /** Buttons beside the submit button (e.g. Parkinson's Reset). */
  actions?: ReactNode;
  /** A heading for the failure box (breast cancer's 'Error' box). */
  failureHeading?: string;
  /** Under the buttons (e.g. SPEC's footer note). */
  footer?: ReactNode;
}

/** The shared form of the six tools: sections of fields, the failure message (PRED-5), the submit button. */
export function PredictionForm<T extends PredictionTool>({ engine, actions, failureHeading, footer }: PredictionFormProps<T>) {
  const { description, fields, form, busy, failure } = engine;
  const byName = new Map(fields.map((field) => [field.name, field]));
  const sections = description.sections ?? sectionsOf(fields);
  const warnings = warningsByField(engine, useWarningText(fields));
  const columns = gridColumns[description.columns ?? 3];

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={description.title}
        onSubmit={(event) => {
          void engine.submit(event);
        }}
        className="space-y-6"
      >
        {sections.map((section, index) => {
          const controls = (
            <div className={`grid gap-x-5 gap-y-4 ${columns}`}>
              {section.fields.map((name) => {
                const field = byName.get(name);
                return field === undefined ? null : <FieldControl key={name} field={field} presentation={description.presentation?.[name]} warning={warnings.get(name)} />;
              })}
            </div>
          );
          return section.title === undefined ? (
            <div key={index}>{controls}</div>
          ) : (
            <fieldset key={section.title} className="min-w-0 rounded-lg border border-slate-200 p-4 sm:p-5">
              <legend className="px-1 text-base font-semibold text-slate-900">{section.title}</legend>
              {controls}
            </fieldset>
          );
        })}

        {failure !== undefined && <FailureAlert heading={failureHeading} message={description.failureMessage(failure)} failure={failure} />}

        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            type="submit"
            disabled={busy}
            size="xl"
          >
            {busy ? description.busyText : description.submitText}
          </Button>
          {actions}
        </div>
        {footer}
      </form>
    </FormProvider>
  );
}

interface FailureAlertProps {
  heading: string | undefined;
  /** The screen's failure message (PRED-5). */
  message: string;
  failure: PredictionFailure;
}

/** The failure message (PRED-5), and below it what went wrong when the message does not say it already. */
export function FailureAlert({ heading, message, failure }: FailureAlertProps) {
  const reason = useFailureReason()(failure);
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
      <div>
        {heading !== undefined && <p className="font-semibold">{heading}</p>}
        <p className={heading === undefined ? 'font-semibold' : ''}>{message}</p>
        {!message.includes(reason) && <p className="mt-1 text-sm">{reason}</p>}
      </div>
    </div>
  );
}
