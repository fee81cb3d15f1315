import type { NumericField } from '@clinvia/contracts/predictions';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { HelpTip } from './HelpTip';
import { readNumber } from './read-number';
import type { FieldPresentation, RangeBand } from './types';
import type { PredictionFormValues } from './usePredictionTool';

/** A service warning about a value the model has not seen, valid while the value is the one sent. */
export interface FieldWarning {
  message: string;
  value: number;
}

interface FieldControlProps {
  field: NumericField;
  presentation: FieldPresentation | undefined;
  warning: FieldWarning | undefined;
}

const bandStyles: Record<RangeBand['tone'], { box: string; text: string; icon: typeof CircleCheck }> = {
  good: { box: 'border-emerald-600 bg-emerald-50', text: 'text-emerald-800', icon: CircleCheck },
  caution: { box: 'border-amber-500 bg-amber-50', text: 'text-amber-900', icon: TriangleAlert },
  alert: { box: 'border-red-600 bg-red-50', text: 'text-red-800', icon: CircleAlert },
};

/** Ids of the texts that describe an input, in reading order. */
function ids(...values: (string | false | undefined)[]): string | undefined {
  const present = values.filter((value): value is string => typeof value === 'string');
  return present.length === 0 ? undefined : present.join(' ');
}

/**
 * One field of a prediction form, driven by its contract entry: label (with the unit for
 * screen readers), hover help, the input (number box with a unit suffix, dropdown of coded
 * choices, or toggle buttons), SPEC's hint, the value's band, the service's warning and the
 * validation message.
 */
export function FieldControl({ field, presentation, warning }: FieldControlProps) {
  const id = useId();
  const { control, formState } = useFormContext<PredictionFormValues>();
  const value = useWatch({ control, name: field.name });
  const error = formState.errors[field.name]?.message;
  const widget = presentation?.widget ?? (field.options === undefined ? 'number' : 'select');
  const band = typeof value === 'number' && Number.isFinite(value) ? presentation?.band?.(value) : undefined;
  const activeWarning = warning !== undefined && value === warning.value ? warning.message : undefined;

  const helpId = `${id}-help`;
  const hintId = presentation?.hint === undefined ? undefined : `${id}-hint`;
  const bandId = band === undefined ? undefined : `${id}-band`;
  const warningId = activeWarning === undefined ? undefined : `${id}-warning`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = ids(errorId, warningId, bandId, hintId, helpId);

  const notes = (
    <>
      {band !== undefined && <BandNote id={bandId} band={band} />}
      {hintId !== undefined && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {presentation?.hint}
        </p>
      )}
      {activeWarning !== undefined && (
        <p id={warningId} className="mt-1 flex gap-1.5 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{activeWarning}</span>
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );

  if (widget === 'toggle') {
    return (
      <div>
        <LabelRow field={field} helpId={helpId}>
          <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
            {field.label}
          </span>
        </LabelRow>
        <ToggleButtons field={field} labelledBy={`${id}-label`} describedBy={describedBy} invalid={error !== undefined} />
        {notes}
      </div>
    );
  }

  return (
    <div>
      <LabelRow field={field} helpId={helpId}>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {field.label}
          {field.unit !== undefined && (
            <>
              {' '}
              <span className="sr-only">({field.unit})</span>
            </>
          )}
        </label>
      </LabelRow>
      {widget === 'select' ? (
        <SelectInput id={id} field={field} describedBy={describedBy} invalid={error !== undefined} />
      ) : (
        <NumberInput id={id} field={field} describedBy={describedBy} invalid={error !== undefined} tone={band?.tone} />
      )}
      {notes}
    </div>
  );
}

function LabelRow({ field, helpId, children }: { field: NumericField; helpId: string; children: ReactNode }) {
  return (
    <div className="relative mb-1.5 flex min-h-6 items-center gap-1">
      {children}
      <HelpTip id={helpId} label={field.label} text={field.help} />
    </div>
  );
}

function BandNote({ id, band }: { id: string | undefined; band: RangeBand }) {
  const style = bandStyles[band.tone];
  const Icon = style.icon;
  return (
    <p id={id} className={`mt-1 flex items-center gap-1.5 text-sm font-medium ${style.text}`}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {band.label}
    </p>
  );
}

const boxBase = 'flex overflow-hidden rounded-md border shadow-xs focus-within:ring-2 focus-within:ring-teal-600/40';

function boxBorder(invalid: boolean, bandBox: string | undefined): string {
  if (invalid) return 'border-red-600 bg-white';
  return bandBox ?? 'border-slate-300 bg-white focus-within:border-teal-600';
}

interface InputProps {
  id: string;
  field: NumericField;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * A number box (PRED-4, PRED-12). A text input with the decimal keypad rather than
 * `type="number"`: that one drops letters as they are typed (or empties the box), so someone who
 * typed 'abc' saw the value vanish and read '… is required'. Here the typing stays as typed and
 * the contract answers it with '… must be a number' beside the field.
 */
function NumberInput({ id, field, describedBy, invalid, tone }: InputProps & { tone: RangeBand['tone'] | undefined }) {
  const { register } = useFormContext<PredictionFormValues>();
  return (
    <div className={`${boxBase} ${boxBorder(invalid, tone === undefined ? undefined : bandStyles[tone].box)}`} data-tone={tone}>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-slate-900 focus:outline-none"
        {...register(field.name, { setValueAs: readNumber })}
      />
      {field.unit !== undefined && (
        <span aria-hidden="true" className="flex items-center border-l border-slate-200 bg-slate-50 px-3 text-sm text-slate-600">
          {field.unit}
        </span>
      )}
    </div>
  );
}

/** A dropdown of the contract's coded choices, explained in words; the code is what is sent. */
function SelectInput({ id, field, describedBy, invalid }: InputProps) {
  const { control } = useFormContext<PredictionFormValues>();
  const {
    field: { ref, name, value, onChange, onBlur },
  } = useController({ control, name: field.name });
  return (
    <div className={`${boxBase} ${boxBorder(invalid, undefined)}`}>
      <select
        id={id}
        ref={ref}
        name={name}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          onChange(Number(event.target.value));
        }}
        onBlur={onBlur}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-slate-900 focus:outline-none"
      >
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Two or more toggle buttons (PRED-CAL-1's gender); radios underneath, so arrow keys work. */
function ToggleButtons({ field, labelledBy, describedBy, invalid }: { field: NumericField; labelledBy: string; describedBy: string | undefined; invalid: boolean }) {
  const { control } = useFormContext<PredictionFormValues>();
  const {
    field: { ref, name, value, onChange, onBlur },
  } = useController({ control, name: field.name });
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      className={`grid grid-cols-2 gap-2 rounded-md ${invalid ? 'ring-2 ring-red-600' : ''}`}
    >
      {field.options?.map((option, index) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-2.5 font-medium text-slate-700 hover:border-teal-600 has-checked:border-teal-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600"
        >
          <input
            type="radio"
            className="sr-only"
            name={name}
            // The focus target (errors, back from the result): the chosen button, else the first.
            ref={value === option.value || (value === undefined && index === 0) ? ref : undefined}
            value={option.value}
            checked={value === option.value}
            onChange={() => {
              onChange(option.value);
            }}
            onBlur={onBlur}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
