import { PREDICTION_TIMEOUT_MS, type PredictionFailure } from '../api';

/** What went wrong, in words, shown under each screen's failure message (PRED-5). */
export function failureReason(failure: PredictionFailure): string {
  switch (failure.kind) {
    case 'timeout':
      return `The prediction service did not answer within ${PREDICTION_TIMEOUT_MS / 1000} seconds.`;
    case 'network':
      return 'The prediction service could not be reached. Check your connection.';
    case 'invalid-response':
      return 'The prediction service sent an answer this page cannot read.';
    case 'http':
      return failure.message ?? `The prediction service answered with status ${failure.status}.`;
  }
}
