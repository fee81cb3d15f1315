import { favourableText } from '@clinvia/contracts/predictions';
import { ClassificationResult } from './engine/ClassificationResult';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { Card, ToolPage } from './engine/ToolPage';
import { usePredictionTool } from './engine/usePredictionTool';
import { heartTexts, heartTool } from './tools/heart';

export default function HeartDiseasePage() {
  const engine = usePredictionTool(heartTool);
  return (
    <ToolPage title={heartTool.title} subtitle={heartTool.subtitle}>
      <Card>
        <PredictionForm engine={engine} />
      </Card>
      {engine.outcome !== undefined && (
        <ClassificationResult
          toolTitle={heartTool.title}
          heading={heartTexts.resultHeading}
          fields={engine.fields}
          outcome={engine.outcome}
          verdict={(response) => response.prediction}
          favourable={favourableText.heart}
          note={heartTexts}
        />
      )}
      <HowThisWorks tool="heart" />
    </ToolPage>
  );
}
