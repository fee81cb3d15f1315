import { favourableText } from '@clinvia/contracts/predictions';
import { ClassificationResult } from './engine/ClassificationResult';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { SampleValuesNote, sampleTexts } from './engine/SampleValues';
import { Card, ToolPage } from './engine/ToolPage';
import { usePredictionTool } from './engine/usePredictionTool';
import { heartTexts, heartTool } from './tools/heart';

export default function HeartDiseasePage() {
  const engine = usePredictionTool(heartTool);
  return (
    <ToolPage title={heartTool.title} subtitle={heartTool.subtitle}>
      <Card>
        <div className="mb-5">
          <SampleValuesNote text={sampleTexts.form} />
        </div>
        <PredictionForm engine={engine} />
      </Card>
      {engine.outcome !== undefined && (
        <ClassificationResult
          tool="heart"
          toolTitle={heartTool.title}
          heading={heartTexts.resultHeading}
          fields={engine.fields}
          outcome={engine.outcome}
          sampleCase
          verdict={(response) => response.prediction}
          favourable={favourableText.heart}
          note={heartTexts}
        />
      )}
      <HowThisWorks tool="heart" />
    </ToolPage>
  );
}
