import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PredictionFailure } from '../api';
import type { ToolDescription } from '../engine/types';

/**
 * PRED-PARK-1: 22 inputs in the contract's five groups, sample defaults, Reset. PRED-PARK-3, the
 * failure: the server's message, 'No response from server', or the error's message. I18N-1: the
 * words in the page's language ('predictions' catalogue).
 */
export function useParkinsonsTool(): ToolDescription<'parkinsons'> {
  const { t } = useTranslation('predictions');
  return useMemo(() => {
    const failureMessage = (failure: PredictionFailure): string => {
      switch (failure.kind) {
        case 'timeout':
        case 'network':
          return t('parkinsons.noResponse');
        case 'http':
          return failure.message === undefined ? t('parkinsons.status', { status: failure.status }) : t('parkinsons.serverSaid', { message: failure.message });
        case 'invalid-response':
          return t('parkinsons.invalid');
      }
    };
    return {
      tool: 'parkinsons',
      title: t('parkinsons.title'),
      subtitle: t('parkinsons.subtitle'),
      submitText: t('parkinsons.submit'),
      busyText: t('parkinsons.busy'),
      failureMessage,
    };
  }, [t]);
}
