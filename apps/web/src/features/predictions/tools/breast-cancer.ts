import type { PredictionFailure } from '../api';
import type { ToolDescription } from '../engine/types';

/** PRED-BREAST-3: the server's error text, its status, an unexpected format, or the generic text. */
function breastCancerFailure(failure: PredictionFailure): string {
  switch (failure.kind) {
    case 'http':
      return failure.message ?? `Server responded with status: ${failure.status}`;
    case 'invalid-response':
      return 'Unexpected response format from server';
    case 'timeout':
    case 'network':
      return 'Failed to get prediction. Please try again later.';
  }
}

/** PRED-BREAST-1: 30 inputs in the contract's titled groups, labels from the field names. */
export const breastCancerTool: ToolDescription<'breast-cancer'> = {
  tool: 'breast-cancer',
  title: 'Breast Cancer Detection',
  subtitle:
    "Classify a breast mass as benign or malignant from 30 features of cell nuclei measured on a fine-needle aspirate image. The form starts with a sample case's values.",
  submitText: 'Analyze Cell Features',
  busyText: 'Processing...',
  failureMessage: breastCancerFailure,
};

export const breastCancerTexts = {
  errorHeading: 'Error',
  resultHeading: 'Analysis Result',
  /** PRED-BREAST-2: the notes of the Analysis Result box. */
  notes: [
    'This is an algorithmic assessment only, not a diagnosis.',
    'Please consult healthcare professionals for a proper diagnosis and treatment.',
    'Regular screenings are important for early detection.',
  ],
  requestHeading: 'Request details',
} as const;
