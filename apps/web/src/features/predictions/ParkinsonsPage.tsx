import { favourableText } from '@clinvia/contracts/predictions';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ClassificationResult } from './engine/ClassificationResult';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { SampleValuesNote } from './engine/SampleValues';
import { Card, ToolPage } from './engine/ToolPage';
import { usePredictionTool } from './engine/usePredictionTool';
import { useParkinsonsTool } from './tools/parkinsons';
import { Button } from '../../components/ui/Button';

export default function ParkinsonsPage() {
  const { t } = useTranslation('predictions');
  const parkinsonsTool = useParkinsonsTool();
  const engine = usePredictionTool(parkinsonsTool);
  return (
    <ToolPage title={parkinsonsTool.title} subtitle={parkinsonsTool.subtitle}>
      <Card>
        <div className="mb-5">
          <SampleValuesNote on="form" />
        </div>
        <PredictionForm
          engine={engine}
          actions={
            <Button
              onClick={engine.resetToDefaults}
              variant="secondary" size="xl"
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('parkinsons.reset')}
            </Button>
          }
        />
      </Card>
      {engine.outcome !== undefined && (
        <ClassificationResult
          tool="parkinsons"
          toolTitle={parkinsonsTool.title}
          heading={t('parkinsons.resultHeading')}
          fields={engine.fields}
          outcome={engine.outcome}
          sampleCase
          verdict={(response) => response.message}
          favourable={favourableText.parkinsons}
          note={{ favourable: t('parkinsons.favourable'), adverse: t('parkinsons.adverse') }}
        />
      )}
      <HowThisWorks tool="parkinsons" />
    </ToolPage>
  );
}
