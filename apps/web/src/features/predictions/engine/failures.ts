import { useTranslation } from 'react-i18next';
import { PREDICTION_TIMEOUT_MS, type PredictionFailure } from '../api';

/**
 * What went wrong, in words, shown under each screen's failure message (PRED-5); in the page's
 * language (I18N-1). The service's own message is data, shown as sent.
 */
export function useFailureReason(): (failure: PredictionFailure) => string {
  const { t } = useTranslation('predictions');
  return (failure) => {
    switch (failure.kind) {
      case 'timeout':
        return t('reasons.timeout', { seconds: PREDICTION_TIMEOUT_MS / 1000 });
      case 'network':
        return t('reasons.network');
      case 'invalid-response':
        return t('reasons.invalid');
      case 'http':
        return failure.message ?? t('reasons.status', { status: failure.status });
    }
  };
}
