import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PredictionFailure } from '../api';
import type { ToolDescription } from '../engine/types';

/**
 * PRED-BREAST-1: 30 inputs in the contract's titled groups, labels from the field names.
 * PRED-BREAST-3, the failure: the server's error text, its status, an unexpected format, or the
 * generic text. I18N-1: the words in the page's language ('predictions' catalogue).
 */
export function useBreastCancerTool(): ToolDescription<'breast-cancer'> {
  const { t } = useTranslation('predictions');
  return useMemo(() => {
    const failureMessage = (failure: PredictionFailure): string => {
      switch (failure.kind) {
        case 'http':
          return failure.message ?? t('breastCancer.status', { status: failure.status });
        case 'invalid-response':
          return t('breastCancer.invalid');
        case 'timeout':
        case 'network':
          return t('breastCancer.generic');
      }
    };
    return {
      tool: 'breast-cancer',
      title: t('breastCancer.title'),
      subtitle: t('breastCancer.subtitle'),
      submitText: t('breastCancer.submit'),
      busyText: t('breastCancer.busy'),
      failureMessage,
    };
  }, [t]);
}
