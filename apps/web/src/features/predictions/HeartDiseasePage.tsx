import { favourableText } from '@clinvia/contracts/predictions';
import { useTranslation } from 'react-i18next';
import { ClassificationResult } from './engine/ClassificationResult';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { SampleValuesNote } from './engine/SampleValues';
import { Card, ToolPage } from './engine/ToolPage';
import { usePredictionTool } from './engine/usePredictionTool';
import { useHeartTool } from './tools/heart';

export default function HeartDiseasePage() {
  const { t } = useTranslation('predictions');
  const heartTool = useHeartTool();
  const engine = usePredictionTool(heartTool);
  return (
    <ToolPage title={heartTool.title} subtitle={heartTool.subtitle}>
      <Card>
        <div className="mb-5">
          <SampleValuesNote on="form" />
        </div>
        <PredictionForm engine={engine} />
      </Card>
      {engine.outcome !== undefined && (
        <ClassificationResult
          tool="heart"
          toolTitle={heartTool.title}
          heading={t('heart.resultHeading')}
          fields={engine.fields}
          outcome={engine.outcome}
          sampleCase
          verdict={(response) => response.prediction}
          favourable={favourableText.heart}
          note={{ favourable: t('heart.favourable'), adverse: t('heart.adverse') }}
        />
      )}
      <HowThisWorks tool="heart" />
    </ToolPage>
  );
}
