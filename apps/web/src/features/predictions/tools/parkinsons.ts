import type { PredictionFailure } from '../api';
import type { ToolDescription } from '../engine/types';

/** PRED-PARK-3: the server's message, 'No response from server', or the error's message. */
function parkinsonsFailure(failure: PredictionFailure): string {
  switch (failure.kind) {
    case 'timeout':
    case 'network':
      return 'Error: No response from server';
    case 'http':
      return `Error: ${failure.message ?? `Server responded with status ${failure.status}`}`;
    case 'invalid-response':
      return 'Error: Unexpected response format from server';
  }
}

/** PRED-PARK-1: 22 inputs in the contract's five groups, sample defaults, Reset. */
export const parkinsonsTool: ToolDescription<'parkinsons'> = {
  tool: 'parkinsons',
  title: "Parkinson's Voice Analysis",
  subtitle:
    "Estimate the likelihood of Parkinson's disease from 22 measurements of a sustained vowel recording. The form starts with a sample recording's values.",
  submitText: 'Analyze Voice Measures',
  busyText: 'Processing...',
  failureMessage: parkinsonsFailure,
};

export const parkinsonsTexts = {
  reset: 'Reset',
  resultHeading: 'Voice Analysis Result',
  favourable: "The model does not see the voice pattern it links with Parkinson's disease in these measurements.",
  adverse: "The model sees a voice pattern it links with Parkinson's disease. Only a neurologist can diagnose Parkinson's: please talk to a doctor.",
} as const;
