import type { PredictionTool } from '@clinvia/contracts/predictions';
import type { PredictionFailure } from '../api';

/** How a field is entered: a number box, a dropdown of the coded choices, or two toggle buttons. */
export type FieldWidget = 'number' | 'select' | 'toggle';

/** A value range with a meaning (e.g. PRED-DIAB-2's diabetes bands); the tone colours it. */
export interface RangeBand {
  label: string;
  tone: 'good' | 'caution' | 'alert';
}

export interface FieldPresentation {
  /** Default: a dropdown when the contract lists coded choices, else a number box. */
  widget?: FieldWidget;
  /** The specification's typical range (PRED-4), shown under the field; a hint, not a rule. */
  hint?: string;
  /** Colours the input by the band its value falls in (and names the band in words). */
  band?: (value: number) => RangeBand | undefined;
}

export interface FormSection {
  title?: string;
  fields: readonly string[];
}

/**
 * Everything a screen says about its form that the contract does not: SPEC's texts, the
 * widgets and the layout. The fields themselves (labels, units, help, defaults, bounds) and
 * the validation come from `@clinvia/contracts/predictions`.
 */
export interface ToolDescription<T extends PredictionTool = PredictionTool> {
  tool: T;
  title: string;
  subtitle: string;
  submitText: string;
  busyText: string;
  /** The text for a failed call (PRED-5). */
  failureMessage: (failure: PredictionFailure) => string;
  presentation?: Readonly<Partial<Record<string, FieldPresentation>>>;
  /** Default: the contract's groups in their order, or one untitled section. */
  sections?: readonly FormSection[];
  /** Fields per row on wide screens (default 3). */
  columns?: 2 | 3 | 4;
}
