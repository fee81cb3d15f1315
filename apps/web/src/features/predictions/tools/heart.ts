import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolDescription } from '../engine/types';

/**
 * PRED-HEART-1 (the form), PRED-HEART-3 (the failure). Coded inputs are dropdowns in words
 * (contract options). I18N-1: the words in the page's language ('predictions' catalogue).
 */
export function useHeartTool(): ToolDescription<'heart'> {
  const { t } = useTranslation('predictions');
  return useMemo(
    () => ({
      tool: 'heart',
      title: t('heart.title'),
      subtitle: t('heart.subtitle'),
      submitText: t('heart.submit'),
      busyText: t('heart.busy'),
      failureMessage: () => t('heart.failure'),
      presentation: {
        // The data set's cut-off is not a clinical band: the diabetes threshold is named beside it.
        fbs: { hint: t('heart.fbsHint') },
      },
    }),
    [t],
  );
}
